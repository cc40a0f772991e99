import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_PAGE_SIZE } from './notification-limits.ts';
import { notificationKeys } from './query-keys.ts';
import type { AppNotification, NotificationPage } from './types.ts';

/** The cached notification list: pages newest first, as useNotifications reads them. */
export type NotificationPages = InfiniteData<NotificationPage, string | undefined>;

const time = (item: AppNotification) => Date.parse(item.created_at);

/** Every loaded notification, newest first. */
export function flattenPages(data: NotificationPages | undefined): AppNotification[] {
  return data?.pages.flatMap((page) => page.notifications) ?? [];
}

/** The caller's unread total: the newest page's count, which the cache keeps current. */
export function unreadCountOf(data: NotificationPages | undefined): number {
  return Math.max(0, data?.pages[0]?.unread_count ?? 0);
}

// Rewrites the cached list through `change`, which gets every page's items and returns the new
// ones plus how much the unread total moved. A list that is not cached is left alone: it is read
// whole when first shown.
function rewrite(
  client: QueryClient,
  change: (items: AppNotification[], pageIndex: number) => AppNotification[],
  unreadDelta: (before: AppNotification[], after: AppNotification[]) => number | 'zero',
) {
  client.setQueryData<NotificationPages>(notificationKeys.list(), (data) => {
    if (!data || data.pages.length === 0) return data;
    const before = flattenPages(data);
    const pages = data.pages.map((page, index) => ({
      ...page,
      notifications: change(page.notifications, index),
    }));
    const after = pages.flatMap((page) => page.notifications);
    const delta = unreadDelta(before, after);
    const first = pages[0]!;
    pages[0] = {
      ...first,
      unread_count: delta === 'zero' ? 0 : Math.max(0, first.unread_count + delta),
    };
    return { ...data, pages };
  });
}

const countUnread = (items: AppNotification[]) => items.filter((item) => !item.read).length;
const byDelta = (before: AppNotification[], after: AppNotification[]) =>
  countUnread(after) - countUnread(before);

/**
 * Writes a notification into the cached list: replaces its copy wherever it is, or inserts a new
 * one in created_at order. One older than every loaded notification is left out while older
 * pages remain to be read (it will come with them). The unread total follows.
 */
export function upsertNotification(client: QueryClient, notification: AppNotification) {
  const list = client.getQueryData<NotificationPages>(notificationKeys.list());
  if (!list) return;
  const known = flattenPages(list).some((item) => item.id === notification.id);
  const newer = (item: AppNotification) => time(item) < time(notification);
  const home = known ? -1 : list.pages.findIndex((page) => page.notifications.some(newer));
  const lastIndex = list.pages.length - 1;
  const olderPagesRemain = hasOlderPages(list.pages[lastIndex]);
  if (!known && home === -1 && olderPagesRemain) return;
  const target = home === -1 ? lastIndex : home;
  rewrite(
    client,
    (items, pageIndex) => {
      if (known) return items.map((item) => (item.id === notification.id ? notification : item));
      if (pageIndex !== target) return items;
      const at = items.findIndex(newer);
      const next = items.slice();
      next.splice(at === -1 ? next.length : at, 0, notification);
      return next;
    },
    byDelta,
  );
}

/** Whether pages older than this one may exist: a full page may have more after it. */
export function hasOlderPages(page: NotificationPage | undefined): boolean {
  return page !== undefined && page.notifications.length >= NOTIFICATIONS_PAGE_SIZE;
}

/** Marks the given notifications read in the cache. */
export function markReadInCache(client: QueryClient, ids: readonly string[]) {
  const wanted = new Set(ids);
  rewrite(
    client,
    (items) =>
      items.map((item) => (wanted.has(item.id) && !item.read ? { ...item, read: true } : item)),
    byDelta,
  );
}

/** Marks every notification read: the loaded ones, and the unread total drops to zero. */
export function markAllReadInCache(client: QueryClient) {
  rewrite(
    client,
    (items) => items.map((item) => (item.read ? item : { ...item, read: true })),
    () => 'zero',
  );
}

/** Removes the given notifications from the cache; the unread total loses the unread ones. */
export function removeFromCache(client: QueryClient, ids: readonly string[]) {
  const gone = new Set(ids);
  rewrite(client, (items) => items.filter((item) => !gone.has(item.id)), byDelta);
}

/** Empties the cached list (delete-all): no notification and nothing unread remain. */
export function clearCache(client: QueryClient) {
  rewrite(
    client,
    () => [],
    () => 'zero',
  );
}

/** The cached copies of the given notifications (what an optimistic change may need to undo). */
export function cachedNotifications(
  client: QueryClient,
  ids?: readonly string[],
): AppNotification[] {
  const items = flattenPages(client.getQueryData<NotificationPages>(notificationKeys.list()));
  if (!ids) return items;
  const wanted = new Set(ids);
  return items.filter((item) => wanted.has(item.id));
}

/**
 * Undoes an optimistic change: puts the given copies back (in place, or in order when they were
 * removed), leaving anything that arrived meanwhile, and gives the unread total back what the
 * change took (`unreadTaken`, which may include unread ones not loaded); then reads the list
 * again, since the server's total may have moved while the change was pending.
 */
export function restoreNotifications(
  client: QueryClient,
  copies: readonly AppNotification[],
  unreadTaken: number,
) {
  const read = () => unreadCountOf(client.getQueryData<NotificationPages>(notificationKeys.list()));
  const before = read();
  for (const copy of copies) upsertNotification(client, copy);
  const missing = unreadTaken - (read() - before);
  if (missing !== 0)
    rewrite(
      client,
      (items) => items,
      () => missing,
    );
  void client.invalidateQueries({ queryKey: notificationKeys.all });
}
