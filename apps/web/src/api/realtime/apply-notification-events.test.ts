import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationFixture } from '../notifications/notification-fixture.ts';
import {
  flattenPages,
  unreadCountOf,
  type NotificationPages,
} from '../notifications/notification-cache.ts';
import { notificationKeys } from '../notifications/query-keys.ts';
import type { AppNotification } from '../notifications/types.ts';
import { applyFrame } from './apply-frame.ts';
import { applyNotificationEvent } from './apply-notification-events.ts';
import { createRealtimeCache } from './realtime-cache.ts';
import { createDeletionLog } from './remote-deletions.ts';

const at = (hour: number) => `2025-01-01T${String(hour).padStart(2, '0')}:00:00.000Z`;

function setup(pages: AppNotification[][] = [], unread = 1) {
  const client = new QueryClient();
  const older = notificationFixture({ id: 'a', created_at: at(9), read: true });
  const newer = notificationFixture({ id: 'b', created_at: at(11) });
  const first = pages.length ? pages : [[newer, older]];
  client.setQueryData<NotificationPages>(notificationKeys.list(), {
    pages: first.map((notifications, index) => ({
      notifications,
      unread_count: index === 0 ? unread : 0,
      total_count: 40,
      has_more: notifications.length >= 30,
    })),
    pageParams: first.map((_page, index) => (index === 0 ? undefined : `p${index}`)),
  });
  const data = () => client.getQueryData<NotificationPages>(notificationKeys.list());
  const ids = () => flattenPages(data()).map((item) => item.id);
  const unreadCount = () => unreadCountOf(data());
  return { client, older, newer, ids, unreadCount, data };
}

describe('applyNotificationEvent', () => {
  it('empties the list on a delete-all frame, which names only the newest id', () => {
    const { client, ids, unreadCount, data } = setup([], 4);
    applyNotificationEvent(client, {
      type: 'notification_deleted',
      notification_ids: ['b'],
      all: true,
    });
    expect(ids()).toEqual([]);
    expect(unreadCount()).toBe(0);
    expect(data()!.pages[0]!.total_count).toBe(0);
  });

  it('puts a new notification in created_at order and counts it unread, once', () => {
    const { client, ids, unreadCount, data } = setup();
    const created = notificationFixture({ id: 'c', created_at: at(12) });
    const between = notificationFixture({ id: 'd', created_at: at(10), read: true });
    applyNotificationEvent(client, { type: 'notification_created', notification: created });
    applyNotificationEvent(client, { type: 'notification_created', notification: between });
    applyNotificationEvent(client, { type: 'notification_created', notification: created });
    expect(ids()).toEqual(['c', 'b', 'd', 'a']);
    expect(unreadCount()).toBe(2);
    expect(data()!.pages[0]!.total_count).toBe(42);
  });

  it('replaces an updated notification in place and moves the unread total with it', () => {
    const { client, newer, ids, unreadCount, data } = setup();
    applyNotificationEvent(client, {
      type: 'notification_updated',
      notification: { ...newer, read: true },
    });
    expect(ids()).toEqual(['b', 'a']);
    expect(flattenPages(data())[0]!.read).toBe(true);
    expect(unreadCount()).toBe(0);
  });

  it('removes deleted notifications; an unread one leaves the total', () => {
    const { client, ids, unreadCount } = setup();
    applyNotificationEvent(client, { type: 'notification_deleted', notification_ids: ['b'] });
    expect(ids()).toEqual(['a']);
    expect(unreadCount()).toBe(0);
  });

  it('marks everything read on all_notifications_read, including unread ones not loaded', () => {
    const { client, data, unreadCount } = setup([], 7);
    applyNotificationEvent(client, { type: 'all_notifications_read' });
    expect(flattenPages(data()).every((item) => item.read)).toBe(true);
    expect(unreadCount()).toBe(0);
  });

  it('leaves out a notification older than a full page while older pages remain', () => {
    const full = Array.from({ length: 30 }, (_v, index) =>
      notificationFixture({
        id: `n${index}`,
        created_at: `2025-01-02T00:${String(59 - index).padStart(2, '0')}:00.000Z`,
      }),
    );
    const { client, ids } = setup([full], 30);
    const old = notificationFixture({ id: 'old', created_at: at(1) });
    applyNotificationEvent(client, { type: 'notification_created', notification: old });
    expect(ids()).not.toContain('old');
  });

  it('is routed to by applyFrame', () => {
    const { client, ids } = setup();
    const cache = createRealtimeCache(client, {
      selfId: () => 'u1',
      deletions: createDeletionLog(),
    });
    const created = notificationFixture({ id: 'c', created_at: at(12) });
    applyFrame(cache, { type: 'notification_created', notification: created });
    expect(ids()).toEqual(['c', 'b', 'a']);
    cache.dispose();
  });
});
