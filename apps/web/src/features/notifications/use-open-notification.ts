import { useNavigate } from 'react-router';
import { isSameOriginPath } from '@crewline/shared/domain/same-origin-path';
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
    // Only a path in this app is followed, by the same rule the server stores links with (a
    // link stored before that rule, such as `//evil.example`, is not).
    if (notification.link && isSameOriginPath(notification.link)) void navigate(notification.link);
  };
}
