import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';

let t: TestApp;
let owner: SignedUpUser;
let teammate: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, teammate, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  const project = await createProject(t, owner);
  await addMember(t, owner, project.id, teammate);
});
afterAll(() => t.close());

const view = (viewer: SignedUpUser | null, id: string) =>
  t.request({ method: 'GET', url: `/api/users/${id}`, token: viewer?.access_token });

describe('GET /api/users/{id}: the public profile', () => {
  it('answers 401 signed out', async () => {
    const res = await view(null, owner.user.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });

  it('answers 404 "User not found" for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await view(owner, id);
      expect(res.statusCode).toBe(404);
    }
    expect((await view(owner, randomUUID())).json().message).toBe('User not found');
  });

  it('shows the person themself everything, with Edit allowed', async () => {
    const res = await view(owner, owner.user.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: owner.user.id,
      name: owner.user.name,
      email: owner.user.email,
      email_verified: false,
      avatar: null,
      avatar_small: null,
      bio: '',
      social_links: {},
      can: { edit: true },
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'avatar',
        'avatar_small',
        'bio',
        'can',
        'created_at',
        'email',
        'email_verified',
        'id',
        'initials',
        'name',
        'skills',
        'social_links',
        'status',
        'updated_at',
      ].sort(),
    );
    expect(Date.parse(body.created_at)).not.toBeNaN();
    expect(Date.parse(body.updated_at)).not.toBeNaN();
  });

  it('shows the e-mail address to someone who shares a project, both ways', async () => {
    const a = (await view(teammate, owner.user.id)).json();
    expect(a.email).toBe(owner.user.email);
    expect(a.can).toEqual({ edit: false });
    expect((await view(owner, teammate.user.id)).json().email).toBe(teammate.user.email);
  });

  it('hides the e-mail address (null) from someone who shares no project, but shows the rest', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: owner.access_token,
      payload: { bio: 'Builds engines', social_links: { github: 'https://github.com/ada' } },
    });
    const res = await view(stranger, owner.user.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.email).toBeNull();
    expect(JSON.stringify(body)).not.toContain(owner.user.email);
    expect(body).toMatchObject({
      name: owner.user.name,
      bio: 'Builds engines',
      social_links: { github: 'https://github.com/ada' },
      can: { edit: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|token/i);
  });

  it('shows "Verified" data once the address is verified', async () => {
    const res = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    const mail = (res.json() as { to: string; text: string }[]).find(
      (m) => m.to === stranger.user.email,
    );
    const token = decodeURIComponent(mail!.text.match(/verify-email\?token=([\w%-]+)/)![1]!);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } }))
        .statusCode,
    ).toBe(200);
    expect((await view(owner, stranger.user.id)).json().email_verified).toBe(true);
  });
});
