import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { SECURITY_MESSAGES } from '@crewline/shared/contracts/security';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';

// GitHub and Microsoft on loopback, as in oauth.test.ts; each test sets who signs in there.
let provider: FastifyInstance;
let t: TestApp;
const github = { id: '', email: '' };
const microsoft = { sub: '', email: '', verified: true };
const APP = 'http://app.example.test';
const NEW_PASSWORD = 'N3w!password';

beforeAll(async () => {
  provider = Fastify();
  provider.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  provider.post('/login/oauth/access_token', async () => ({
    access_token: 'gh-token',
    token_type: 'bearer',
  }));
  provider.get('/api/user', async () => ({ id: github.id, login: 'mona', name: 'Mona' }));
  provider.get('/api/user/emails', async () => [
    { email: github.email, primary: true, verified: true },
  ]);
  provider.post('/common/oauth2/v2.0/token', async () => {
    const claims = { sub: microsoft.sub, email: microsoft.email, name: 'Ms User' };
    return {
      access_token: 'ms-token',
      token_type: 'Bearer',
      id_token: `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`,
    };
  });
  await provider.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`;
  t = await createTestApp({
    APP_ORIGIN: APP,
    GITHUB_CLIENT_ID: 'gh-id',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    GITHUB_URL: base,
    GITHUB_API_URL: `${base}/api`,
    MICROSOFT_CLIENT_ID: 'ms-id',
    MICROSOFT_CLIENT_SECRET: 'ms-secret',
    MICROSOFT_AUTHORITY: base,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** Plays the provider's redirect back to the callback with the state cookie of `start`. */
async function finish(id: 'github' | 'microsoft', url: string, setCookie: string) {
  const state = new URL(url).searchParams.get('state')!;
  const back = await t.request({
    method: 'GET',
    url: `/api/auth/${id}/callback?code=good-code&state=${encodeURIComponent(state)}`,
    headers: { cookie: setCookie.split(';')[0]! },
  });
  expect(back.statusCode).toBe(302);
  return new URL(back.headers.location as string);
}

/** A provider sign-in from the sign-in screen; returns where the browser lands. */
async function signInWith(id: 'github' | 'microsoft') {
  const start = await t.request({ method: 'GET', url: `/api/auth/${id}/login` });
  return finish(id, start.headers.location as string, start.headers['set-cookie'] as string);
}

/** Links a provider from Settings → Security for the holder of `token`. */
async function link(id: 'github' | 'microsoft', token: string) {
  const start = await t.request({
    method: 'POST',
    url: `/api/auth/identities/${id}/link`,
    token,
  });
  expect(start.statusCode).toBe(200);
  return finish(id, start.json().url, start.headers['set-cookie'] as string);
}

function identities(token: string) {
  return t.request({ method: 'GET', url: '/api/auth/identities', token });
}

function newGithubPerson() {
  github.id = String(Math.floor(Math.random() * 1e12));
  github.email = uniqueEmail('gh');
}

describe('provider sign-in records identities', () => {
  it('creates a verified, password-less account with the GitHub identity', async () => {
    newGithubPerson();
    const landed = await signInWith('github');
    const token = landed.searchParams.get('access_token')!;
    const profile = (await t.request({ method: 'GET', url: '/api/auth/profile', token })).json();
    expect(profile.email_verified).toBe(true);
    const res = await identities(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      has_password: false,
      identities: [{ provider: 'github', email: github.email }],
    });
  });

  it('finds the account by the provider’s id after the address changed there', async () => {
    newGithubPerson();
    const first = await signInWith('github');
    const token = first.searchParams.get('access_token')!;
    const me = (await t.request({ method: 'GET', url: '/api/auth/profile', token })).json();
    github.email = uniqueEmail('moved');
    const again = await signInWith('github');
    const second = again.searchParams.get('access_token')!;
    const same = (
      await t.request({ method: 'GET', url: '/api/auth/profile', token: second })
    ).json();
    expect(same.id).toBe(me.id);
    expect((await identities(second)).json().identities[0].email).toBe(github.email);
  });

  it('a verified provider address marks an existing password account verified and links it', async () => {
    const user = await signUp(t);
    expect(user.user.email_verified).toBe(false);
    newGithubPerson();
    github.email = user.user.email;
    const landed = await signInWith('github');
    const token = landed.searchParams.get('access_token')!;
    const profile = (await t.request({ method: 'GET', url: '/api/auth/profile', token })).json();
    expect(profile).toMatchObject({ id: user.user.id, email_verified: true });
    expect((await identities(token)).json()).toMatchObject({
      has_password: true,
      identities: [{ provider: 'github' }],
    });
  });
});

describe('GET /api/auth/identities', () => {
  it('401 when signed out; a password account has none', async () => {
    expect((await t.request({ method: 'GET', url: '/api/auth/identities' })).statusCode).toBe(401);
    const user = await signUp(t);
    expect((await identities(user.access_token)).json()).toEqual({
      has_password: true,
      identities: [],
    });
  });
});

describe('linking a provider from settings', () => {
  it('401 when signed out; 404 for an unconfigured or unknown provider', async () => {
    const out = await t.request({ method: 'POST', url: '/api/auth/identities/github/link' });
    expect(out.statusCode).toBe(401);
    const user = await signUp(t);
    const google = await t.request({
      method: 'POST',
      url: '/api/auth/identities/google/link',
      token: user.access_token,
    });
    expect(google.statusCode).toBe(404);
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/identities/myspace/link',
      token: user.access_token,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('links a provider with another address to the signed-in account, without new tokens', async () => {
    const user = await signUp(t);
    microsoft.sub = crypto.randomUUID();
    microsoft.email = uniqueEmail('ms-other');
    const landed = await link('microsoft', user.access_token);
    expect(landed.origin + landed.pathname).toBe(`${APP}/dashboard/settings`);
    expect(landed.searchParams.get('tab')).toBe('security');
    expect(landed.searchParams.get('linked')).toBe('microsoft');
    expect(landed.searchParams.get('access_token')).toBeNull();
    // Now Microsoft signs in to this account, though its address is another one.
    const signIn = await signInWith('microsoft');
    const token = signIn.searchParams.get('access_token')!;
    const me = (await t.request({ method: 'GET', url: '/api/auth/profile', token })).json();
    expect(me.id).toBe(user.user.id);
    // An address the provider does not vouch for to be the account's own verifies nothing.
    expect(me.email_verified).toBe(false);
    // Asking to link it again is a conflict.
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/identities/microsoft/link',
      token: user.access_token,
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a provider account that already signs in to someone else', async () => {
    newGithubPerson();
    await signInWith('github');
    const user = await signUp(t);
    const landed = await link('github', user.access_token);
    expect(landed.searchParams.get('link_error')).toBe('github');
    expect((await identities(user.access_token)).json().identities).toEqual([]);
  });
});

describe('DELETE /api/auth/identities/{provider}', () => {
  it('401 signed out, 404 when not linked', async () => {
    expect(
      (await t.request({ method: 'DELETE', url: '/api/auth/identities/github' })).statusCode,
    ).toBe(401);
    const user = await signUp(t);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/auth/identities/github',
      token: user.access_token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SECURITY_MESSAGES.identityNotFound);
  });

  it('never removes the last way in; a first password makes unlinking possible', async () => {
    newGithubPerson();
    const landed = await signInWith('github');
    const token = landed.searchParams.get('access_token')!;
    const unlink = () => t.request({ method: 'DELETE', url: '/api/auth/identities/github', token });

    const refused = await unlink();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(SECURITY_MESSAGES.lastWayIn);

    // A provider-only account sets its first password without a current one.
    const set = await t.request({
      method: 'POST',
      url: '/api/auth/password',
      token,
      payload: { new_password: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(204);
    expect((await identities(token)).json().has_password).toBe(true);

    expect((await unlink()).statusCode).toBe(204);
    expect((await identities(token)).json().identities).toEqual([]);
    // The password is the way in now.
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: github.email, password: NEW_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('a provider-only account with two providers may unlink one of them', async () => {
    newGithubPerson();
    const landed = await signInWith('github');
    const token = landed.searchParams.get('access_token')!;
    microsoft.sub = crypto.randomUUID();
    microsoft.email = uniqueEmail('ms');
    await link('microsoft', token);
    const res = await t.request({ method: 'DELETE', url: '/api/auth/identities/github', token });
    expect(res.statusCode).toBe(204);
    const last = await t.request({
      method: 'DELETE',
      url: '/api/auth/identities/microsoft',
      token,
    });
    expect(last.statusCode).toBe(409);
  });
});
