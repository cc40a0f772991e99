import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TTL_HOURS,
} from '@crewline/shared/contracts/email-verification';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { signIn } from '../../test/project-factories.ts';

type OutboxMail = { to: string; subject: string; text: string; html: string | null };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://crew.example' });
});
afterAll(() => t.close());

/** Every mail sent to `email`, newest first. */
async function mailsTo(email: string): Promise<OutboxMail[]> {
  const res = await t.request({ method: 'GET', url: '/api/dev/outbox' });
  return (res.json() as OutboxMail[]).filter((m) => m.to === email);
}

/** The token of the newest verification link mailed to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await mailsTo(email);
  const match = mail?.text.match(/https:\/\/crew\.example\/auth\/verify-email\?token=([\w%-]+)/);
  if (!match) throw new Error(`no verification link mailed to ${email}`);
  return decodeURIComponent(match[1]!);
}

const verify = (token: unknown) =>
  t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } as object });
const resend = (user: SignedUpUser | null) =>
  t.request({ method: 'POST', url: '/api/auth/verify-email/resend', token: user?.access_token });
const profile = async (user: SignedUpUser) =>
  (await t.request({ method: 'GET', url: '/api/auth/profile', token: user.access_token })).json();

describe('the verification mail at signup', () => {
  it('mails a working link; the address is unverified until it is opened', async () => {
    const user = await signUp(t);
    expect(user.user.email_verified).toBe(false);
    const [mail] = await mailsTo(user.user.email);
    expect(mail!.subject).toBe('Confirm your e-mail address for Crewline');
    expect(mail!.text).toContain(`within ${EMAIL_VERIFICATION_TTL_HOURS} hours`);
    expect(mail!.html).toContain('<html lang="en" dir="ltr">');

    const res = await verify(await mailedToken(user.user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: EMAIL_VERIFICATION_MESSAGES.verified,
      email_verified: true,
    });
    // At once, though the profile was cached by the signup's session check.
    expect((await profile(user)).email_verified).toBe(true);
  });

  it('writes the mail in the language the browser asked for', async () => {
    const email = uniqueEmail();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' },
      payload: { name: 'Анна', email, password: 'Str0ng!pass' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Подтвердите адрес электронной почты в Crewline');
    expect(mail!.text).toContain('в течение 24 часа.');
    expect(mail!.text).toContain('Здравствуйте, Анна!');

    const arabic = uniqueEmail();
    await t.request({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'ar-EG' },
      payload: { name: 'Layla', email: arabic, password: 'Str0ng!pass' },
    });
    const [arMail] = await mailsTo(arabic);
    expect(arMail!.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('POST /api/auth/verify-email', () => {
  it('works once: the same link again is 410 "already used"', async () => {
    const user = await signUp(t);
    const token = await mailedToken(user.user.email);
    expect((await verify(token)).statusCode).toBe(200);
    const again = await verify(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      error: 'VERIFICATION_TOKEN_USED',
      message: EMAIL_VERIFICATION_MESSAGES.used,
    });
  });

  it('expires after 24 hours (410), and a new link still works', async () => {
    const user = await signUp(t);
    const old = await mailedToken(user.user.email);
    t.clock.advance(EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 + 1000);
    try {
      const late = await verify(old);
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({
        error: 'VERIFICATION_TOKEN_EXPIRED',
        message: EMAIL_VERIFICATION_MESSAGES.expired,
      });
      // The day-old access token has expired: sign in again, as the person would.
      const later = await signIn(t, user);
      expect((await profile(later)).email_verified).toBe(false);
      expect((await resend(later)).statusCode).toBe(202);
      expect((await verify(await mailedToken(user.user.email))).statusCode).toBe(200);
      expect((await profile(later)).email_verified).toBe(true);
    } finally {
      t.clock.advance(-(EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 + 1000));
    }
  });

  it('a link just inside 24 hours still works', async () => {
    const user = await signUp(t);
    const token = await mailedToken(user.user.email);
    t.clock.advance(EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 - 60_000);
    try {
      expect((await verify(token)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(EMAIL_VERIFICATION_TTL_HOURS * 3_600_000 - 60_000));
    }
  });

  it('rejects an unknown token with 400 and a missing one with 422 naming the field', async () => {
    const unknown = await verify('not-a-real-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'INVALID_VERIFICATION_TOKEN',
      message: EMAIL_VERIFICATION_MESSAGES.invalid,
    });
    const missing = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'token']);
    expect((await verify('')).statusCode).toBe(422);
    expect((await verify('x'.repeat(201))).statusCode).toBe(422);
  });

  it('opening one link uses up the account’s other links', async () => {
    const user = await signUp(t);
    const first = await mailedToken(user.user.email);
    t.clock.advance(61_000);
    try {
      expect((await resend(user)).statusCode).toBe(202);
      const second = await mailedToken(user.user.email);
      expect(second).not.toBe(first);
      expect((await verify(second)).statusCode).toBe(200);
      expect((await verify(first)).statusCode).toBe(410);
    } finally {
      t.clock.advance(-61_000);
    }
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('answers 401 signed out', async () => {
    const res = await resend(null);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });

  it('sends at most one mail a minute, counting the signup mail (429 with Retry-After)', async () => {
    const user = await signUp(t);
    const tooSoon = await resend(user);
    expect(tooSoon.statusCode).toBe(429);
    const wait = Number(tooSoon.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(tooSoon.json().message).toBe(
      EMAIL_VERIFICATION_MESSAGES.wait.replace('{seconds}', String(wait)),
    );
    expect(await mailsTo(user.user.email)).toHaveLength(1);

    t.clock.advance(61_000);
    try {
      const res = await resend(user);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: EMAIL_VERIFICATION_MESSAGES.sent });
      expect(await mailsTo(user.user.email)).toHaveLength(2);
      expect((await resend(user)).statusCode).toBe(429);
    } finally {
      t.clock.advance(-61_000);
    }
  });

  it('answers 409 once the address is verified, and sends nothing', async () => {
    const user = await signUp(t);
    await verify(await mailedToken(user.user.email));
    t.clock.advance(61_000);
    try {
      const res = await resend(user);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'EMAIL_ALREADY_VERIFIED',
        message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
      });
      expect(await mailsTo(user.user.email)).toHaveLength(1);
    } finally {
      t.clock.advance(-61_000);
    }
  });
});

describe('a password reset link proves the address too', () => {
  it('marks the account verified when the mailed reset link is used', async () => {
    const user = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.user.email },
    });
    const [mail] = await mailsTo(user.user.email);
    const token = decodeURIComponent(
      mail!.text.match(/reset-password\/confirm\?token=([\w%-]+)/)![1]!,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: 'N3w!password' },
    });
    expect(res.statusCode).toBe(200);
    const again = await signIn(t, { ...user, password: 'N3w!password' });
    expect((await profile(again)).email_verified).toBe(true);
  });
});
