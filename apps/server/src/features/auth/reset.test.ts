import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function resetTokenFor(email: string): Promise<string> {
  const outbox = (await t.request({ method: 'GET', url: '/api/dev/outbox' })).json() as {
    to: string;
    text: string;
  }[];
  const mail = outbox.find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  const match = mail.text.match(/\/auth\/reset-password\/confirm\?token=([\w%-]+)/);
  return decodeURIComponent(match![1]!);
}

const NEW_PASSWORD = 'N3w!password';

describe('password reset', () => {
  it('answers 200 for unknown emails too, and mails only existing accounts', async () => {
    const stranger = uniqueEmail();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: stranger },
    });
    expect(res.statusCode).toBe(200);
    const outbox = (await t.request({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
    }[];
    expect(outbox.some((m) => m.to === stranger)).toBe(false);
  });

  it('sets a new password with the mailed link, once, and ends every session', async () => {
    const user = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.user.email },
    });
    const token = await resetTokenFor(user.user.email);
    const confirm = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(confirm.statusCode).toBe(200);
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: NEW_PASSWORD },
    });
    expect(again.statusCode).toBe(400);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refresh_token: user.refresh_token },
        })
      ).statusCode,
    ).toBe(401);
    const oldLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: NEW_PASSWORD },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a link older than one hour', async () => {
    const user = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: user.user.email },
    });
    const token = await resetTokenFor(user.user.email);
    t.clock.advance(61 * 60_000);
    try {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/reset-password/confirm',
        payload: { token, password: NEW_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.advance(-61 * 60_000);
    }
  });

  it('enforces the password rules on the new password', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token: 'x', password: 'weak' },
    });
    expect(res.statusCode).toBe(422);
  });
});
