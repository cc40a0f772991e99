import { eq } from 'drizzle-orm';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/** What happened to a mentorship session, as its parties are told. */
export type SessionEvent =
  | 'requested'
  | 'accepted'
  | 'declined'
  | 'cancelled'
  | 'started'
  | 'completed'
  | 'no_show'
  | 'expired'
  | 'feedback'
  | 'reminder';

export type SessionChange = {
  sessionId: string;
  event: SessionEvent;
  /** Who made the change; null when a job did (expiry, reminder). */
  actorId: string | null;
  at: Date;
  /** A no-show's missing side, which its notification says. */
  missedBy?: 'mentor' | 'requester';
};

type Parties = { requesterId: string; mentorId: string | null };

/**
 * Whose balance a change moved: the requester's hold, refund or expiry; the mentor's transfer at
 * completion (the requester's refund when the mentor's account is gone); a no-show moves one of
 * the two, so both are told.
 */
function paidBy(event: SessionEvent, { requesterId, mentorId }: Parties): string[] {
  switch (event) {
    case 'requested':
    case 'cancelled':
    case 'expired':
      return [requesterId];
    case 'completed':
      return [mentorId ?? requesterId];
    case 'no_show':
      return mentorId ? [requesterId, mentorId] : [requesterId];
    case 'accepted':
    case 'declined':
    case 'started':
    case 'feedback':
    case 'reminder':
      return [];
  }
}

/**
 * Tells a session's parties about a change, from inside the transaction that made it, so nothing
 * is announced for a change that rolled back: their open tabs get the session as it now is, and
 * the balances it moved. A mentor who declined is told too, so the request leaves
 * their list. The person the change concerns also gets a notification (in the notification
 * centre, so their e-mail and push preferences apply), written in this same transaction: it
 * exists exactly when the change does, and a job's change (expiry, reminder) is notified once
 * because the job's claim is made in this transaction too. Starting and completing notify
 * nobody: both people are in the session when it happens.
 */
export async function announceSessionChange(tx: DbOrTx, change: SessionChange): Promise<void> {
  const [session] = await tx
    .select({ requesterId: mentorshipSessions.requesterId, mentorId: mentorshipSessions.mentorId })
    .from(mentorshipSessions)
    .where(eq(mentorshipSessions.id, change.sessionId));
  if (!session) return;
  const users = new Set([session.requesterId]);
  if (session.mentorId) users.add(session.mentorId);
  if (change.event === 'declined' && change.actorId) users.add(change.actorId);
  if (change.event !== 'started' && change.event !== 'completed') {
    const { event, sessionId, actorId, missedBy } = change;
    await notifyEvent(
      tx,
      {
        kind: 'mentorship_session',
        sessionId,
        event,
        actorId,
        ...(missedBy && { missedBy }),
        at: change.at.toISOString(),
      },
      users.size,
    );
  }
  afterCommit(tx, {
    t: 'mentorship_session_updated',
    id: change.sessionId,
    users: [...users],
    credits: paidBy(change.event, session),
  });
}
