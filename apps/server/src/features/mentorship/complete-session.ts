import { eq } from 'drizzle-orm';
import { mentorshipCreditLedger, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { ensureStartingGrant } from './ensure-starting-grant.ts';
import { lockSessionRow } from './session-queries.ts';
import { assertTransition } from './session-transition-policy.ts';

/**
 * PUT /api/mentorship/sessions/{id}/complete: either party ends an active session, and the
 * credits held from the requester go to the mentor as one `transfer` row (the requester's hold
 * stays: those credits are spent). Under the session's lock, so a cancel or a second complete
 * racing it finds the session completed.
 */
export async function completeSession(
  db: Db,
  options: { userId: string; sessionId: string; now: Date },
): Promise<void> {
  const { userId, sessionId, now } = options;
  await db.transaction(async (tx) => {
    const session = await lockSessionRow(tx, sessionId);
    assertTransition(session, userId, 'complete');
    await tx
      .update(mentorshipSessions)
      .set({ status: 'completed', actualEndTime: now, updatedAt: now })
      .where(eq(mentorshipSessions.id, sessionId));
    // A mentor paid before they ever looked at their credits still gets their grant first.
    if (session.mentorId) await ensureStartingGrant(tx, session.mentorId);
    // A mentor whose account was deleted meanwhile cannot be paid: the requester gets it back.
    await tx
      .insert(mentorshipCreditLedger)
      .values(
        session.mentorId
          ? { userId: session.mentorId, type: 'transfer', amount: session.creditsUsed, sessionId }
          : { userId: session.requesterId, type: 'refund', amount: session.creditsUsed, sessionId },
      );
    await announceSessionChange(tx, { sessionId, event: 'completed', actorId: userId, at: now });
  });
}
