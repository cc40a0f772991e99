import type { InfiniteData, QueryClient } from '@tanstack/react-query';
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

/** How many notifications the caller has in all (loaded or not), kept current the same way. */
export function totalCountOf(data: NotificationPages | undefined): number {
  return Math.max(0, data?.pages[0]?.total_count ?? 0);
}

// Rewrites the cached list through `change`, which gets every page's items and returns the new
// ones; `unreadDelta` says how much the unread total moved, and the total moves by the items
// added or removed (`moved` overrides both). A list that is not cached is left alone: it is read
// whole when first shown.
function rewrite(
  client: QueryClient,
  change: (items: AppNotification[], pageIndex: number) => AppNotification[],
  unreadDelta: (before: AppNotification[], after: AppNotification[]) => number | 'zero',
  moved?: { total: number | 'zero' },
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
    const totalDelta = moved ? moved.total : after.length - before.length;
    const first = pages[0]!;
    pages[0] = {
      ...first,
      unread_count: delta === 'zero' ? 0 : Math.max(0, first.unread_count + delta),
      total_count: totalDelta === 'zero' ? 0 : Math.max(0, first.total_count + totalDelta),
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

/** Whether pages older than this one remain to be read (the server says so). */
export function hasOlderPages(page: NotificationPage | undefined): boolean {
  return page?.has_more === true;
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

/** Empties the cached list (delete-all): no notification, nothing unread, nothing older. */
export function clearCache(client: QueryClient) {
  rewrite(
    client,
    () => [],
    () => 'zero',
    { total: 'zero' },
  );
  client.setQueryData<NotificationPages>(notificationKeys.list(), (data) =>
    data ? { pages: [{ ...data.pages[0]!, has_more: false }], pageParams: [undefined] } : data,
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

/** The unread and overall totals, to measure what a change took from them. */
export type Totals = { unread: number; total: number };

/** The cached list's unread and overall totals. */
export function totalsOf(client: QueryClient): Totals {
  const data = client.getQueryData<NotificationPages>(notificationKeys.list());
  return { unread: unreadCountOf(data), total: totalCountOf(data) };
}

/**
 * Undoes an optimistic change: puts the given copies back (in place, or in order when they were
 * removed), leaving anything that arrived meanwhile, and gives the totals back what the change
 * took (which may include notifications not loaded); then reads the list again, since the
 * server's totals may have moved while the change was pending.
 */
export function restoreNotifications(
  client: QueryClient,
  copies: readonly AppNotification[],
  taken: Totals,
) {
  const before = totalsOf(client);
  for (const copy of copies) upsertNotification(client, copy);
  const after = totalsOf(client);
  const unread = taken.unread - (after.unread - before.unread);
  const total = taken.total - (after.total - before.total);
  if (unread !== 0 || total !== 0)
    rewrite(
      client,
      (items) => items,
      () => unread,
      { total },
    );
  void client.invalidateQueries({ queryKey: notificationKeys.all });
}
