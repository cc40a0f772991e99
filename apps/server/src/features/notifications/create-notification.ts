import type { CreateNotificationBody } from '@crewline/shared/contracts/notifications';
import { notifications } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { NotificationRow } from './notification-presenter.ts';

/**
 * Writes a notification asked for through POST /api/notifications (the caller was authorized):
 * never grouped, and not subject to muting, since a person sent it on purpose. Announced as
 * `notification_created` once committed.
 */
export async function createNotification(
  db: Db,
  options: { body: CreateNotificationBody; projectId: string | null; now: Date },
): Promise<NotificationRow> {
  const { body, projectId, now } = options;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: body.user_id,
        notificationType: body.notification_type,
        title: body.title,
        message: body.message,
        link: body.link ?? null,
        metadata: body.metadata,
        projectId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    afterCommit(tx, { t: 'notification_created', u: row!.userId, id: row!.id });
    return row!;
  });
}
