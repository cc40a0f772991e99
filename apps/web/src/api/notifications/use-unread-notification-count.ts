import { unreadCountOf } from './notification-cache.ts';
import { useNotifications } from './use-notifications.ts';

/** The caller's unread notifications, as the server counts them and the socket keeps current. */
export function useUnreadNotificationCount(): number {
  const { data } = useNotifications(unreadCountOf);
  return data ?? 0;
}
