import { eq, inArray } from 'drizzle-orm';
import type { NotificationMetadata } from '@crewline/shared/contracts/notifications';
import { mentorshipLink } from '@crewline/shared/domain/item-links';
import { users } from '../../db/schema.ts';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { NotificationDraft } from './deliver-notifications.ts';
import { englishWording } from './notification-titles.ts';

/** The session events that tell someone; a start or a completion is seen live by both. */
export type MentorshipNotifiedEvent =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'no_show'
  | 'expired'
  | 'feedback'
  | 'reminder';

export type MentorshipNotificationEvent = {
  sessionId: string;
  event: MentorshipNotifiedEvent;
  actorId: string | null;
  missedBy?: 'mentor' | 'requester';
};

type Parties = { requesterId: string; mentorId: string | null };

/** The other party of the session than `userId` (null: there is none yet). */
function otherOf({ requesterId, mentorId }: Parties, userId: string | null): string | null {
  return userId === requesterId ? mentorId : requesterId;
}

/**
 * Who hears of an event, read from the session as it is after the change: the mentor a request
 * was addressed to; the requester of an acceptance, a decline (the mentor is already cleared)
 * or an expiry; the mentor of a cancelled session if it had one (an open request tells nobody);
 * the other party of a no-show or of feedback (feedback is always about the other one); both
 * of a reminder. The actor is left out later by deliverNotifications.
 */
function recipientsOf(event: MentorshipNotificationEvent, session: Parties): string[] {
  switch (event.event) {
    case 'requested':
    case 'cancelled':
      return session.mentorId ? [session.mentorId] : [];
    case 'accepted':
    case 'declined':
    case 'expired':
      return [session.requesterId];
    case 'no_show':
    case 'feedback': {
      const other = otherOf(session, event.actorId);
      return other ? [other] : [];
    }
    case 'reminder':
      return session.mentorId ? [session.requesterId, session.mentorId] : [];
  }
}

/**
 * `mentorship` notifications of a session change, worded from facts kept in metadata (each
 * reader words them in their language), linking to the mentorship page. Never grouped: each
 * is about one session and may ask for an answer.
 */
export async function mentorshipDrafts(
  tx: DbOrTx,
  event: MentorshipNotificationEvent,
  at: Date,
): Promise<NotificationDraft[]> {
  const [session] = await tx
    .select({
      requesterId: mentorshipSessions.requesterId,
      mentorId: mentorshipSessions.mentorId,
      topic: mentorshipSessions.topic,
      scheduledTime: mentorshipSessions.scheduledTime,
    })
    .from(mentorshipSessions)
    .where(eq(mentorshipSessions.id, event.sessionId));
  if (!session) return [];
  const recipients = recipientsOf(event, session).filter((id) => id !== event.actorId);
  if (recipients.length === 0) return [];
  const people = [event.actorId, session.requesterId, session.mentorId].filter(
    (id): id is string => id !== null,
  );
  const names = new Map(
    (
      await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, people))
    ).map((row) => [row.id, row.name]),
  );
  return recipients.map((userId) => {
    // A reminder has no actor: it names the person the recipient meets.
    const named = event.event === 'reminder' ? otherOf(session, userId) : event.actorId;
    const metadata: NotificationMetadata = {
      event: event.event,
      actor_name: (named && names.get(named)) ?? '',
      session_id: event.sessionId,
      session_topic: session.topic,
      ...(session.scheduledTime && { scheduled_time: session.scheduledTime.toISOString() }),
      ...(event.missedBy && { missed_by: event.missedBy }),
    };
    return {
      userId,
      type: 'mentorship' as const,
      ...englishWording('mentorship', metadata),
      link: mentorshipLink(),
      metadata,
      projectId: null,
      groupKey: null,
      at,
    };
  });
}
