import { eq } from 'drizzle-orm';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { lockSessionRow } from './session-queries.ts';
import { assertTransition } from './session-transition-policy.ts';

/** PUT /api/mentorship/sessions/{id}/start: either party begins a scheduled session. */
export async function startSession(
  db: Db,
  options: { userId: string; sessionId: string; now: Date },
): Promise<void> {
  const { userId, sessionId, now } = options;
  await db.transaction(async (tx) => {
    const session = await lockSessionRow(tx, sessionId);
    assertTransition(session, userId, 'start');
    await tx
      .update(mentorshipSessions)
      .set({ status: 'active', actualStartTime: now, updatedAt: now })
      .where(eq(mentorshipSessions.id, sessionId));
    await announceSessionChange(tx, { sessionId, event: 'started', actorId: userId, at: now });
  });
}
