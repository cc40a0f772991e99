import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { signIn } from '../../test/project-factories.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const settings = {
    LIMIT_INVITED_ACCOUNTS_PER_ACCOUNT_PER_HOUR: '4',
    LIMIT_INVITED_ACCOUNTS_PER_IP_PER_HOUR: '6',
  };
  a = await createTestApp(settings);
  b = await createTestApp(settings, {}, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const createUser = (t: TestApp, user: SignedUpUser, email: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/users',
    token: user.access_token,
    payload: { email, name: 'Invited Person' },
    remoteAddress: ip,
  });

describe('POST /api/users: invited accounts an hour', () => {
  it('allows 4 per account across processes, then 429 with Retry-After and no account made', async () => {
    const user = await signUp(a);
    for (let i = 0; i < 4; i++) {
      const res = await createUser(i % 2 ? b : a, user, uniqueEmail(), `10.220.${i}.1`);
      expect(res.statusCode).toBe(201);
    }
    const refused = uniqueEmail('refused');
    const res = await createUser(b, user, refused, '10.220.9.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
    // Taken back: the address can still sign up as a new account of its own.
    const signup = await a.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Refused', email: refused, password: 'Str0ng!pass' },
    });
    expect(signup.statusCode).toBe(201);
    // Another account is not held back; an hour later this one is not either.
    expect((await createUser(a, await signUp(a), uniqueEmail(), '10.220.9.2')).statusCode).toBe(
      201,
    );
    a.clock.advance(3_601_000);
    const later = await signIn(a, user);
    expect((await createUser(a, later, uniqueEmail(), '10.220.9.3')).statusCode).toBe(201);
  });

  it('does not count an address that already has an account (409)', async () => {
    const user = await signUp(a);
    const taken = (await signUp(a)).user.email;
    for (let i = 0; i < 6; i++) {
      expect((await createUser(a, user, taken, '10.221.0.1')).statusCode).toBe(409);
    }
    expect((await createUser(a, user, uniqueEmail(), '10.221.0.1')).statusCode).toBe(201);
  });

  it('allows 6 from one client over many accounts, then 429', async () => {
    const ip = '10.222.0.1';
    const [one, two] = [await signUp(a), await signUp(a)];
    for (let i = 0; i < 6; i++) {
      const res = await createUser(i % 2 ? b : a, i < 3 ? one : two, uniqueEmail(), ip);
      expect(res.statusCode).toBe(201);
    }
    const third = await signUp(a);
    expect((await createUser(a, third, uniqueEmail(), ip)).statusCode).toBe(429);
    expect((await createUser(a, third, uniqueEmail(), '10.222.0.2')).statusCode).toBe(201);
  });
});
