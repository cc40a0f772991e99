import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    ...(remoteAddress && { remoteAddress }),
  });

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const user = await signUp(t);
    const res = await login({ email: user.user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.id).toBe(user.user.id);
    expect(res.json().refresh_token).not.toBe(user.refresh_token);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = await signUp(t);
    const wrong = await login({ email: user.user.email, password: 'Wrong!pass1' });
    const unknown = await login({ email: uniqueEmail(), password: 'Wrong!pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password. Please try again.');
  });

  it('throttles more than 10 failures a minute for one email with 429 and Retry-After', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: user.user.email, password: 'Wrong!pass1' }, `10.201.0.${i}`);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: user.user.email, password: user.password }, '10.201.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().error).toBe('RATE_LIMITED');
    t.clock.advance(61_000);
    expect(
      (await login({ email: user.user.email, password: user.password }, '10.201.1.2')).statusCode,
    ).toBe(200);
  });

  it('throttles more than 10 failures a minute from one IP', async () => {
    for (let i = 0; i < 10; i++)
      await login({ email: uniqueEmail(), password: 'Wrong!pass1' }, '10.202.0.1');
    const user = await signUp(t);
    const res = await login({ email: user.user.email, password: user.password }, '10.202.0.1');
    expect(res.statusCode).toBe(429);
  });

  it('rejects a body of the wrong shape with 422', async () => {
    const res = await login({ email: ['a'], password: 1 });
    expect(res.statusCode).toBe(422);
  });
});
