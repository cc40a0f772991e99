import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_NOT_FOUND,
  type NotificationListJson,
  type NotificationPreferencesJson,
} from '@crewline/shared/contracts/notifications';
import {
  notificationCounts,
  notificationPreferences,
  notifications,
} from '../../db/notification-schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { presentNotification } from './notification-presenter.ts';

/**
 * A page of the caller's notifications, newest first, older than the notification `before`
 * (the last one shown; another person's or an unknown id is 404), with the counters. A walk of
 * the (user_id, created_at desc, id desc) index and one counter row, however many there are.
 */
export async function listNotifications(
  db: Db,
  options: { userId: string; limit: number; before?: string },
): Promise<NotificationListJson> {
  const { userId, limit, before } = options;
  let older: SQL | undefined;
  if (before) {
    const [cursor] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, before), eq(notifications.userId, userId)));
    if (!cursor) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    // A row comparison is one index range (an OR of the two cases would be a filter), and the
    // cursor's time is read in SQL, at the database's microsecond precision.
    older = sql`(${notifications.createdAt}, ${notifications.id}) < (select n.created_at, n.id from notifications n where n.id = ${before})`;
  }
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), older))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit + 1),
    db
      .select({ total: notificationCounts.total, unread: notificationCounts.unread })
      .from(notificationCounts)
      .where(eq(notificationCounts.userId, userId)),
  ]);
  return {
    notifications: rows.slice(0, limit).map(presentNotification),
    unread_count: counts?.unread ?? 0,
    total_count: counts?.total ?? 0,
    has_more: rows.length > limit,
  };
}

/** The caller's preferences, or the defaults when never saved. */
export async function loadNotificationPreferences(
  db: Db,
  userId: string,
): Promise<NotificationPreferencesJson> {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  if (!row) return DEFAULT_NOTIFICATION_PREFERENCES;
  return {
    email: row.email,
    push: row.push,
    quiet_hours: row.quietHours,
    muted_project_ids: [...row.mutedProjectIds],
  };
}
