import { useUnreadNotificationCount } from '../../api/notifications/use-unread-notification-count.ts';
import { useNotificationsFallbackPoll } from '../../api/notifications/use-notifications-fallback-poll.ts';
import { useRealtimeState } from '../../api/realtime/use-realtime-state.ts';
import { useTitleUnreadCount } from '../../app/use-document-title.ts';
import { InvitationPopups } from './invitation-popups.tsx';
import { useBrowserNotifications } from './use-browser-notifications.ts';
import { useUrgentToasts } from './use-urgent-toasts.ts';

/**
 * The notification centre's background work for a signed-in page, mounted once with the
 * header's bell: the unread count in the tab title, the 30 s poll while the socket is down,
 * urgent toasts and invitation pop-ups, and the sound, vibration and browser notification of
 * each new arrival.
 */
export function NotificationCentreHost() {
  const { status } = useRealtimeState();
  useNotificationsFallbackPoll(status === 'CONNECTED');
  useTitleUnreadCount(useUnreadNotificationCount());
  useUrgentToasts();
  useBrowserNotifications();
  return <InvitationPopups />;
}
