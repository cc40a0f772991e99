import { eq } from 'drizzle-orm';
import {
  MENTORSHIP_CANCELLABLE_STATUSES,
  SESSION_CANCEL_REQUESTER_ONLY,
  SESSION_NOT_FOUND,
  sessionNotCancellable,
  type MentorshipSessionStatus,
} from '@crewline/shared/contracts/mentorship';
import { mentorshipCreditLedger, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';

const cancellable: readonly string[] = MENTORSHIP_CANCELLABLE_STATUSES;

/**
 * PUT /api/mentorship/sessions/{id}/cancel: the requester calls off a session that has not
 * started, and its held credits come back as one `refund` row. The session row is locked first,
 * so a cancel racing any other change is decided once; the ledger's unique index on a session's
 * refund makes a second refund impossible even so.
 */
export async function cancelSession(
  db: Db,
  options: { userId: string; sessionId: string; now: Date },
): Promise<void> {
  const { userId, sessionId, now } = options;
  await db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(mentorshipSessions)
      .where(eq(mentorshipSessions.id, sessionId))
      .for('update');
    if (!session || (session.requesterId !== userId && session.mentorId !== userId)) {
      throw new NotFoundError(SESSION_NOT_FOUND);
    }
    if (session.requesterId !== userId) throw new ForbiddenError(SESSION_CANCEL_REQUESTER_ONLY);
    if (!cancellable.includes(session.status)) {
      throw new ConflictError(sessionNotCancellable(session.status as MentorshipSessionStatus));
    }
    await tx
      .update(mentorshipSessions)
      .set({ status: 'cancelled', updatedAt: now })
      .where(eq(mentorshipSessions.id, sessionId));
    await tx.insert(mentorshipCreditLedger).values({
      userId: session.requesterId,
      type: 'refund',
      amount: session.creditsUsed,
      sessionId,
    });
  });
}
