import { eq } from 'drizzle-orm';
import {
  FEEDBACK_ALREADY_GIVEN,
  feedbackTooEarly,
  type SessionFeedbackBody,
} from '@crewline/shared/contracts/mentorship-feedback';
import {
  SESSION_NOT_FOUND,
  type MentorshipSessionStatus,
} from '@crewline/shared/contracts/mentorship';
import { mentorshipFeedback, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { announceSessionChange } from './announce-session-change.ts';
import { lockSessionRow } from './session-queries.ts';

/**
 * POST /api/mentorship/sessions/feedback: one party rates a completed session and says how it
 * went, about the other party; each side once. The session's `requesterRating` and
 * `mentorRating` are the ratings its requester and its mentor gave. Under the session's lock, so
 * a double submit is decided once (the unique index on a session's side guards it as well).
 */
export async function giveFeedback(
  db: Db,
  options: { userId: string; body: SessionFeedbackBody; now: Date },
): Promise<void> {
  const { userId, body, now } = options;
  await db.transaction(async (tx) => {
    const session = await lockSessionRow(tx, body.sessionId);
    const asRequester = session?.requesterId === userId;
    if (!session || (!asRequester && session.mentorId !== userId)) {
      throw new NotFoundError(SESSION_NOT_FOUND);
    }
    if (session.status !== 'completed') {
      throw new ConflictError(feedbackTooEarly(session.status as MentorshipSessionStatus));
    }
    const authorRole = asRequester ? 'requester' : 'mentor';
    const given = asRequester ? session.requesterRating : session.mentorRating;
    if (given !== null) throw new ConflictError(FEEDBACK_ALREADY_GIVEN);
    // A completed session has its mentor unless their account was deleted: then the rating
    // concerns nobody, and is kept about the requester's own session only.
    const aboutUserId = asRequester ? session.mentorId : session.requesterId;
    if (aboutUserId) {
      await tx.insert(mentorshipFeedback).values({
        sessionId: session.id,
        authorId: userId,
        authorRole,
        aboutUserId,
        rating: body.rating,
        feedbackText: body.feedbackText,
        wasHelpful: body.wasHelpful,
        wouldRecommend: body.wouldRecommend,
        createdAt: now,
      });
    }
    await tx
      .update(mentorshipSessions)
      .set(asRequester ? { requesterRating: body.rating } : { mentorRating: body.rating })
      .where(eq(mentorshipSessions.id, session.id));
    await announceSessionChange(tx, {
      sessionId: session.id,
      event: 'feedback',
      actorId: userId,
      at: now,
    });
  });
}
