import type {
  NotificationJson,
  NotificationListJson,
} from '@crewline/shared/contracts/notifications';
import type {
  AllNotificationsReadFrame,
  NotificationCreatedFrame,
  NotificationDeletedFrame,
  NotificationUpdatedFrame,
} from '@crewline/shared/realtime/server-frames';

export {
  NOTIFICATION_TYPES,
  type NotificationType,
} from '@crewline/shared/contracts/notifications';

/** A notification as the server presents it to its recipient (packages/shared: one definition). */
export type AppNotification = NotificationJson;

/** One page of `GET /api/notifications`: newest first, the caller's totals, whether more follow. */
export type NotificationPage = NotificationListJson;

/** The socket frames that change the caller's notifications (room `user:{id}`). */
export type NotificationFrame =
  | NotificationCreatedFrame
  | NotificationUpdatedFrame
  | NotificationDeletedFrame
  | AllNotificationsReadFrame;
