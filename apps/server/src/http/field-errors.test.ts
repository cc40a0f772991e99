import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';

let t: TestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUp(t);
});
afterAll(() => t.close());

const createProject = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/projects', token: user.access_token, payload });

describe('422 bodies name each field as facts a client can word', () => {
  it('says which field is too long and its limit, keeping detail as it was', async () => {
    const res = await createProject({ name: 'x'.repeat(NAME_MAX_LENGTH + 1) });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toEqual([{ loc: ['body', 'name'], msg: expect.any(String) }]);
    expect(body.errors).toEqual([{ field: 'name', reason: 'too_long', limit: NAME_MAX_LENGTH }]);
  });

  it('tells a missing field, an empty one, a wrong value and a long description apart', async () => {
    const missing = await createProject({});
    expect(missing.json().errors).toEqual([{ field: 'name', reason: 'required' }]);
    const empty = await createProject({ name: '   ' });
    expect(empty.json().errors).toEqual([{ field: 'name', reason: 'required' }]);
    const wrong = await createProject({ name: 'P', status: 'sleeping' });
    expect(wrong.json().errors).toEqual([{ field: 'status', reason: 'not_allowed' }]);
    const long = await createProject({ name: 'P', description: 'd'.repeat(TEXT_MAX_LENGTH + 1) });
    expect(long.json().errors).toEqual([
      { field: 'description', reason: 'too_long', limit: TEXT_MAX_LENGTH },
    ]);
  });

  it('says an e-mail address is not one', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ann', email: 'not-an-address', password: 'Str0ng!pass' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'email', reason: 'invalid_email' });
  });
});
