import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The tokens of every reset link mailed to `email`, oldest first. */
async function resetTokensFor(email: string): Promise<string[]> {
  const outbox = (await t.request({ method: 'GET', url: '/api/dev/outbox' })).json() as {
    to: string;
    text: string;
  }[];
  const tokens = outbox
    .filter((m) => m.to === email)
    .map((m) => m.text.match(/\/auth\/reset-password\/confirm\?token=([\w%-]+)/)?.[1])
    .filter((token) => token !== undefined)
    .map((token) => decodeURIComponent(token));
  if (tokens.length === 0) throw new Error(`no reset mail to ${email}`);
  return tokens;
}

async function resetTokenFor(email: string): Promise<string> {
  return (await resetTokensFor(email)).at(-1)!;
}

async function requestReset(email: string): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email },
  });
  expect(res.statusCode).toBeLessThan(300);
}

function confirm(token: string, password: string) {
  return t.request({
    method: 'POST',
    url: '/api/auth/reset-password/confirm',
    payload: { token, password },
  });
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

  it('voids the other outstanding links once one of them resets the password', async () => {
    const user = await signUp(t);
    await requestReset(user.user.email);
    await requestReset(user.user.email);
    const [first, second] = await resetTokensFor(user.user.email);
    expect((await confirm(second!, NEW_PASSWORD)).statusCode).toBe(200);
    const stale = await confirm(first!, 'An0ther!password');
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('INVALID_RESET_TOKEN');
  });

  it('voids outstanding links when the password is changed', async () => {
    const user = await signUp(t);
    await requestReset(user.user.email);
    const token = await resetTokenFor(user.user.email);
    const changed = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      token: user.access_token,
      payload: { current_password: user.password, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    expect((await confirm(token, 'An0ther!password')).statusCode).toBe(400);
  });
});
