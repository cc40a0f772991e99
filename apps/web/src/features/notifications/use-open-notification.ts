import { invitationLink } from '@crewline/shared/domain/item-links';
import { isSameOriginPath } from '@crewline/shared/domain/same-origin-path';
import { useNavigate } from 'react-router';
import type { AppNotification } from '../../api/notifications/types.ts';
import { useMarkNotificationsRead } from '../../api/notifications/use-mark-notifications-read.ts';
import { isInvitation } from './notification-filters.ts';

/**
 * Where a notification leads. An invitation opens its own page: invitations stored before it had
 * one link to the project, which someone not yet a member cannot open.
 */
export function notificationTarget(notification: AppNotification): string | null {
  const invitationId = notification.metadata?.invitation_id;
  if (isInvitation(notification) && typeof invitationId === 'string' && invitationId) {
    return invitationLink(invitationId);
  }
  // Only a path in this app is followed, by the same rule the server stores links with (a
  // link stored before that rule, such as `//evil.example`, is not).
  return notification.link && isSameOriginPath(notification.link) ? notification.link : null;
}

/**
 * What clicking a notification does: marks it read, except an invitation's (it is
 * read once answered), and opens the item it is about.
 */
export function useOpenNotification(): (notification: AppNotification) => void {
  const navigate = useNavigate();
  const markRead = useMarkNotificationsRead();
  return (notification) => {
    if (!notification.read && !isInvitation(notification)) markRead.mutate([notification.id]);
    const target = notificationTarget(notification);
    if (target) void navigate(target);
  };
}
