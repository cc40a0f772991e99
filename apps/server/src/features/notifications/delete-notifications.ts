import { and, desc, eq, inArray } from 'drizzle-orm';
import { notifications } from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { lockCounts, lockOwnNotifications } from './mark-notifications-read.ts';

// Ids per `notification_deleted` envelope: 36-character ids keep one well under NOTIFY's 8,000 bytes.
const IDS_PER_ENVELOPE = 150;

/**
 * DELETE /api/notifications/{id} and /delete-bulk: all of them the caller's, else 404 and
 * nothing deleted. Deleting a notification never touches the invitation it offers (it stays
 * pending, reachable from the Projects page).
 */
export async function deleteNotifications(
  db: Db,
  options: { userId: string; ids: readonly string[] },
): Promise<number> {
  const { userId } = options;
  return db.transaction(async (tx) => {
    const ids = await lockOwnNotifications(tx, userId, options.ids);
    await tx
      .delete(notifications)
      .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
    for (let i = 0; i < ids.length; i += IDS_PER_ENVELOPE) {
      afterCommit(tx, {
        t: 'notification_deleted',
        u: userId,
        ids: ids.slice(i, i + IDS_PER_ENVELOPE),
      });
    }
    return ids.length;
  });
}

/**
 * DELETE /api/notifications/delete-all: every notification of the caller (invitations stay as
 * they are). The frame names only the newest ids (what a client shows) and says `all`.
 */
export async function deleteAllNotifications(db: Db, options: { userId: string }): Promise<number> {
  const { userId } = options;
  return db.transaction(async (tx) => {
    const { total } = await lockCounts(tx, userId);
    if (total === 0) return 0;
    const newest = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(IDS_PER_ENVELOPE);
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    afterCommit(tx, {
      t: 'notification_deleted',
      u: userId,
      ids: newest.map((row) => row.id),
      all: true,
    });
    return total;
  });
}
