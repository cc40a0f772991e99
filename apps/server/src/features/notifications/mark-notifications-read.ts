import { and, eq, inArray } from 'drizzle-orm';
import { NOTIFICATION_NOT_FOUND } from '@crewline/shared/contracts/notifications';
import { notificationCounts, notifications } from '../../db/notification-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { NotFoundError } from '../../errors.ts';
import type { NotificationRow } from './notification-presenter.ts';

/**
 * The person's counters, locked: a concurrent insert's trigger waits, so what is counted here
 * is what a following update or delete of "all" touches. Every write to someone's
 * notifications takes this lock before any notification row (the counting triggers take it
 * after), so two writes never wait on each other in opposite orders.
 */
export async function lockCounts(
  tx: DbOrTx,
  userId: string,
): Promise<{ total: number; unread: number }> {
  const [row] = await tx
    .select({ total: notificationCounts.total, unread: notificationCounts.unread })
    .from(notificationCounts)
    .where(eq(notificationCounts.userId, userId))
    .for('update');
  return row ?? { total: 0, unread: 0 };
}

/**
 * Locks the caller's notifications among `ids`, or throws 404 when any of them is not the
 * caller's (another person's id and an unknown id answer alike) and nothing changes.
 */
export async function lockOwnNotifications(
  tx: DbOrTx,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  await lockCounts(tx, userId);
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, unique)))
    .for('update');
  if (rows.length !== unique.length) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
  return unique;
}

/** PATCH /api/notifications/{id}: read or unread again. Returns the row as it is now. */
export async function markNotification(
  db: Db,
  options: { userId: string; id: string; read: boolean; now: Date },
): Promise<NotificationRow> {
  const { userId, id, read, now } = options;
  return db.transaction(async (tx) => {
    await lockCounts(tx, userId);
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .for('update');
    if (!row) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    if (row.read === read) return row;
    const [updated] = await tx
      .update(notifications)
      .set({ read, updatedAt: now })
      .where(eq(notifications.id, id))
      .returning();
    afterCommit(tx, { t: 'notification_updated', u: userId, id });
    return updated!;
  });
}

/** POST /api/notifications/mark-bulk-read: all of them the caller's, else 404. */
export async function markNotificationsRead(
  db: Db,
  options: { userId: string; ids: readonly string[]; now: Date },
): Promise<number> {
  const { userId, now } = options;
  return db.transaction(async (tx) => {
    const ids = await lockOwnNotifications(tx, userId, options.ids);
    const changed = await tx
      .update(notifications)
      .set({ read: true, updatedAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          inArray(notifications.id, ids),
          eq(notifications.read, false),
        ),
      )
      .returning({ id: notifications.id });
    for (const { id } of changed) afterCommit(tx, { t: 'notification_updated', u: userId, id });
    return changed.length;
  });
}

/**
 * POST /api/notifications/mark-all-read: every unread notification of the caller. Returns how
 * many were unread (from the counter: the update itself returns no rows, there may be 100,000).
 */
export async function markAllNotificationsRead(
  db: Db,
  options: { userId: string; now: Date },
): Promise<number> {
  const { userId, now } = options;
  return db.transaction(async (tx) => {
    const { unread } = await lockCounts(tx, userId);
    if (unread === 0) return 0;
    await tx
      .update(notifications)
      .set({ read: true, updatedAt: now })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
    afterCommit(tx, { t: 'all_notifications_read', u: userId });
    return unread;
  });
}

/**
 * Marks read the notifications that offer an invitation, once it is answered (not when clicked), in
 * the answer's transaction.
 */
export async function markInvitationNotificationsRead(
  tx: DbOrTx,
  options: { userId: string; invitationId: string; now: Date },
): Promise<void> {
  await lockCounts(tx, options.userId);
  const changed = await tx
    .update(notifications)
    .set({ read: true, updatedAt: options.now })
    .where(
      and(
        eq(notifications.invitationId, options.invitationId),
        eq(notifications.userId, options.userId),
        eq(notifications.read, false),
      ),
    )
    .returning({ id: notifications.id });
  for (const { id } of changed) {
    afterCommit(tx, { t: 'notification_updated', u: options.userId, id });
  }
}
