import { count, eq } from 'drizzle-orm';
import { projectMembers } from '../../db/schema.ts';
import { notificationJobs } from '../../db/notification-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import {
  deliverNotifications,
  WHOLE_AUDIENCE,
  type AudiencePage,
  type DraftsPage,
} from './deliver-notifications.ts';
import { commentDrafts, messageDrafts } from './notification-drafts-chat.ts';
import {
  invitationDrafts,
  membershipDrafts,
  statusChangedDrafts,
  taskAssignedDrafts,
} from './notification-drafts-project.ts';
import {
  mentorshipDrafts,
  type MentorshipNotificationEvent,
} from './notification-drafts-mentorship.ts';
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
    }
  | ({ kind: 'mentorship_session'; at: string } & MentorshipNotificationEvent);

/** Up to this many people are notified inside the event's own transaction; more go to the job. */
const INLINE_FAN_OUT_MAX = 3;

/** The drafts an event makes for one page of its audience (small audiences: one page). */
async function draftsOf(
  tx: DbOrTx,
  event: NotificationEvent,
  page: AudiencePage,
): Promise<DraftsPage> {
  const at = new Date(event.at);
  switch (event.kind) {
    case 'message_sent':
      return messageDrafts(tx, event.messageId, at, page);
    case 'comment_created':
      return commentDrafts(tx, event.commentId, at);
    case 'task_assigned':
      return {
        drafts: await taskAssignedDrafts(tx, event, at),
        actorId: event.actorId,
        last: null,
      };
    case 'invitation_sent':
      return { ...(await invitationDrafts(tx, event.invitationId, at)), last: null };
    case 'project_status_changed':
      return { ...(await statusChangedDrafts(tx, event, at, page)), actorId: event.actorId };
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
        last: null,
      };
    case 'mentorship_session':
      return { drafts: await mentorshipDrafts(tx, event, at), actorId: event.actorId, last: null };
  }
}

/**
 * Makes the notifications of one page of an event's audience now, in `tx` (a batch of the job,
 * or a small inline fan-out with the whole audience). Returns the last user id the page covered
 * when more people may follow, else null: the event is done.
 */
export async function expandNotificationEvent(
  tx: DbOrTx,
  event: NotificationEvent,
  page: AudiencePage = WHOLE_AUDIENCE,
): Promise<string | null> {
  const { drafts, actorId, last } = await draftsOf(tx, event, page);
  await deliverNotifications(tx, drafts, actorId);
  return last;
}

/**
 * Records an event's notifications in the transaction of the event itself. `reach` is how many
 * people it may notify (unknown: Infinity): up to INLINE_FAN_OUT_MAX are written now, so they
 * exist exactly when the event does; more are recorded as one `notification_jobs` row (the
 * intent, whatever the audience's size) and expanded by the job in short batches after the
 * commit, which wakes it at once: a request never waits for a fan-out to many people, and
 * neither do the requests of others.
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
