import type { NotificationJson } from '@crewline/shared/contracts/notifications';
import type { notifications } from '../../db/notification-schema.ts';

/** A notification row as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Presents a notification for its recipient (HTTP and socket alike). */
export function presentNotification(row: NotificationRow): NotificationJson {
  const createdAt = row.createdAt.toISOString();
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    message: row.message,
    notification_type: row.notificationType,
    read: row.read,
    created_at: createdAt,
    createdAt,
    link: row.link,
    metadata: row.metadata,
  };
}
