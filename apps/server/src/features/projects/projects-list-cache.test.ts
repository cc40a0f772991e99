import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, seedTasks } from '../../test/project-factories.ts';

// GET /api/projects is served from memory under a digest of the caller's (project, card_version,
// role) set. Each case lists first (filling the cache), changes something a card shows, and
// lists again: a missed invalidation shows as the old value.

type Card = {
  id: string;
  name: string;
  role: string;
  tasks: { completed: number; total: number };
  team: { id: string; name: string; role: string }[];
  can: { invite: boolean };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(user: SignedUpUser): Promise<Card[]> {
  const res = await t.request({ method: 'GET', url: '/api/projects', token: user.access_token });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function card(user: SignedUpUser, projectId: string): Promise<Card | undefined> {
  return (await list(user)).find((c) => c.id === projectId);
}

describe('the cached projects list', () => {
  it('shows a rename, a new member, a role change and a removal', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const project = await createProject(t, owner, { name: 'Old Name' });
    expect((await card(owner, project.id))?.name).toBe('Old Name');
    expect(await card(member, project.id)).toBeUndefined();

    await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
      payload: { name: 'New Name' },
    });
    expect((await card(owner, project.id))?.name).toBe('New Name');

    await addMember(t, owner, project.id, member, 'member');
    expect((await card(owner, project.id))?.team.map((m) => m.id)).toContain(member.user.id);
    expect((await card(member, project.id))?.can.invite).toBe(false);

    await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/members/${member.user.id}/role`,
      token: owner.access_token,
      payload: { role: 'manager' },
    });
    expect((await card(member, project.id))?.can.invite).toBe(true);
    expect((await card(owner, project.id))?.team.find((m) => m.id === member.user.id)?.role).toBe(
      'manager',
    );

    await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/members/${member.user.id}`,
      token: owner.access_token,
    });
    expect(await card(member, project.id)).toBeUndefined();
    expect((await card(owner, project.id))?.team).toHaveLength(1);
  });

  it('shows a teammate’s new name and task changes made by any write path', async () => {
    const owner = await signUp(t);
    const member = await signUp(t);
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, member);
    await seedTasks(t, project.id, ['todo', 'todo']);
    expect((await card(owner, project.id))?.tasks).toEqual({ completed: 0, total: 2 });

    await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: member.access_token,
      payload: { name: 'Renamed Teammate' },
    });
    expect((await card(owner, project.id))?.team.find((m) => m.id === member.user.id)?.name).toBe(
      'Renamed Teammate',
    );

    await t.database.db
      .update(tasks)
      .set({ status: 'done' })
      .where(eq(tasks.projectId, project.id));
    expect((await card(owner, project.id))?.tasks).toEqual({ completed: 2, total: 2 });
    await t.database.db.delete(tasks).where(eq(tasks.projectId, project.id));
    expect((await card(owner, project.id))?.tasks).toEqual({ completed: 0, total: 0 });
  });

  it('drops a deleted project', async () => {
    const owner = await signUp(t);
    const project = await createProject(t, owner);
    expect(await card(owner, project.id)).toBeDefined();
    await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
    });
    expect(await card(owner, project.id)).toBeUndefined();
  });

  it('answers a matching If-None-Match with 304 and no body, until something changes', async () => {
    const owner = await signUp(t);
    const project = await createProject(t, owner);
    const first = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
    });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
      payload: { description: 'changed' },
    });
    const changed = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json()[0].description).toBe('changed');
  });

  it('is per caller: another user never gets this list, even with its ETag', async () => {
    const owner = await signUp(t);
    const stranger = await signUp(t);
    await createProject(t, owner);
    const mine = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
    });
    const theirs = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: stranger.access_token,
      headers: { 'if-none-match': mine.headers.etag as string },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual([]);
  });

  it('sends large lists brotli- or gzip-compressed when asked, identical once decoded', async () => {
    const owner = await signUp(t);
    for (let i = 0; i < 8; i += 1) await createProject(t, owner, { description: 'x'.repeat(200) });
    const plain = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.request({
      method: 'GET',
      url: '/api/projects',
      token: owner.access_token,
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });
});
