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

  it('throttles 10 failures a minute for one address from one client with 429 and Retry-After', async () => {
    const user = await signUp(t);
    for (let i = 0; i < 10; i++) {
      const res = await login({ email: user.user.email, password: 'Wrong!pass1' }, '10.201.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: user.user.email, password: user.password }, '10.201.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().error).toBe('RATE_LIMITED');
    t.clock.advance(61_000);
    expect(
      (await login({ email: user.user.email, password: user.password }, '10.201.0.1')).statusCode,
    ).toBe(200);
  });

  it('never locks the owner out: 10 wrong passwords from elsewhere leave their own sign-in working', async () => {
    const victim = await signUp(t);
    for (let i = 0; i < 10; i++)
      await login({ email: victim.user.email, password: 'Wrong!pass1' }, '10.203.0.1');
    const attacker = await login(
      { email: victim.user.email, password: 'Wrong!pass1' },
      '10.203.0.1',
    );
    expect(attacker.statusCode).toBe(429);
    const owner = await login(
      { email: victim.user.email, password: victim.password },
      '10.203.9.9',
    );
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(victim.user.id);
  });

  it('throttles 20 failures a minute from one client across addresses (password spraying)', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await login({ email: uniqueEmail(), password: 'Wrong!pass1' }, '10.202.0.1');
      expect(res.statusCode).toBe(401);
    }
    const user = await signUp(t);
    const res = await login({ email: user.user.email, password: user.password }, '10.202.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await login({ email: user.user.email, password: user.password }, '10.202.0.2')).statusCode,
    ).toBe(200);
  });

  it('rejects a body of the wrong shape with 422', async () => {
    const res = await login({ email: ['a'], password: 1 });
    expect(res.statusCode).toBe(422);
  });
});

describe('the account-wide ceiling on failed sign-ins', () => {
  let low: TestApp;
  beforeAll(async () => {
    low = await createTestApp({ LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN: '6' });
  });
  afterAll(() => low.close());

  const lowLogin = (payload: object, remoteAddress: string) =>
    low.request({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('locks every client out of an address guessed at from many, until the window passes', async () => {
    const user = await signUp(low);
    for (let i = 0; i < 6; i++) {
      const res = await lowLogin(
        { email: user.user.email, password: 'Wrong!pass1' },
        `10.204.0.${i}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const anywhere = await lowLogin(
      { email: user.user.email, password: user.password },
      '10.204.9.9',
    );
    expect(anywhere.statusCode).toBe(429);
    const wait = Number(anywhere.headers['retry-after']);
    expect(wait).toBeGreaterThan(60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    low.clock.advance(wait * 1000);
    expect(
      (await lowLogin({ email: user.user.email, password: user.password }, '10.204.9.9'))
        .statusCode,
    ).toBe(200);
  });

  it('lets another address sign in meanwhile', async () => {
    const other = await signUp(low);
    expect(
      (await lowLogin({ email: other.user.email, password: other.password }, '10.204.0.1'))
        .statusCode,
    ).toBe(200);
  });
});

describe('failed sign-ins counted across two processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, {}, a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('throttles the 11th failure of one address from one client, half of them sent to each', async () => {
    const user = await signUp(a);
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await app.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.user.email, password: 'Wrong!pass1' },
        remoteAddress: '10.205.0.1',
      });
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await app.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.user.email, password: user.password },
        remoteAddress: '10.205.0.1',
      });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
