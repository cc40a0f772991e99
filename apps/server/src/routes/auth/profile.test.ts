import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('profile and status', () => {
  it('GET /api/auth/profile and /api/users/me need a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
    const res = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required. Please log in again.');
  });

  it('returns the caller’s own profile', async () => {
    const user = await signUp(t);
    for (const url of ['/api/auth/profile', '/api/users/me']) {
      const res = await t.request({ method: 'GET', url, token: user.access_token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(user.user);
    }
  });

  it('updates name, bio, avatar, skills and social links, but never the email', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: {
        name: 'Grace Hopper',
        bio: 'Compilers',
        avatar: 'https://example.test/a.png',
        skills: ['COBOL'],
        social_links: { github: 'https://github.com/grace', website: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Grace Hopper',
      bio: 'Compilers',
      avatar: 'https://example.test/a.png',
      skills: ['COBOL'],
      social_links: { github: 'https://github.com/grace' },
      email: user.user.email,
    });
    const email = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: { email: 'x@y.z' },
    });
    expect(email.statusCode).toBe(422);
  });

  it('rejects bad profile input and keeps the old values', async () => {
    const user = await signUp(t);
    for (const payload of [
      { name: '' },
      { name: 'n'.repeat(10_000) },
      { avatar: 'javascript:alert(1)' },
      { skills: 'x' },
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: user.access_token,
        payload,
      });
      expect(res.statusCode).toBe(422);
    }
    const after = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: user.access_token,
    });
    expect(after.json().name).toBe(user.user.name);
  });

  it('GET /api/auth/status tells whether the token is valid', async () => {
    const user = await signUp(t);
    const signedIn = await t.request({
      method: 'GET',
      url: '/api/auth/status',
      token: user.access_token,
    });
    expect(signedIn.json()).toEqual({ authenticated: true, user: user.user });
    const anonymous = await t.request({ method: 'GET', url: '/api/auth/status' });
    expect(anonymous.json()).toEqual({ authenticated: false });
    const bogus = await t.request({ method: 'GET', url: '/api/auth/status', token: 'a.b.c' });
    expect(bogus.json()).toEqual({ authenticated: false });
  });
});
