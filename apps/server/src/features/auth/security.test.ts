import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_LIMIT, SECURITY_MESSAGES } from '@crewline/shared/contracts/security';
import type { AuthResponse } from '@crewline/shared/contracts/auth';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_PASSWORD, signUp, type SignedUpUser } from '../../test/factories.ts';
import { sessionIsOpen } from '../../realtime/session-watch.ts';
import { describeUserAgent } from './session-presenter.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'N3w!password';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in once more from another browser: a second session of the same account. */
async function signInAgain(user: SignedUpUser, userAgent = SAFARI_IPHONE): Promise<AuthResponse> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'user-agent': userAgent },
    payload: { email: user.user.email, password: user.password },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/** Registers from a named browser. */
async function signUpWith(userAgent: string): Promise<SignedUpUser> {
  const email = `sec-${crypto.randomUUID()}@example.test`;
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/register',
    headers: { 'user-agent': userAgent },
    payload: { name: 'Security Tester', email, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json() as AuthResponse), password: TEST_PASSWORD };
}

function refresh(refreshToken: string, userAgent?: string) {
  return t.request({
    method: 'POST',
    url: '/api/auth/refresh',
    headers: userAgent ? { 'user-agent': userAgent } : {},
    payload: { refresh_token: refreshToken },
  });
}

function changePassword(token: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/api/auth/password', token, payload });
}

function listSessions(token: string) {
  return t.request({ method: 'GET', url: '/api/auth/sessions', token });
}

/** The session id (refresh family) a token pair belongs to, read from its access token. */
function sessionOf(auth: AuthResponse): string {
  const payload = JSON.parse(
    Buffer.from(auth.access_token.split('.')[1]!, 'base64url').toString('utf8'),
  );
  return payload.sid as string;
}

describe('POST /api/auth/password', () => {
  it('401 when signed out', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('422 naming new_password for each broken rule, and unknown fields', async () => {
    const user = await signUp(t);
    const weak = await changePassword(user.access_token, {
      current_password: user.password,
      new_password: 'short',
    });
    expect(weak.statusCode).toBe(422);
    const detail = weak.json().detail as { loc: string[]; msg: string }[];
    expect(detail.every((d) => d.loc.join('.') === 'body.new_password')).toBe(true);
    expect(detail.map((d) => d.msg)).toEqual(
      expect.arrayContaining(['8+ characters', 'At least one number']),
    );
    const extra = await changePassword(user.access_token, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
      admin: true,
    });
    expect(extra.statusCode).toBe(422);
  });

  it('422 on current_password when it is missing or wrong; the password stays', async () => {
    const user = await signUp(t);
    const missing = await changePassword(user.access_token, { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toEqual([
      { loc: ['body', 'current_password'], msg: SECURITY_MESSAGES.currentPasswordRequired },
    ]);
    const wrong = await changePassword(user.access_token, {
      current_password: 'Wr0ng!pass',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().detail).toEqual([
      { loc: ['body', 'current_password'], msg: SECURITY_MESSAGES.currentPasswordWrong },
    ]);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('changes the password, signs out every other session and keeps this one', async () => {
    const user = await signUp(t);
    const other = await signInAgain(user);
    const res = await changePassword(user.access_token, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(204);

    // The other browser: its refresh is refused and its socket's session check fails.
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    expect(await sessionIsOpen(t.database.db, user.user.id, sessionOf(other), t.clock.now())).toBe(
      false,
    );
    // This browser keeps going.
    expect(await sessionIsOpen(t.database.db, user.user.id, sessionOf(user), t.clock.now())).toBe(
      true,
    );
    expect((await refresh(user.refresh_token)).statusCode).toBe(200);

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

  it(`429 with Retry-After after ${PASSWORD_CHANGE_LIMIT.max} attempts, wrong guesses included`, async () => {
    const user = await signUp(t);
    for (let i = 0; i < PASSWORD_CHANGE_LIMIT.max; i++) {
      const res = await changePassword(user.access_token, {
        current_password: 'Wr0ng!pass',
        new_password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(422);
    }
    const limited = await changePassword(user.access_token, {
      current_password: user.password,
      new_password: NEW_PASSWORD,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else is not affected.
    const other = await signUp(t);
    const fine = await changePassword(other.access_token, {
      current_password: other.password,
      new_password: NEW_PASSWORD,
    });
    expect(fine.statusCode).toBe(204);
  });
});

describe('GET /api/auth/sessions', () => {
  it('401 when signed out', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/sessions' })).statusCode).toBe(401);
  });

  it('lists each signed-in browser with its device, browser and this device marked', async () => {
    const user = await signUpWith(CHROME_WINDOWS);
    const phone = await signInAgain(user, SAFARI_IPHONE);
    const stranger = await signUp(t);

    const res = await listSessions(user.access_token);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().sessions as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    const mine = sessions.find((s) => s.current)!;
    expect(mine).toMatchObject({ id: sessionOf(user), device: 'Windows', browser: 'Chrome 131' });
    expect(sessions.find((s) => !s.current)).toMatchObject({
      id: sessionOf(phone),
      device: 'iPhone',
      browser: 'Safari 17',
    });
    expect(typeof mine.created_at).toBe('string');
    // Nobody else's sessions.
    expect(sessions.map((s) => s.id)).not.toContain(sessionOf(stranger));
  });

  it('a refresh moves last_used_at and keeps the session’s start', async () => {
    const user = await signUpWith(CHROME_WINDOWS);
    const [before] = (await listSessions(user.access_token)).json().sessions;
    t.clock.advance(60_000);
    const refreshed = (await refresh(user.refresh_token, CHROME_WINDOWS)).json() as AuthResponse;
    const [after] = (await listSessions(refreshed.access_token)).json().sessions;
    expect(after.id).toBe(before.id);
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.last_used_at)).toBeGreaterThan(Date.parse(before.last_used_at));
    expect(after.current).toBe(true);
  });

  it('names what it can from odd user agents', () => {
    expect(describeUserAgent(null)).toEqual({ device: null, browser: null });
    expect(describeUserAgent('curl-ish')).toEqual({ device: null, browser: null });
    expect(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ device: 'Linux', browser: 'Firefox 133' });
  });
});

describe('DELETE /api/auth/sessions/{id} and POST /api/auth/sessions/revoke-others', () => {
  it('401 when signed out', async () => {
    const user = await signUp(t);
    const del = await t.request({ method: 'DELETE', url: `/api/auth/sessions/${sessionOf(user)}` });
    expect(del.statusCode).toBe(401);
    const others = await t.request({ method: 'POST', url: '/api/auth/sessions/revoke-others' });
    expect(others.statusCode).toBe(401);
  });

  it('404 for someone else’s session (left open), an unknown one and a malformed id', async () => {
    const user = await signUp(t);
    const stranger = await signUp(t);
    const theirs = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${sessionOf(stranger)}`,
      token: user.access_token,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await refresh(stranger.refresh_token)).statusCode).toBe(200);
    const unknown = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${crypto.randomUUID()}`,
      token: user.access_token,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.request({
      method: 'DELETE',
      url: '/api/auth/sessions/not-a-session',
      token: user.access_token,
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('signs out the one session named, and a second time is 404', async () => {
    const user = await signUp(t);
    const other = await signInAgain(user);
    const url = `/api/auth/sessions/${sessionOf(other)}`;
    const res = await t.request({ method: 'DELETE', url, token: user.access_token });
    expect(res.statusCode).toBe(204);
    expect((await refresh(other.refresh_token)).statusCode).toBe(401);
    const sessions = (await listSessions(user.access_token)).json().sessions;
    expect(sessions.map((s: { id: string }) => s.id)).toEqual([sessionOf(user)]);
    expect((await t.request({ method: 'DELETE', url, token: user.access_token })).statusCode).toBe(
      404,
    );
  });

  it('signs out every other session and keeps this one', async () => {
    const user = await signUp(t);
    const second = await signInAgain(user);
    const third = await signInAgain(user, CHROME_WINDOWS);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      token: user.access_token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    expect((await refresh(third.refresh_token)).statusCode).toBe(401);
    const sessions = (await listSessions(user.access_token)).json().sessions;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ id: sessionOf(user), current: true });
  });
});
