import { eq } from 'drizzle-orm';
import { mentorshipCreditLedger, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { lockSessionRow } from './session-queries.ts';
import { assertTransition } from './session-transition-policy.ts';

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
    const session = await lockSessionRow(tx, sessionId);
    assertTransition(session, userId, 'cancel');
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
    await announceSessionChange(tx, { sessionId, event: 'cancelled', actorId: userId, at: now });
  });
}
