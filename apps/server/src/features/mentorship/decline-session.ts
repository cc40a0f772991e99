import { eq } from 'drizzle-orm';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { lockSessionRow } from './session-queries.ts';
import { assertTransition } from './session-transition-policy.ts';

/**
 * PUT /api/mentorship/sessions/{id}/decline: the mentor a request was sent to turns it down, and
 * it goes to the open pool for any other mentor (its credits stay held; the requester can still
 * cancel). An open request has nobody to decline it.
 */
export async function declineSession(
  db: Db,
  options: { userId: string; sessionId: string; now: Date },
): Promise<void> {
  const { userId, sessionId, now } = options;
  await db.transaction(async (tx) => {
    const session = await lockSessionRow(tx, sessionId);
    assertTransition(session, userId, 'decline');
    await tx
      .update(mentorshipSessions)
      .set({ mentorId: null, updatedAt: now })
      .where(eq(mentorshipSessions.id, sessionId));
    await announceSessionChange(tx, { sessionId, event: 'declined', actorId: userId, at: now });
  });
}
