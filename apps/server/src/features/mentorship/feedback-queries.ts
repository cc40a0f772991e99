import { and, asc, eq, or } from 'drizzle-orm';
import type { SessionFeedbackJson } from '@crewline/shared/contracts/mentorship-feedback';
import { SESSION_NOT_FOUND } from '@crewline/shared/contracts/mentorship';
import { mentorshipFeedback, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';

/**
 * GET /api/mentorship/sessions/{id}/feedback: the feedback of a session the caller is a party
 * of that they wrote or that is about them, oldest first; anyone else → 404.
 */
export async function listSessionFeedback(
  db: DbOrTx,
  userId: string,
  sessionId: string,
): Promise<SessionFeedbackJson[]> {
  const [session] = await db
    .select({ id: mentorshipSessions.id })
    .from(mentorshipSessions)
    .where(
      and(
        eq(mentorshipSessions.id, sessionId),
        or(eq(mentorshipSessions.requesterId, userId), eq(mentorshipSessions.mentorId, userId)),
      ),
    );
  if (!session) throw new NotFoundError(SESSION_NOT_FOUND);
  const rows = await db
    .select()
    .from(mentorshipFeedback)
    .where(
      and(
        eq(mentorshipFeedback.sessionId, sessionId),
        or(eq(mentorshipFeedback.authorId, userId), eq(mentorshipFeedback.aboutUserId, userId)),
      ),
    )
    .orderBy(asc(mentorshipFeedback.createdAt), asc(mentorshipFeedback.id));
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.sessionId,
    authorRole: row.authorRole as SessionFeedbackJson['authorRole'],
    writtenByYou: row.authorId === userId,
    aboutUserId: row.aboutUserId,
    rating: row.rating,
    feedbackText: row.feedbackText,
    wasHelpful: row.wasHelpful,
    wouldRecommend: row.wouldRecommend,
    createdAt: row.createdAt.toISOString(),
  }));
}
