import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../limits.ts';
import type { MentorshipSessionStatus } from './mentorship.ts';

/** Feedback on a completed mentorship session: each party once, about the other. */

export const FEEDBACK_RATING_INVALID = 'A rating is a whole number from 1 to 5';
export const FEEDBACK_TEXT_TOO_LONG = `Feedback may be at most ${TEXT_MAX_LENGTH} characters`;
export const FEEDBACK_ALREADY_GIVEN = 'You have already rated this session';
/** 409 before completion; names the state the session is in. */
export function feedbackTooEarly(status: MentorshipSessionStatus): string {
  return `A ${status} session cannot be rated: only a completed one can`;
}

/** Body of POST /sessions/feedback. */
export const sessionFeedbackBody = z.strictObject({
  sessionId: z.uuid(),
  rating: z
    .number({ error: FEEDBACK_RATING_INVALID })
    .int(FEEDBACK_RATING_INVALID)
    .min(1, FEEDBACK_RATING_INVALID)
    .max(5, FEEDBACK_RATING_INVALID),
  feedbackText: z.string().trim().max(TEXT_MAX_LENGTH, FEEDBACK_TEXT_TOO_LONG).default(''),
  wasHelpful: z.boolean(),
  wouldRecommend: z.boolean(),
});
export type SessionFeedbackBody = z.infer<typeof sessionFeedbackBody>;

/**
 * GET /sessions/{id}/feedback: what the session's parties said, for one of them. Each party sees
 * the feedback they gave and the feedback about them, which in a session of two is both.
 */
export type SessionFeedbackJson = {
  id: string;
  sessionId: string;
  /** Which side of the session wrote it. */
  authorRole: 'requester' | 'mentor';
  writtenByYou: boolean;
  aboutUserId: string;
  rating: number;
  feedbackText: string;
  wasHelpful: boolean;
  wouldRecommend: boolean;
  createdAt: string;
};
