import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, TEST_PASSWORD, uniqueEmail } from '../../test/factories.ts';

type OutboxMail = { to: string; text: string };

/** Sign-ups, reset mails and verification mails, each limited per address and per client. */
let a: TestApp;
/** A second process on the same database, with the same settings. */
let b: TestApp;

beforeAll(async () => {
  const settings = {
    LIMIT_SIGNUPS_PER_IP_PER_HOUR: '4',
    LIMIT_RESET_MAILS_PER_ADDRESS_PER_HOUR: '3',
    LIMIT_RESET_MAILS_PER_IP_PER_HOUR: '6',
    LIMIT_VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR: '3',
    LIMIT_VERIFICATION_MAILS_PER_IP_PER_HOUR: '5',
  };
  a = await createTestApp(settings);
  b = await createTestApp(settings, {}, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

/** Alternates between the two processes: even attempts on A, odd ones on B. */
const on = (i: number) => (i % 2 === 0 ? a : b);

const register = (t: TestApp, email: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Someone', email, password: TEST_PASSWORD },
    remoteAddress: ip,
  });

const askReset = (t: TestApp, email: string, ip: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email },
    remoteAddress: ip,
  });

function expectLimited(res: LightMyRequestResponse, maxSeconds: number): void {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toBe('RATE_LIMITED');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(maxSeconds);
}

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const res = await a.request({ method: 'GET', url: '/api/dev/outbox' });
  return (res.json() as OutboxMail[]).filter((m) => m.to === email);
}

describe('sign-ups per client address', () => {
  it('allows LIMIT_SIGNUPS_PER_IP_PER_HOUR an hour, across processes, then 429 until the hour is over', async () => {
    const ip = '10.210.0.1';
    for (let i = 0; i < 4; i++) {
      expect((await register(on(i), uniqueEmail(), ip)).statusCode).toBe(201);
    }
    expectLimited(await register(a, uniqueEmail(), ip), 3600);
    expectLimited(await register(b, uniqueEmail(), ip), 3600);
    // Another client is not held back.
    expect((await register(b, uniqueEmail(), '10.210.0.2')).statusCode).toBe(201);
  });

  it('counts again once the hour has passed', async () => {
    const ip = '10.210.1.1';
    for (let i = 0; i < 4; i++) await register(on(i), uniqueEmail(), ip);
    expectLimited(await register(a, uniqueEmail(), ip), 3600);
    a.clock.advance(3_601_000);
    expect((await register(a, uniqueEmail(), ip)).statusCode).toBe(201);
  });
});

describe('password reset mails', () => {
  it('allows 3 an hour for one address, typed with or without an account, then 429', async () => {
    const user = await signUp(a);
    const nobody = uniqueEmail('nobody');
    for (const email of [user.user.email, nobody]) {
      for (let i = 0; i < 3; i++) {
        const res = await askReset(on(i), email, `10.211.${i}.1`);
        expect(res.statusCode).toBe(200);
      }
      // Other clients asking for the same address change nothing: the address is what's limited.
      expectLimited(await askReset(a, email, '10.211.9.1'), 3600);
      expectLimited(await askReset(b, email, '10.211.9.2'), 3600);
    }
    // Only three mails reached the mailbox.
    const resets = (await mailsTo(user.user.email)).filter((m) =>
      m.text.includes('/auth/reset-password/confirm?token='),
    );
    expect(resets).toHaveLength(3);
  });

  it('answers an over-limit address with the same 429 whether or not it has an account', async () => {
    const user = await signUp(a);
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) {
      await askReset(a, user.user.email, '10.212.0.1');
      await askReset(a, nobody, '10.212.0.2');
    }
    const known = await askReset(a, user.user.email, '10.212.1.1');
    const unknown = await askReset(a, nobody, '10.212.1.2');
    expect(known.statusCode).toBe(429);
    expect(unknown.json()).toEqual(known.json());
  });

  it('allows 6 an hour from one client over many addresses, across processes', async () => {
    const ip = '10.213.0.1';
    for (let i = 0; i < 6; i++) {
      expect((await askReset(on(i), uniqueEmail(), ip)).statusCode).toBe(200);
    }
    expectLimited(await askReset(a, uniqueEmail(), ip), 3600);
    expectLimited(await askReset(b, uniqueEmail(), ip), 3600);
    expect((await askReset(a, uniqueEmail(), '10.213.0.2')).statusCode).toBe(200);
  });
});

describe('verification mails', () => {
  const resend = (t: TestApp, token: string, ip: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      token,
      remoteAddress: ip,
    });

  it('allows 3 an hour for one address (the signup mail counts), a minute apart, then 429', async () => {
    const user = await signUp(a);
    for (let i = 0; i < 2; i++) {
      a.clock.advance(61_000);
      expect((await resend(on(i), user.access_token, `10.214.${i}.1`)).statusCode).toBe(202);
    }
    a.clock.advance(61_000);
    expectLimited(await resend(b, user.access_token, '10.214.9.1'), 3600);
    expect(await mailsTo(user.user.email)).toHaveLength(3);
  });

  it('allows 5 an hour from one client: sign-ups past it still work, without the mail', async () => {
    const ip = '10.215.0.1';
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const [i, email] of emails.entries()) {
      expect((await register(on(i), email, ip)).statusCode).toBe(201);
    }
    const last = await register(a, uniqueEmail(), '10.215.0.2');
    const token = last.json().access_token as string;
    // One from another client, four from this one: the fifth from here is the last allowed.
    a.clock.advance(61_000);
    expect((await resend(b, token, ip)).statusCode).toBe(202);
    a.clock.advance(61_000);
    expectLimited(await resend(a, token, ip), 3600);
  });
});
