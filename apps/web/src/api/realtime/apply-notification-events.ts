import type { QueryClient } from '@tanstack/react-query';
import {
  cachedNotifications,
  clearCache,
  hasOlderPages,
  markAllReadInCache,
  removeFromCache,
  upsertNotification,
} from '../notifications/notification-cache.ts';
import { notificationKeys } from '../notifications/query-keys.ts';
import type { NotificationFrame } from '../notifications/types.ts';
import type { NotificationPages } from '../notifications/notification-cache.ts';

/**
 * Applies a notification frame to the cached list and its unread total: a created or updated
 * notification is written in place (once, whichever of the frame and an own write's reply comes
 * first), deleted ones are removed (every one, for delete-all), all-read marks everything read. A change to one on a page
 * not read yet cannot say how the unread total moved, so the list is read again then.
 */
export function applyNotificationEvent(queryClient: QueryClient, frame: NotificationFrame): void {
  switch (frame.type) {
    case 'notification_created':
      upsertNotification(queryClient, frame.notification);
      return;
    case 'notification_updated':
      if (!isLoaded(queryClient, [frame.notification.id])) return refetchIfOlderPages(queryClient);
      upsertNotification(queryClient, frame.notification);
      return;
    case 'notification_deleted':
      // delete-all names only the newest id: the whole list is gone.
      if (frame.all) return clearCache(queryClient);
      if (!isLoaded(queryClient, frame.notification_ids)) refetchIfOlderPages(queryClient);
      removeFromCache(queryClient, frame.notification_ids);
      return;
    case 'all_notifications_read':
      markAllReadInCache(queryClient);
      return;
  }
}

function isLoaded(queryClient: QueryClient, ids: readonly string[]): boolean {
  return cachedNotifications(queryClient, ids).length === ids.length;
}

// Only worth a read when older pages exist: a list read to its end already holds everything.
function refetchIfOlderPages(queryClient: QueryClient): void {
  const list = queryClient.getQueryData<NotificationPages>(notificationKeys.list());
  if (!list || !hasOlderPages(list.pages.at(-1))) return;
  void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
}
