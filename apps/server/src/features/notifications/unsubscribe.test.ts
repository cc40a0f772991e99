import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { signUnsubscribeToken } from '../../mail/unsubscribe-token.ts';
import type { EmailSwitch } from '../../mail/email-switch.ts';
import { savePreferences, setLanguage } from '../../test/notification-mail-test-helpers.ts';
import { send } from '../../test/notification-test-helpers.ts';
import { UNSUBSCRIBE_LINK_INVALID } from './unsubscribe-routes.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const ONE_CLICK = 'List-Unsubscribe=One-Click';

const tokenFor = (user: SignedUpUser, kind: EmailSwitch) =>
  signUnsubscribeToken(t.app.ctx.signingKey, user.user.id, kind);
const url = (token: string) => `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** The one-click POST a mail client makes: no sign-in, the form body. */
const oneClick = (token: string, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: url(token),
    headers: { ...FORM, ...headers },
    payload: ONE_CLICK,
  });

const emailPreferences = async (user: SignedUpUser) =>
  (await send(t, user, 'GET', '/api/notification-preferences')).json().email;

const DEFAULT_EMAIL = {
  mentions: true,
  deadlines: true,
  comments: true,
  updates: false,
  digest: 'daily',
};

describe('POST /api/notifications/unsubscribe (RFC 8058 one-click)', () => {
  it('turns that one switch off without signing in, keeping everything else', async () => {
    const user = await signUp(t);
    await savePreferences(t, user, {
      email: { updates: true, digest: 'weekly' },
      quiet_hours: { enabled: true, start: '21:00', end: '07:00', time_zone: 'Europe/Moscow' },
    });
    const res = await oneClick(tokenFor(user, 'mentions'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unsubscribed: 'mentions' });
    const preferences = (await send(t, user, 'GET', '/api/notification-preferences')).json();
    expect(preferences.email).toEqual({
      mentions: false,
      deadlines: true,
      comments: true,
      updates: true,
      digest: 'weekly',
    });
    expect(preferences.quiet_hours.time_zone).toBe('Europe/Moscow');
    // Again: still 200, still off (a mail client may retry).
    expect((await oneClick(tokenFor(user, 'mentions'))).statusCode).toBe(200);
  });

  it('sets the digest to off, for someone who never saved preferences', async () => {
    const user = await signUp(t);
    expect((await oneClick(tokenFor(user, 'digest'))).statusCode).toBe(200);
    expect(await emailPreferences(user)).toEqual({ ...DEFAULT_EMAIL, digest: 'off' });
  });

  it('answers 400 for a forged, altered, cut or missing token and changes nothing', async () => {
    const user = await signUp(t);
    const good = tokenFor(user, 'comments');
    const [, , signature] = good.split('.');
    const other = await signUp(t);
    const bad = [
      signUnsubscribeToken(randomBytes(32), user.user.id, 'comments'),
      `${user.user.id}.digest.${signature}`,
      `${other.user.id}.comments.${signature}`,
      good.slice(0, -3),
      'not-a-token',
      // A real signature for an account that does not exist.
      signUnsubscribeToken(t.app.ctx.signingKey, randomUUID(), 'comments'),
    ];
    for (const token of bad) {
      const res = await oneClick(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: UNSUBSCRIBE_LINK_INVALID });
    }
    const missing = await t.request({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: FORM,
      payload: ONE_CLICK,
    });
    expect(missing.statusCode).toBe(400);
    expect(await emailPreferences(user)).toEqual(DEFAULT_EMAIL);
    expect(await emailPreferences(other)).toEqual(DEFAULT_EMAIL);
  });

  it('refuses other body types (415) and an oversized form (413)', async () => {
    const user = await signUp(t);
    const plain = await t.request({
      method: 'POST',
      url: url(tokenFor(user, 'comments')),
      headers: { 'content-type': 'application/xml' },
      payload: ONE_CLICK,
    });
    expect(plain.statusCode).toBe(415);
    const big = await t.request({
      method: 'POST',
      url: url(tokenFor(user, 'comments')),
      headers: FORM,
      payload: `${ONE_CLICK}&x=${'a'.repeat(2_000)}`,
    });
    expect(big.statusCode).toBe(413);
    expect(await emailPreferences(user)).toEqual(DEFAULT_EMAIL);
  });

  it('answers the page’s form with a page in the person’s language', async () => {
    const user = await signUp(t);
    await setLanguage(t, user, 'ru');
    const res = await oneClick(tokenFor(user, 'updates'), { accept: 'text/html' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      'Готово. Вы больше не будете получать письма об обновлениях проектов.',
    );
    expect((await emailPreferences(user)).updates).toBe(false);
  });
});

describe('GET /api/notifications/unsubscribe (the link in the mail body)', () => {
  it('shows a confirmation page whose button POSTs, and changes nothing', async () => {
    const user = await signUp(t);
    const token = tokenFor(user, 'mentions');
    const res = await t.request({ method: 'GET', url: url(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`Stop sending mention e-mails to ${user.user.email}?`);
    expect(res.body).toContain(`<form method="post" action="${url(token)}">`);
    expect(res.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect(res.body).toContain('>Unsubscribe</button>');
    expect(await emailPreferences(user)).toEqual(DEFAULT_EMAIL);
  });

  it('is right to left for an Arabic reader', async () => {
    const user = await signUp(t);
    await setLanguage(t, user, 'ar');
    const res = await t.request({ method: 'GET', url: url(tokenFor(user, 'digest')) });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('هل تريد إيقاف رسائل الملخص');
  });

  it('says a bad link is not valid (400), in the browser’s language', async () => {
    const res = await t.request({
      method: 'GET',
      url: url('forged.token.here'),
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Эта ссылка для отписки недействительна.');
  });
});
