import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_LINK_INVALID,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_RECIPIENT_FORBIDDEN,
  type NotificationJson,
} from '@crewline/shared/contracts/notifications';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { inbox, post, send } from '../../test/notification-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let published: Envelope[];

beforeAll(async () => {
  ({ t, owner, member, stranger, projectId, published } = await openTeam());
});
beforeEach(() => {
  published.length = 0;
});
afterAll(() => t.close());

/** A fresh account with `n` notifications it made for itself, oldest first. */
async function withNotifications(n: number): Promise<{ user: SignedUpUser; ids: string[] }> {
  const user = await signUp(t);
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const res = await post(t, user, { user_id: user.user.id, title: `Note ${i}` });
    expect(res.statusCode).toBe(201);
    ids.push((res.json() as NotificationJson).id);
    t.clock.advance(1_000);
  }
  published.length = 0;
  return { user, ids };
}

describe('signed out', () => {
  it('refuses every notification endpoint with 401', async () => {
    const id = randomUUID();
    const calls: [Parameters<typeof send>[2], string, unknown?][] = [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications', { user_id: id, title: 'x' }],
      ['PATCH', `/api/notifications/${id}`, { read: true }],
      ['POST', '/api/notifications/mark-all-read'],
      ['POST', '/api/notifications/mark-bulk-read', { notification_ids: [id] }],
      ['DELETE', `/api/notifications/${id}`],
      ['DELETE', '/api/notifications/delete-bulk', { notification_ids: [id] }],
      ['DELETE', '/api/notifications/delete-all'],
      ['GET', '/api/notification-preferences'],
      ['PUT', '/api/notification-preferences', {}],
    ];
    for (const [method, url, body] of calls) {
      expect((await send(t, null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/notifications', () => {
  it('makes a notification for the caller, with every field', async () => {
    const res = await post(t, member, {
      user_id: member.user.id,
      title: 'Remember',
      message: 'the milk',
      notification_type: 'system',
      link: '/dashboard/projects',
      metadata: { projectId, custom: 1 },
    });
    expect(res.statusCode).toBe(201);
    const made = res.json() as NotificationJson;
    expect(made).toEqual({
      id: expect.any(String),
      user_id: member.user.id,
      title: 'Remember',
      message: 'the milk',
      notification_type: 'system',
      read: false,
      created_at: expect.any(String),
      createdAt: made.created_at,
      link: '/dashboard/projects',
      metadata: { projectId, custom: 1 },
    });
    expect(published).toEqual([{ t: 'notification_created', u: member.user.id, id: made.id }]);
    expect((await inbox(t, member)).notifications[0]).toEqual(made);
  });

  it('lets a project owner notify a member of that project', async () => {
    const res = await post(t, owner, { user_id: member.user.id, metadata: { projectId } });
    expect(res.statusCode).toBe(201);
    expect((await inbox(t, member)).notifications[0]!.id).toBe(res.json().id);
  });

  it('refuses anyone else with 403: members to their owner, anyone to a stranger', async () => {
    for (const [from, to] of [
      [member, owner],
      [owner, stranger],
      [stranger, member],
    ] as const) {
      const res = await post(t, from, { user_id: to.user.id });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOTIFICATION_RECIPIENT_FORBIDDEN);
    }
    // An owner naming a project the member is not in, and an unknown account.
    const otherProject = (await send(t, owner, 'POST', '/api/projects', { name: 'Solo' })).json();
    const res = await post(t, owner, {
      user_id: member.user.id,
      metadata: { projectId: otherProject.id },
    });
    expect(res.statusCode).toBe(403);
    expect((await post(t, owner, { user_id: randomUUID() })).statusCode).toBe(403);
  });

  it('answers 422 for bad fields and 415 for another body type', async () => {
    const bad: Record<string, unknown>[] = [
      { title: '' },
      { title: 'x'.repeat(201) },
      { notification_type: 'spam' },
      { link: 'javascript:alert(1)' },
      { link: '//evil.example/x' },
      { link: 'https://evil.example/' },
      // Browsers drop tabs and line breaks, and a router may decode the path again.
      { link: '/\t/evil.example' },
      { link: '/\n/evil.example' },
      { link: '/\\evil.example' },
      { link: '/%2F%2Fevil.example' },
      { link: '/%2f/evil.example' },
      { link: '/%5Cevil.example' },
      { link: '/%252F%252Fevil.example' },
      { link: '/%09/evil.example' },
      { link: '/ok path' },
      { link: '/%zz' },
      { metadata: { blob: 'x'.repeat(5_000) } },
      { user_id: 'not-an-id' },
    ];
    for (const body of bad) {
      const res = await post(t, member, { user_id: member.user.id, ...body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.json().detail.length).toBeGreaterThan(0);
    }
    const link = await post(t, member, { user_id: member.user.id, link: 'javascript:x' });
    expect(link.json().detail[0].msg).toBe(NOTIFICATION_LINK_INVALID);
    const path = '/dashboard/projects/1b7e?tab=tasks&q=a%20b#top';
    const good = await post(t, member, { user_id: member.user.id, link: path });
    expect(good.statusCode).toBe(201);
    expect(good.json().link).toBe(path);
    const text = await t.request({
      method: 'POST',
      url: '/api/notifications',
      token: member.access_token,
      headers: { 'content-type': 'application/xml' },
      payload: '<hello/>',
    });
    expect(text.statusCode).toBe(415);
    const broken = await t.request({
      method: 'POST',
      url: '/api/notifications',
      token: member.access_token,
      headers: { 'content-type': 'application/json' },
      payload: '{"user_id":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('GET /api/notifications', () => {
  it('lists newest first in keyset pages with the counters', async () => {
    const { user, ids } = await withNotifications(5);
    const first = await inbox(t, user, '?limit=2');
    expect(first.notifications.map((n) => n.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ unread_count: 5, total_count: 5, has_more: true });
    const second = await inbox(t, user, `?limit=2&before=${ids[3]}`);
    expect(second.notifications.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    const last = await inbox(t, user, `?limit=2&before=${ids[1]}`);
    expect(last.notifications.map((n) => n.id)).toEqual([ids[0]]);
    expect(last.has_more).toBe(false);
    // Default page size 30.
    expect((await inbox(t, user)).notifications).toHaveLength(5);
  });

  it('404 for a cursor that is not the caller’s, 422 for a bad limit', async () => {
    const { ids } = await withNotifications(1);
    const res = await send(t, member, 'GET', `/api/notifications?before=${ids[0]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(NOTIFICATION_NOT_FOUND);
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=nope']) {
      expect((await send(t, member, 'GET', `/api/notifications?${query}`)).statusCode).toBe(422);
    }
  });
});

describe('changing and deleting', () => {
  it('PATCH marks read and unread; another person’s id is 404', async () => {
    const { user, ids } = await withNotifications(2);
    const res = await send(t, user, 'PATCH', `/api/notifications/${ids[0]}`, { read: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[0], read: true });
    expect(published).toEqual([{ t: 'notification_updated', u: user.user.id, id: ids[0] }]);
    expect((await inbox(t, user)).unread_count).toBe(1);
    // The same value again changes nothing and announces nothing.
    published.length = 0;
    await send(t, user, 'PATCH', `/api/notifications/${ids[0]}`, { read: true });
    expect(published).toEqual([]);
    const other = await send(t, member, 'PATCH', `/api/notifications/${ids[1]}`, { read: true });
    expect(other.statusCode).toBe(404);
    expect(
      (await send(t, user, 'PATCH', '/api/notifications/nope', { read: true })).statusCode,
    ).toBe(404);
    expect(
      (await send(t, user, 'PATCH', `/api/notifications/${ids[1]}`, { read: 'yes' })).statusCode,
    ).toBe(422);
    expect((await inbox(t, user)).unread_count).toBe(1);
  });

  it('mark-bulk-read and delete-bulk: all the caller’s, or 404 and nothing changes', async () => {
    const { user, ids } = await withNotifications(3);
    const { ids: others } = await withNotifications(1);
    const mixed = { notification_ids: [ids[0], others[0]] };
    expect(
      (await send(t, user, 'POST', '/api/notifications/mark-bulk-read', mixed)).statusCode,
    ).toBe(404);
    expect(
      (await send(t, user, 'DELETE', '/api/notifications/delete-bulk', mixed)).statusCode,
    ).toBe(404);
    expect(await inbox(t, user)).toMatchObject({ unread_count: 3, total_count: 3 });
    for (const body of [{ notification_ids: [] }, { notification_ids: ['x'] }, {}]) {
      expect(
        (await send(t, user, 'POST', '/api/notifications/mark-bulk-read', body)).statusCode,
      ).toBe(422);
    }
    const read = await send(t, user, 'POST', '/api/notifications/mark-bulk-read', {
      notification_ids: [ids[0], ids[1], ids[1]],
    });
    expect(read.json()).toEqual({ updated: 2 });
    expect((await inbox(t, user)).unread_count).toBe(1);
    published.length = 0;
    const gone = await send(t, user, 'DELETE', '/api/notifications/delete-bulk', {
      notification_ids: [ids[0], ids[2]],
    });
    expect(gone.json()).toEqual({ deleted: 2 });
    expect(published).toEqual([
      { t: 'notification_deleted', u: user.user.id, ids: [ids[0], ids[2]] },
    ]);
    const left = await inbox(t, user);
    expect(left.notifications.map((n) => n.id)).toEqual([ids[1]]);
    expect(left).toMatchObject({ unread_count: 0, total_count: 1 });
  });

  it('DELETE one; another person’s is 404 and stays', async () => {
    const { user, ids } = await withNotifications(2);
    expect((await send(t, member, 'DELETE', `/api/notifications/${ids[0]}`)).statusCode).toBe(404);
    expect((await send(t, user, 'DELETE', `/api/notifications/${ids[0]}`)).statusCode).toBe(204);
    expect((await send(t, user, 'DELETE', `/api/notifications/${ids[0]}`)).statusCode).toBe(404);
    expect((await inbox(t, user)).notifications.map((n) => n.id)).toEqual([ids[1]]);
  });

  it('mark-all-read and delete-all touch only the caller’s', async () => {
    const { user, ids } = await withNotifications(3);
    const { user: other } = await withNotifications(2);
    const read = await send(t, user, 'POST', '/api/notifications/mark-all-read');
    expect(read.json()).toEqual({ updated: 3 });
    expect(published).toEqual([{ t: 'all_notifications_read', u: user.user.id }]);
    expect((await inbox(t, user)).unread_count).toBe(0);
    expect((await inbox(t, other)).unread_count).toBe(2);
    published.length = 0;
    const gone = await send(t, user, 'DELETE', '/api/notifications/delete-all');
    expect(gone.json()).toEqual({ deleted: 3 });
    expect(published).toEqual([
      { t: 'notification_deleted', u: user.user.id, ids: [...ids].reverse(), all: true },
    ]);
    expect(await inbox(t, user)).toMatchObject({
      notifications: [],
      unread_count: 0,
      total_count: 0,
    });
    expect((await inbox(t, other)).total_count).toBe(2);
    // Nothing left: nothing announced.
    published.length = 0;
    expect((await send(t, user, 'DELETE', '/api/notifications/delete-all')).json()).toEqual({
      deleted: 0,
    });
    expect(published).toEqual([]);
  });
});
