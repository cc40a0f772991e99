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

  it('updates name, bio, avatar (to none), skills and social links, but never the email', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: {
        name: 'Grace Hopper',
        bio: 'Compilers',
        avatar: null,
        skills: ['COBOL'],
        social_links: { github: 'https://github.com/grace', website: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      name: 'Grace Hopper',
      bio: 'Compilers',
      avatar: null,
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

  it('PUT /api/auth/profile needs a session', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      payload: { name: 'Nobody' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('trims the name and takes 1 to 200 characters', async () => {
    const user = await signUp(t);
    const put = (name: string) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: user.access_token,
        payload: { name },
      });
    const trimmed = await put('  Ada  ');
    expect(trimmed.statusCode).toBe(200);
    expect(trimmed.json().user.name).toBe('Ada');
    expect((await put(`  ${'n'.repeat(200)}  `)).statusCode).toBe(200);
    for (const bad of ['   ', 'n'.repeat(201)]) {
      const res = await put(bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'name']);
    }
  });

  it('refuses a script, data or other non-web link in any social field', async () => {
    const user = await signUp(t);
    for (const field of ['twitter', 'github', 'linkedin', 'website']) {
      for (const bad of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        ' javascript:alert(1)',
        'javascript:0/alert(1)',
        'java\tscript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
      ]) {
        const res = await t.request({
          method: 'PUT',
          url: '/api/auth/profile',
          token: user.access_token,
          payload: { social_links: { [field]: bad } },
        });
        expect(res.statusCode, `${field}: ${bad}`).toBe(422);
        expect(res.json().detail[0].loc).toEqual(['body', 'social_links', field]);
      }
    }
    const ok = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: {
        social_links: { github: 'https://ok.example/grace', website: 'http://ok.example' },
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.social_links).toEqual({
      github: 'https://ok.example/grace',
      website: 'http://ok.example',
    });
  });

  it('keeps twitter, github and linkedin as free text: a handle or a link', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: { social_links: { twitter: '@grace', github: 'grace', linkedin: ' in/grace ' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.social_links).toEqual({
      twitter: '@grace',
      github: 'grace',
      linkedin: 'in/grace',
    });
  });

  it('stores social1…social5 in social_links, adding https:// when the scheme is missing', async () => {
    const user = await signUp(t);
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: {
        social1: 'https://t.me/grace',
        social2: 'www.youtube.com/@grace',
        social3: ' http://example.org/me ',
        social4: '',
        social5: 'example.com:8080/grace',
      },
    });
    expect(res.statusCode).toBe(200);
    const links = {
      social1: 'https://t.me/grace',
      social2: 'https://www.youtube.com/@grace',
      social3: 'http://example.org/me',
      social5: 'https://example.com:8080/grace',
    };
    expect(res.json().user.social_links).toEqual(links);
    for (const url of ['/api/auth/profile', '/api/users/me']) {
      const got = await t.request({ method: 'GET', url, token: user.access_token });
      expect(got.json().social_links).toEqual(links);
    }
  });

  it('keeps the links a save leaves out, and an emptied slot removes its link', async () => {
    const user = await signUp(t);
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/auth/profile', token: user.access_token, payload });
    await put({ social1: 'a.example/1', social2: 'b.example/2', social_links: { github: 'g' } });
    const res = await put({ social1: '', social_links: { twitter: 't' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.social_links).toEqual({ social2: 'https://b.example/2', twitter: 't' });
  });

  it.each([
    ['javascript:alert(1)'],
    ['mailto:grace@example.org'],
    ['ftp://example.org/file'],
    ['data:text/html,hi'],
    ['hello'],
    ['not a url'],
    ['https://user:secret@example.org'],
    [`https://example.org/${'a'.repeat(600)}`],
  ])('refuses %s in a social slot with a 422 naming the field', async (bad) => {
    const user = await signUp(t);
    await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: { social3: 'https://example.org/kept' },
    });
    const res = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: { name: 'Changed', social1: 'https://ok.example', social3: bad },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContainEqual({
      loc: ['body', 'social3'],
      msg: 'Not a valid Social account profile URL',
    });
    const after = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: user.access_token,
    });
    expect(after.json().name).toBe(user.user.name);
    expect(after.json().social_links).toEqual({ social3: 'https://example.org/kept' });
  });

  it('refuses an unknown social_links key and a non-string slot', async () => {
    const user = await signUp(t);
    for (const [payload, loc] of [
      [{ social_links: { mastodon: 'x' } }, ['body', 'social_links']],
      [{ social6: 'https://example.org' }, ['body']],
      [{ social2: 42 }, ['body', 'social2']],
    ] as const) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: user.access_token,
        payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(loc);
    }
  });

  it('takes a bio up to 2000 characters and saves an empty one as empty', async () => {
    const user = await signUp(t);
    const put = (bio: string) =>
      t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: user.access_token,
        payload: { bio },
      });
    expect((await put('b'.repeat(2000))).statusCode).toBe(200);
    const tooLong = await put('b'.repeat(2001));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().detail[0].loc).toEqual(['body', 'bio']);
    const empty = await put('');
    expect(empty.json().user.bio).toBe('');
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
