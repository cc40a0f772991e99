import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import {
  NOTIFICATION_GROUP_WINDOW_MS,
  type NotificationMetadata,
  type NotificationType,
} from '@crewline/shared/contracts/notifications';
import {
  notificationCounts,
  notificationPreferences,
  notifications,
} from '../../db/notification-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { groupedMessage, groupedTitle } from './notification-titles.ts';
import type { DbOrTx } from '../../db/client.ts';

/** One notification to make for one person, before muting and grouping are applied. */
export type NotificationDraft = {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  link: string | null;
  metadata: NotificationMetadata;
  /** The project the event happened in: muting it silences the event. */
  projectId: string | null;
  /** Drafts with the same key for the same person within 60 s become one row; null: never. */
  groupKey: string | null;
  invitationId?: string | null;
  at: Date;
};

/** The grouping key of an event: its type, in its project (a group's link stays meaningful). */
export function groupKeyOf(type: NotificationType, projectId: string | null): string {
  return `${type}:${projectId ?? 'direct'}`;
}

/** `user:project` pairs whose person muted that project. */
async function mutedPairs(tx: DbOrTx, drafts: NotificationDraft[]): Promise<Set<string>> {
  const userIds = [...new Set(drafts.filter((d) => d.projectId).map((d) => d.userId))];
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .select({
      userId: notificationPreferences.userId,
      muted: notificationPreferences.mutedProjectIds,
    })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, userIds));
  return new Set(rows.flatMap((row) => row.muted.map((projectId) => `${row.userId}:${projectId}`)));
}

/**
 * Serializes grouping per person: two events for one person never both open a group. Locks
 * are taken in user-id order, so two deliveries to overlapping people cannot deadlock.
 */
async function lockRecipients(tx: DbOrTx, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const sorted = [...new Set(userIds)].sort();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended('notifications:' || s.u, 0)) from (select u from unnest(${`{${sorted.join(',')}}`}::uuid[]) u order by u) s`,
  );
}

/** The person's newest row of this group if it is still open at `at`. */
async function openGroup(tx: DbOrTx, draft: NotificationDraft) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, draft.userId),
        eq(notifications.groupKey, draft.groupKey!),
        gt(notifications.createdAt, new Date(draft.at.getTime() - NOTIFICATION_GROUP_WINDOW_MS)),
        lte(notifications.createdAt, draft.at),
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  return row;
}

/**
 * Writes the drafts in the caller's transaction: nothing for the actor themself or for a
 * project the person muted; a draft whose group is open joins it (count, title, newest link and
 * metadata, unread again) and is announced as `notification_updated`, any other becomes a new
 * row announced as `notification_created`, once the transaction commits. Returns how many
 * drafts were written (joined or new).
 */
export async function deliverNotifications(
  tx: DbOrTx,
  drafts: NotificationDraft[],
  actorId: string | null,
): Promise<number> {
  const own = drafts.filter((draft) => draft.userId !== actorId);
  if (own.length === 0) return 0;
  const muted = await mutedPairs(tx, own);
  const wanted = own
    .filter((draft) => !draft.projectId || !muted.has(`${draft.userId}:${draft.projectId}`))
    .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  await lockRecipients(
    tx,
    wanted.filter((draft) => draft.groupKey).map((draft) => draft.userId),
  );
  // Counters before any notification row, like every other write (mark-notifications-read.ts).
  const grouped = [...new Set(wanted.filter((d) => d.groupKey).map((d) => d.userId))];
  if (grouped.length > 0) {
    await tx
      .select({ userId: notificationCounts.userId })
      .from(notificationCounts)
      .where(inArray(notificationCounts.userId, grouped))
      .orderBy(notificationCounts.userId)
      .for('update');
  }
  for (const draft of wanted) {
    const group = draft.groupKey ? await openGroup(tx, draft) : undefined;
    const title = group && groupedTitle(draft.type, (group.metadata.count ?? 1) + 1);
    if (group && title) {
      const count = (group.metadata.count ?? 1) + 1;
      await tx
        .update(notifications)
        .set({
          title,
          message: groupedMessage(draft.title, draft.metadata),
          link: draft.link,
          metadata: { ...draft.metadata, count },
          read: false,
          updatedAt: draft.at,
        })
        .where(eq(notifications.id, group.id));
      afterCommit(tx, { t: 'notification_updated', u: draft.userId, id: group.id });
      continue;
    }
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: draft.userId,
        notificationType: draft.type,
        title: draft.title,
        message: draft.message,
        link: draft.link,
        metadata: draft.metadata,
        projectId: draft.projectId,
        groupKey: draft.groupKey,
        invitationId: draft.invitationId ?? null,
        createdAt: draft.at,
        updatedAt: draft.at,
      })
      .returning({ id: notifications.id });
    afterCommit(tx, { t: 'notification_created', u: draft.userId, id: row!.id });
  }
  return wanted.length;
}
