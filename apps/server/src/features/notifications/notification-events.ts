import { count, eq } from 'drizzle-orm';
import { projectMembers } from '../../db/schema.ts';
import { notificationJobs } from '../../db/notification-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { deliverNotifications, type NotificationDraft } from './deliver-notifications.ts';
import { commentDrafts, messageDrafts } from './notification-drafts-chat.ts';
import {
  invitationDrafts,
  membershipDrafts,
  statusChangedDrafts,
  taskAssignedDrafts,
} from './notification-drafts-project.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A domain event that notifies people, as stored in a `notification_jobs` row (plain JSON: ids
 * and the event's time, never an entity, so the job reads the state as committed).
 */
export type NotificationEvent =
  | { kind: 'message_sent'; messageId: string; at: string }
  | { kind: 'comment_created'; commentId: string; at: string }
  | { kind: 'task_assigned'; taskId: string; assigneeId: string; actorId: string; at: string }
  | { kind: 'invitation_sent'; invitationId: string; at: string }
  | { kind: 'project_status_changed'; projectId: string; actorId: string; to: string; at: string }
  | {
      kind: 'member_joined' | 'member_left';
      projectId: string;
      userId: string;
      actorId: string;
      at: string;
    };

/** Up to this many people are notified inside the event's own transaction; more go to the job. */
const INLINE_FAN_OUT_MAX = 3;

/** The drafts an event makes and whose action it was (they are not told of it). */
async function draftsOf(
  tx: DbOrTx,
  event: NotificationEvent,
): Promise<{ drafts: NotificationDraft[]; actorId: string | null }> {
  const at = new Date(event.at);
  switch (event.kind) {
    case 'message_sent':
      return messageDrafts(tx, event.messageId, at);
    case 'comment_created':
      return commentDrafts(tx, event.commentId, at);
    case 'task_assigned':
      return { drafts: await taskAssignedDrafts(tx, event, at), actorId: event.actorId };
    case 'invitation_sent':
      return invitationDrafts(tx, event.invitationId, at);
    case 'project_status_changed':
      return { drafts: await statusChangedDrafts(tx, event, at), actorId: event.actorId };
    case 'member_joined':
    case 'member_left':
      return {
        drafts: await membershipDrafts(
          tx,
          {
            projectId: event.projectId,
            userId: event.userId,
            joined: event.kind === 'member_joined',
          },
          at,
        ),
        actorId: event.actorId,
      };
  }
}

/** Makes an event's notifications now, in `tx` (the job, or a small inline fan-out). */
export async function expandNotificationEvent(
  tx: DbOrTx,
  event: NotificationEvent,
): Promise<number> {
  const { drafts, actorId } = await draftsOf(tx, event);
  return deliverNotifications(tx, drafts, actorId);
}

/**
 * Records an event's notifications in the transaction of the event itself, so they exist
 * exactly when the event does. `reach` is how many people it may notify (unknown: Infinity):
 * up to INLINE_FAN_OUT_MAX are written now; more are written as one `notification_jobs` row
 * and expanded by the job, which this process's commit wakes at once, so a request never waits
 * for a fan-out to many people.
 */
export async function notifyEvent(
  tx: DbOrTx,
  event: NotificationEvent,
  reach: number,
): Promise<void> {
  if (reach <= 0) return;
  if (reach <= INLINE_FAN_OUT_MAX) {
    await expandNotificationEvent(tx, event);
    return;
  }
  await tx.insert(notificationJobs).values({ event });
  afterCommit(tx, { t: 'notification_jobs' });
}

/** How many members a project has: the reach of an event every member hears of. */
export async function projectReach(tx: DbOrTx, projectId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  return row?.n ?? 0;
}
