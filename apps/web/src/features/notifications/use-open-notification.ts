import { useNavigate } from 'react-router';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useMarkNotificationsRead } from '../../api/notifications/use-mark-notifications-read.ts';
import { isInvitation } from './notification-filters.ts';

/**
 * What clicking a notification does: marks it read, except an invitation's (it is
 * read once answered), and follows its link.
 */
export function useOpenNotification(): (notification: AppNotification) => void {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  return (notification) => {
    if (!notification.read && !isInvitation(notification)) markRead.mutate([notification.id]);
    // The server accepts only same-origin paths ("/…") as links.
    if (notification.link?.startsWith('/')) void navigate(notification.link);
  };
}
