import { useInfiniteQuery } from '@tanstack/react-query';
import { hasOlderPages, type NotificationPages } from './notification-cache.ts';
import { fetchNotifications } from './notifications-api.ts';
import { notificationKeys } from './query-keys.ts';
import type { NotificationPage } from './types.ts';

/** Reads a slice of the cached notification list (the list itself, or its unread total). */
type Select<T> = (data: NotificationPages) => T;

/**
 * The caller's notifications, 30 a page, newest first; while the server says more follow, the
 * next page starts before the oldest loaded one. Socket frames keep the cache current, so it never goes stale by age; while the
 * socket is down, useNotificationsFallbackPoll reads it again.
 */
export function useNotifications<T = NotificationPages>(select?: Select<T>) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => fetchNotifications(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: NotificationPage) =>
      hasOlderPages(last) ? last.notifications.at(-1)?.id : undefined,
    staleTime: Infinity,
    select,
  });
}
