import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refresh = (refresh_token?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: refresh_token === undefined ? {} : { refresh_token },
  });
const profile = (token: string) => t.request({ method: 'GET', url: '/api/auth/profile', token });

describe('refresh tokens', () => {
  it('rotates on every use', async () => {
    const user = await signUp(t);
    const first = await refresh(user.refresh_token);
    expect(first.statusCode).toBe(200);
    const pair = first.json();
    expect(pair.refresh_token).not.toBe(user.refresh_token);
    expect(pair.user.id).toBe(user.user.id);
    expect((await profile(pair.access_token)).statusCode).toBe(200);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const user = await signUp(t);
    const second = (await refresh(user.refresh_token)).json();
    const replay = await refresh(user.refresh_token);
    expect(replay.statusCode).toBe(401);
    // The descendant issued before the replay is dead too.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('lets only one of two concurrent uses win', async () => {
    const user = await signUp(t);
    const results = await Promise.all([refresh(user.refresh_token), refresh(user.refresh_token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('says "No refresh token available" with 400 when none is sent', async () => {
    const res = await refresh();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('No refresh token available');
  });

  it('rejects an unknown and an expired token', async () => {
    expect((await refresh('not-a-real-token')).statusCode).toBe(401);
    const user = await signUp(t);
    t.clock.advance(31 * 86_400_000);
    try {
      expect((await refresh(user.refresh_token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-31 * 86_400_000);
    }
  });

  it('logout revokes the caller’s family', async () => {
    const user = await signUp(t);
    const out = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: user.access_token,
      payload: { refresh_token: user.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(user.refresh_token)).statusCode).toBe(401);
  });

  it('logout needs a session', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/logout', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('logout cannot revoke another user’s token', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: a.access_token,
      payload: { refresh_token: b.refresh_token },
    });
    expect((await refresh(b.refresh_token)).statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('carry sub and a 15-minute exp', async () => {
    const user = await signUp(t);
    const payload = JSON.parse(
      Buffer.from(user.access_token.split('.')[1]!, 'base64url').toString(),
    );
    expect(payload.sub).toBe(user.user.id);
    expect(payload.exp - payload.iat).toBe(900);
  });

  it('are refused once expired', async () => {
    const user = await signUp(t);
    t.clock.advance(16 * 60_000);
    try {
      expect((await profile(user.access_token)).statusCode).toBe(401);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('are refused when forged with another key or tampered with', async () => {
    const user = await signUp(t);
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.user.id)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await profile(forged)).statusCode).toBe(401);
    const [h, , s] = user.access_token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'someone-else', exp: 9e9 })).toString('base64url')}.${s}`;
    expect((await profile(tampered)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.user.id })).toString('base64url')}.`;
    expect((await profile(none)).statusCode).toBe(401);
  });
});
