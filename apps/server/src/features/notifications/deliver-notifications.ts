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
import { englishWording } from './notification-titles.ts';
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

/**
 * One slice of an event's audience, in user-id order: the people after `after` (null: from the
 * first), at most `limit` of the large part of the audience (a project's or a thread's members).
 */
export type AudiencePage = { after: string | null; limit: number };

/** Every recipient at once: for events whose audience is a few people. */
export const WHOLE_AUDIENCE: AudiencePage = { after: null, limit: Number.MAX_SAFE_INTEGER };

/**
 * An event's drafts for one page of its audience, whose action it was (they are not told of
 * it), and the last user id the page covered when more people may follow (null: it was the last).
 */
export type DraftsPage = {
  drafts: NotificationDraft[];
  actorId: string | null;
  last: string | null;
};

/**
 * The page's upper bound once its members are read: the last one read when the page was full
 * (more may follow), else none (everyone after `after` is in this page).
 */
export function pageEnd(ids: readonly string[], page: AudiencePage): string | null {
  return ids.length >= page.limit ? ids[ids.length - 1]! : null;
}

/** Whether `userId` falls in the page that ends at `end` (null: no end). */
export function inPage(userId: string, page: AudiencePage, end: string | null): boolean {
  return (page.after === null || userId > page.after) && (end === null || userId <= end);
}

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

type OpenGroup = { id: string; userId: string; groupKey: string; count: number; createdAt: Date };

/**
 * The open groups the drafts may join, in one query: each person's rows of the drafts' groups
 * made within the grouping window before the drafts' times, newest first.
 */
async function openGroups(tx: DbOrTx, drafts: NotificationDraft[]): Promise<OpenGroup[]> {
  const keyed = drafts.filter((draft) => draft.groupKey);
  if (keyed.length === 0) return [];
  const times = keyed.map((draft) => draft.at.getTime());
  const rows = await tx
    .select({
      id: notifications.id,
      userId: notifications.userId,
      groupKey: notifications.groupKey,
      metadata: notifications.metadata,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(keyed.map((draft) => draft.userId))]),
        inArray(notifications.groupKey, [...new Set(keyed.map((draft) => draft.groupKey!))]),
        gt(notifications.createdAt, new Date(Math.min(...times) - NOTIFICATION_GROUP_WINDOW_MS)),
        lte(notifications.createdAt, new Date(Math.max(...times))),
      ),
    )
    .orderBy(desc(notifications.createdAt));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    groupKey: row.groupKey!,
    count: row.metadata.count ?? 1,
    createdAt: row.createdAt,
  }));
}

/** The person's newest row of the draft's group if it is still open at the draft's time. */
function openGroupOf(groups: OpenGroup[], draft: NotificationDraft): OpenGroup | undefined {
  if (!draft.groupKey) return undefined;
  const since = draft.at.getTime() - NOTIFICATION_GROUP_WINDOW_MS;
  return groups.find(
    (group) =>
      group.userId === draft.userId &&
      group.groupKey === draft.groupKey &&
      group.createdAt.getTime() > since &&
      group.createdAt.getTime() <= draft.at.getTime(),
  );
}

/**
 * Writes drafts of which no two share a person and a group: open groups are read in one query,
 * new rows are inserted in one statement, so a batch of hundreds of people is a few queries.
 */
async function writeDrafts(tx: DbOrTx, wanted: NotificationDraft[]): Promise<void> {
  const groups = await openGroups(tx, wanted);
  const fresh: NotificationDraft[] = [];
  for (const draft of wanted) {
    const group = openGroupOf(groups, draft);
    if (!group) {
      fresh.push(draft);
      continue;
    }
    const metadata = { ...draft.metadata, count: group.count + 1 };
    // The group's title says the count and its message the newest event (wordNotification).
    const worded = englishWording(draft.type, metadata, {
      title: draft.title,
      message: draft.message,
    });
    await tx
      .update(notifications)
      .set({
        title: worded.title,
        message: worded.message,
        link: draft.link,
        metadata,
        read: false,
        updatedAt: draft.at,
      })
      .where(eq(notifications.id, group.id));
    afterCommit(tx, { t: 'notification_updated', u: draft.userId, id: group.id });
  }
  if (fresh.length === 0) return;
  const rows = await tx
    .insert(notifications)
    .values(
      fresh.map((draft) => ({
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
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId });
  afterCommit(
    tx,
    ...rows.map((row) => ({ t: 'notification_created' as const, u: row.userId, id: row.id })),
  );
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
  // A second draft for the same person and group joins the row the first one wrote: rounds.
  let rest = wanted;
  while (rest.length > 0) {
    const seen = new Set<string>();
    const round: NotificationDraft[] = [];
    const later: NotificationDraft[] = [];
    for (const draft of rest) {
      const key = draft.groupKey ? `${draft.userId}:${draft.groupKey}` : null;
      if (key && seen.has(key)) later.push(draft);
      else {
        if (key) seen.add(key);
        round.push(draft);
      }
    }
    await writeDrafts(tx, round);
    rest = later;
  }
  return wanted.length;
}
