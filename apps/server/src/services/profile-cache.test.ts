import { describe, expect, it } from 'vitest';
import type { Notifications } from '../db/notifications.ts';
import { createProfileCache, USER_CHANGED_CHANNEL } from './profile-cache.ts';

/** Notifications driven by the test: publish, lose the connection, come back. */
function fakeNotifications() {
  const handlers = new Map<string, (payload: string) => void>();
  const gaps = new Set<() => void>();
  const fake = {
    live: true,
    immediate: false,
    async subscribe(channel: string, handler: (payload: string) => void) {
      handlers.set(channel, handler);
      return () => handlers.delete(channel);
    },
    onGap(handler: () => void) {
      gaps.add(handler);
      return () => gaps.delete(handler);
    },
    async close() {},
    async notify(channel: string, payload: string) {
      handlers.get(channel)?.(payload);
    },
    publish: (channel: string, payload: string) => handlers.get(channel)?.(payload),
    lose() {
      fake.live = false;
      for (const gap of gaps) gap();
    },
    regain() {
      fake.live = true;
      for (const gap of gaps) gap();
    },
  };
  return fake satisfies Notifications;
}

/** A loader over a mutable table that counts its reads. */
function fakeUsers() {
  const rows = new Map<string, string>([['u1', 'v1']]);
  const loader = {
    reads: 0,
    rows,
    load: async (id: string) => {
      loader.reads += 1;
      return rows.get(id);
    },
  };
  return loader;
}

describe('profile cache', () => {
  it('reads the database once, then serves from memory until notified', async () => {
    const notifications = fakeNotifications();
    const table = fakeUsers();
    const cache = await createProfileCache(notifications, table.load);
    expect(await cache.get('u1')).toBe('v1');
    expect(await cache.get('u1')).toBe('v1');
    expect(table.reads).toBe(1);
    table.rows.set('u1', 'v2');
    notifications.publish(USER_CHANGED_CHANNEL, 'u1');
    expect(await cache.get('u1')).toBe('v2');
    expect(table.reads).toBe(2);
  });

  it('does not cache unknown users', async () => {
    const table = fakeUsers();
    const cache = await createProfileCache(fakeNotifications(), table.load);
    expect(await cache.get('nobody')).toBeUndefined();
    table.rows.set('nobody', 'now here');
    expect(await cache.get('nobody')).toBe('now here');
  });

  it('reads the database on every call while notifications are lost, and starts afresh after', async () => {
    const notifications = fakeNotifications();
    const table = fakeUsers();
    const cache = await createProfileCache(notifications, table.load);
    await cache.get('u1');
    notifications.lose();
    table.rows.set('u1', 'v2');
    expect(await cache.get('u1')).toBe('v2');
    table.rows.set('u1', 'v3');
    expect(await cache.get('u1')).toBe('v3');
    notifications.regain();
    expect(await cache.get('u1')).toBe('v3');
    expect(await cache.get('u1')).toBe('v3');
    expect(table.reads).toBe(4);
  });

  it('does not keep a read that a change overlapped (it may hold the old row)', async () => {
    const notifications = fakeNotifications();
    const table = fakeUsers();
    let release!: () => void;
    const slowFirstRead = async (id: string) => {
      const row = table.rows.get(id);
      await new Promise<void>((resolve) => (release = resolve));
      return row;
    };
    const cache = await createProfileCache(notifications, slowFirstRead);
    const pending = cache.get('u1');
    table.rows.set('u1', 'v2');
    notifications.publish(USER_CHANGED_CHANNEL, 'u1');
    release();
    expect(await pending).toBe('v1');
    const next = cache.get('u1');
    release();
    expect(await next).toBe('v2');
  });

  it('forget drops an entry at once', async () => {
    const table = fakeUsers();
    const cache = await createProfileCache(fakeNotifications(), table.load);
    await cache.get('u1');
    table.rows.set('u1', 'v2');
    cache.forget('u1');
    expect(await cache.get('u1')).toBe('v2');
  });

  it('holds at most maxEntries users', async () => {
    const table = fakeUsers();
    for (const id of ['a', 'b', 'c']) table.rows.set(id, id);
    const cache = await createProfileCache(fakeNotifications(), table.load, 2);
    for (const id of ['a', 'b', 'c']) await cache.get(id);
    table.reads = 0;
    await cache.get('c');
    await cache.get('b');
    expect(table.reads).toBe(0);
    await cache.get('a');
    expect(table.reads).toBe(1);
  });
});
