import { useLocation } from 'react-router';
import { useUnreadTotals } from '../../api/chat/use-unread-totals.ts';
import { useUnreadNotificationCount } from '../../api/notifications/use-unread-notification-count.ts';
import { projectIdFromPath } from './bottom-bar-items.ts';

/**
 * Unread counts for the shell's badges: chat from the unread totals the socket keeps current
 * (the inbox badge counts every thread, the bottom bar's chat badge the open project's), and
 * the caller's unread notifications (the bell "99+", the sidebar "9+").
 */
export function useUnreadCounts(): { inbox: number; notifications: number; projectChat: number } {
  const { pathname } = useLocation();
  const { data } = useUnreadTotals();
  const notifications = useUnreadNotificationCount();
  const projectId = projectIdFromPath(pathname);
  const projectChat = projectId
    ? (data?.projects.find((entry) => entry.project_id === projectId)?.unread_count ?? 0)
    : 0;
  return { inbox: data?.total ?? 0, notifications, projectChat };
}
