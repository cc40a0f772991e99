import { eq } from 'drizzle-orm';
import { NO_SHOW_TOO_EARLY, type NoShowBody } from '@crewline/shared/contracts/mentorship';
import { mentorshipCreditLedger, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { ensureStartingGrant } from './ensure-starting-grant.ts';
import { lockSessionRow } from './session-queries.ts';
import { assertTransition } from './session-transition-policy.ts';

/**
 * PUT /api/mentorship/sessions/{id}/no-show: either party says a scheduled session did not
 * happen because someone did not come, once its time has come. A mentor who stayed away costs the
 * requester nothing (their held credits come back as a `refund`); a requester who stayed away
 * still pays the mentor, who kept the time free (a `transfer`).
 */
export async function recordNoShow(
  db: Db,
  options: { userId: string; sessionId: string; body: NoShowBody; now: Date },
): Promise<void> {
  const { userId, sessionId, body, now } = options;
  await db.transaction(async (tx) => {
    const session = await lockSessionRow(tx, sessionId);
    assertTransition(session, userId, 'no_show');
    if (!session.scheduledTime || session.scheduledTime > now) {
      throw new ConflictError(NO_SHOW_TOO_EARLY);
    }
    await tx
      .update(mentorshipSessions)
      .set({ status: 'no_show', updatedAt: now })
      .where(eq(mentorshipSessions.id, sessionId));
    // A mentor whose account was deleted meanwhile cannot be paid: the requester gets it back.
    const payMentor = body.missed_by === 'requester' && session.mentorId !== null;
    // A mentor paid before they ever looked at their credits still gets their grant first.
    if (session.mentorId) await ensureStartingGrant(tx, session.mentorId);
    await tx.insert(mentorshipCreditLedger).values({
      userId: payMentor ? session.mentorId! : session.requesterId,
      type: payMentor ? 'transfer' : 'refund',
      amount: session.creditsUsed,
      sessionId,
    });
    await announceSessionChange(tx, {
      sessionId,
      event: 'no_show',
      actorId: userId,
      at: now,
      missedBy: body.missed_by,
    });
  });
}
