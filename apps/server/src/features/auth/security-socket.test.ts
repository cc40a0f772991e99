import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@crewline/shared/contracts/auth';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { connect } from '../../test/test-socket.ts';

// The other browser is signed out promptly: its socket closes with 4401 within 5 s of the
// change, whoever's process ran it, and the browser that made the change keeps its socket.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInAgain(user: SignedUpUser, password = user.password): Promise<AuthResponse> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.user.email, password },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('signing other sessions out closes their sockets', { timeout: 15_000 }, () => {
  it('a password change', async () => {
    const user = await signUp(t);
    const other = await signInAgain(user);
    const doomed = await connect(t, other.access_token);
    const kept = await connect(t, user.access_token);
    const started = Date.now();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      token: user.access_token,
      payload: { current_password: user.password, new_password: 'N3w!password' },
    });
    expect(res.statusCode).toBe(204);
    expect(await doomed.closed).toBe(CLOSE_CODES.unauthorized);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    kept.close();
  });

  it('"Sign out everywhere else" and "Sign out" on one session', async () => {
    const user = await signUp(t);
    const [second, third] = [await signInAgain(user), await signInAgain(user)];
    const sockets = [await connect(t, second.access_token), await connect(t, third.access_token)];
    const kept = await connect(t, user.access_token);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      token: user.access_token,
    });
    expect(res.json()).toEqual({ revoked: 2 });
    for (const socket of sockets) expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);

    const fourth = await signInAgain(user);
    const single = await connect(t, fourth.access_token);
    const sid = JSON.parse(Buffer.from(fourth.access_token.split('.')[1]!, 'base64url').toString())
      .sid as string;
    const one = await t.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${sid}`,
      token: user.access_token,
    });
    expect(one.statusCode).toBe(204);
    expect(await single.closed).toBe(CLOSE_CODES.unauthorized);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    kept.close();
  });
});
