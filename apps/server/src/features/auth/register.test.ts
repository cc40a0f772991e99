import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PASSWORD, signUp, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: payload as object });

describe('POST /api/auth/register', () => {
  it('creates an account and returns a session with the user', async () => {
    const email = uniqueEmail();
    const res = await register({
      name: '  Ada Lovelace ',
      email: `  ${email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ name: 'Ada Lovelace', email, avatar: null });
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).not.toHaveProperty('password_hash');
    expect(JSON.stringify(body)).not.toContain('argon2');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail();
    await signUp(t, { email });
    const res = await register({
      name: 'Other',
      email: email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'EMAIL_TAKEN',
      message: 'An account with this email already exists.',
    });
  });

  it('gives exactly one account to 50 concurrent registrations of one email', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(
      Array.from({ length: 50 }, () => register({ name: 'Racer', email, password: TEST_PASSWORD })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
  });

  it.each([
    ['short', 'Ab1!'],
    ['no uppercase', 'abcdefg1!'],
    ['no lowercase', 'ABCDEFG1!'],
    ['no digit', 'Abcdefgh!'],
    ['no special', 'Abcdefgh1'],
  ])('rejects a password that is %s with 422 and the rule', async (_case, password) => {
    const res = await register({ name: 'Pat', email: uniqueEmail(), password });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.detail[0].loc).toEqual(['body', 'password']);
  });

  it('names each missing or mistyped field in detail', async () => {
    const res = await register({ name: 42, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    const locs = res.json().detail.map((d: { loc: string[] }) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.name', 'body.email']));
  });

  it('rejects an invalid email and a 10,000-character name', async () => {
    expect(
      (await register({ name: 'X', email: 'not-an-email', password: TEST_PASSWORD })).statusCode,
    ).toBe(422);
    const res = await register({
      name: 'n'.repeat(10_000),
      email: uniqueEmail(),
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'name']);
  });

  it('stores SQL- and script-shaped names verbatim', async () => {
    for (const name of ["Robert'); DROP TABLE users;--", '<script>alert(1)</script>']) {
      const session = await signUp(t, { name });
      const profile = await t.request({
        method: 'GET',
        url: '/api/auth/profile',
        token: session.access_token,
      });
      expect(profile.json().name).toBe(name);
    }
    expect((await t.request({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
