import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';

// A stand-in for GitHub and Microsoft on loopback: the real token exchange and profile calls
// run against it, exactly as they would against the providers.
let provider: FastifyInstance;
let t: TestApp;
const identity = { githubEmail: '', msEmail: '' };
const APP = 'http://app.example.test';

beforeAll(async () => {
  provider = Fastify();
  provider.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  provider.post('/login/oauth/access_token', async (request, reply) => {
    const body = request.body as Record<string, string>;
    if (body.code !== 'good-code' || !body.code_verifier)
      return reply.code(400).send({ error: 'invalid_grant' });
    return { access_token: 'gh-token', token_type: 'bearer', scope: 'read:user,user:email' };
  });
  // The provider's id for the person follows the address here, so each test is a new person.
  provider.get('/api/user', async () => ({
    id: identity.githubEmail,
    login: 'octocat',
    name: 'Mona Octocat',
    avatar_url: 'https://avatars.example.test/1',
  }));
  provider.get('/api/user/emails', async () => [
    { email: 'unverified@example.test', primary: false, verified: false },
    { email: identity.githubEmail, primary: true, verified: true },
  ]);
  provider.post('/common/oauth2/v2.0/token', async () => {
    const claims = Buffer.from(
      JSON.stringify({ sub: identity.msEmail, email: identity.msEmail, name: 'Ms User' }),
    ).toString('base64url');
    return {
      access_token: 'ms-token',
      token_type: 'Bearer',
      id_token: `eyJhbGciOiJub25lIn0.${claims}.`,
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

/** Starts a sign-in and plays the provider's redirect back with `code`. */
async function roundTrip(id: 'github' | 'microsoft', code = 'good-code', tamperState = false) {
  const start = await t.request({ method: 'GET', url: `/api/auth/${id}/login` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const cookie = (start.headers['set-cookie'] as string).split(';')[0]!;
  const state = tamperState ? 'forged' : authorize.searchParams.get('state')!;
  const back = await t.request({
    method: 'GET',
    url: `/api/auth/${id}/callback?code=${code}&state=${encodeURIComponent(state)}`,
    headers: { cookie },
  });
  expect(back.statusCode).toBe(302);
  return { authorize, location: new URL(back.headers.location as string) };
}

describe('sign-in with a provider', () => {
  it('lists configured providers', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json().providers).toEqual([
      { id: 'google', configured: false },
      { id: 'github', configured: true },
      { id: 'microsoft', configured: true },
    ]);
  });

  it('redirects to the provider with state and a PKCE challenge', async () => {
    const { authorize } = await roundTrip('github');
    expect(authorize.pathname).toBe('/login/oauth/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('gh-id');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${APP}/api/auth/github/callback`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('creates an account from GitHub’s verified primary email and hands tokens to /auth/callback', async () => {
    identity.githubEmail = uniqueEmail('gh');
    const { location } = await roundTrip('github');
    expect(location.origin + location.pathname).toBe(`${APP}/auth/callback`);
    const token = location.searchParams.get('access_token')!;
    const profile = await t.request({ method: 'GET', url: '/api/auth/profile', token });
    expect(profile.json()).toMatchObject({ email: identity.githubEmail, name: 'Mona Octocat' });
    expect(location.searchParams.get('refresh_token')).toBeTruthy();
  });

  it('signs in to the existing account with the same verified email', async () => {
    const existing = await signUp(t);
    identity.githubEmail = existing.user.email;
    const { location } = await roundTrip('github');
    const profile = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: location.searchParams.get('access_token')!,
    });
    expect(profile.json().id).toBe(existing.user.id);
  });

  it('never signs in to an existing account on Microsoft’s unverified email claim', async () => {
    const existing = await signUp(t);
    identity.msEmail = existing.user.email;
    const { location } = await roundTrip('microsoft');
    expect(location.pathname).toBe('/auth/login');
    expect(location.searchParams.get('oauth_error')).toBe('microsoft');
    identity.msEmail = uniqueEmail('ms');
    const fresh = await roundTrip('microsoft');
    expect(fresh.location.pathname).toBe('/auth/callback');
  });

  it('fails back to the sign-in screen on a forged state or a rejected code', async () => {
    identity.githubEmail = uniqueEmail('gh');
    expect(
      (await roundTrip('github', 'good-code', true)).location.searchParams.get('oauth_error'),
    ).toBe('github');
    expect((await roundTrip('github', 'bad-code')).location.searchParams.get('oauth_error')).toBe(
      'github',
    );
    const noCookie = await t.request({
      method: 'GET',
      url: '/api/auth/github/callback?code=good-code&state=x',
    });
    expect(new URL(noCookie.headers.location as string).searchParams.get('oauth_error')).toBe(
      'github',
    );
  });
});
