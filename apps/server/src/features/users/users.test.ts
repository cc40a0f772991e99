import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';

let t: TestApp;
let me: SignedUpUser;
let colleague: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [me, colleague, stranger] = await Promise.all([
    signUp(t, { name: `Ada Lovelace ${randomUUID().slice(0, 6)}` }),
    signUp(t, { name: `Grace Hopper ${randomUUID().slice(0, 6)}` }),
    signUp(t, { name: `Grace Stranger ${randomUUID().slice(0, 6)}` }),
  ]);
  await t.request({
    method: 'PUT',
    url: '/api/auth/profile',
    token: colleague.access_token,
    payload: { skills: ['COBOL', 'Compilers'] },
  });
  const project = await createProject(t, me);
  await addMember(t, me, project.id, colleague);
});
afterAll(() => t.close());

const search = (query: string, user = me) =>
  t.request({ method: 'GET', url: `/api/users?${query}`, token: user.access_token });
const ids = (res: { json(): unknown }) => (res.json() as { id: string }[]).map((u) => u.id);

describe('GET /api/users', () => {
  it('finds only people who share a project with the caller', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    expect(ids(await search(''))).toEqual([colleague.user.id]);
    expect(ids(await search('q=grace'))).toEqual([colleague.user.id]);
    expect(ids(await search(`q=${encodeURIComponent(colleague.user.email.slice(0, 12))}`))).toEqual(
      [colleague.user.id],
    );
    expect(ids(await search('q=%25'))).toEqual([]);
    expect(ids(await search('', stranger))).toEqual([]);
  });

  it('also finds anyone by their exact email address', async () => {
    expect(ids(await search(`q=${encodeURIComponent(stranger.user.email.toUpperCase())}`))).toEqual(
      [stranger.user.id],
    );
    expect(ids(await search(`q=${encodeURIComponent(stranger.user.email.slice(0, -1))}`))).toEqual(
      [],
    );
  });

  it('filters by skill, case-insensitively', async () => {
    expect(ids(await search('skill=cobol'))).toEqual([colleague.user.id]);
    expect(ids(await search('skill=rust'))).toEqual([]);
    expect((await search('limit=0')).statusCode).toBe(422);
  });

  it('never sends a password hash or tokens', async () => {
    const [user] = (await search('q=grace')).json() as Record<string, unknown>[];
    expect(Object.keys(user!).sort()).toEqual(
      [
        'avatar',
        'bio',
        'created_at',
        'email',
        'id',
        'initials',
        'name',
        'skills',
        'social_links',
        'status',
        'updated_at',
      ].sort(),
    );
  });
});

describe('GET and PUT /api/users/{id}', () => {
  it('shows a public profile; unknown and malformed ids are 404', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/users/${stranger.user.id}`,
      token: me.access_token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: stranger.user.id,
      name: stranger.user.name,
      status: 'active',
    });
    expect(JSON.stringify(res.json())).not.toMatch(/password|token/i);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/users/${randomUUID()}`,
          token: me.access_token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/nobody', token: me.access_token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/me', token: me.access_token })).json().id,
    ).toBe(me.user.id);
  });

  it('lets people edit only themselves', async () => {
    const own = await t.request({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      token: me.access_token,
      payload: { bio: 'Engines' },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().user.bio).toBe('Engines');
    const other = await t.request({
      method: 'PUT',
      url: `/api/users/${colleague.user.id}`,
      token: me.access_token,
      payload: { bio: 'Hacked' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You do not have permission to perform this action');
    const bad = await t.request({
      method: 'PUT',
      url: `/api/users/${me.user.id}`,
      token: me.access_token,
      payload: { name: '' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('POST /api/users', () => {
  it('creates an invited account without a password, once per address', async () => {
    const email = uniqueEmail('created');
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token: me.access_token,
      payload: { email, name: 'New Person' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      email,
      name: 'New Person',
      status: 'invited',
      initials: 'NP',
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/users',
      token: me.access_token,
      payload: { email, name: 'New Person' },
    });
    expect(again.statusCode).toBe(409);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: '' },
    });
    expect(login.statusCode).toBe(401);
    for (const payload of [{ email, name: '   ' }, { email: 'nope', name: 'X' }, { name: 'X' }]) {
      expect(
        (await t.request({ method: 'POST', url: '/api/users', token: me.access_token, payload }))
          .statusCode,
      ).toBe(422);
    }
    const blank = await t.request({
      method: 'POST',
      url: '/api/users',
      token: me.access_token,
      payload: { email: uniqueEmail(), name: ' ' },
    });
    expect(blank.json().detail[0].msg).toBe('Create-and-invite requires a non-empty full name');
  });
});
