import { and, asc, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  mentorshipCreditLedger,
  mentorshipFeedback,
  mentorshipProfiles,
  mentorshipSessions,
} from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The developer profile as stored (null: never saved, so the defaults apply). */
export async function exportedMentorshipProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(mentorshipProfiles)
    .where(eq(mentorshipProfiles.userId, userId));
  if (!row) return null;
  return {
    skills: row.skills,
    languages: row.languages,
    frameworks: row.frameworks,
    expertise: row.expertise,
    timezone: row.timezone,
    availability_hours_per_week: row.availabilityHoursPerWeek,
    github_username: row.githubUsername,
    is_mentor: row.isMentor,
    years_experience: row.yearsExperience,
    max_sessions_per_week: row.maxSessionsPerWeek,
    updated_at: iso(row.updatedAt),
  };
}

type Columns = { id: AnyPgColumn; createdAt: AnyPgColumn };
type Page = (after: SQL | undefined, limit: number) => Promise<{ id: string; createdAt: Date }[]>;

/**
 * The person's mentorship rows as files of the data export, each read page by page in
 * (created_at, id) order: the sessions they are a party of, their credit ledger and the
 * feedback they wrote or that is about them.
 */
export function mentorshipExportFiles(db: DbOrTx, userId: string) {
  const file = <Row extends { id: string; createdAt: Date }>(
    name: string,
    columns: Columns,
    fetch: (after: SQL | undefined, limit: number) => Promise<Row[]>,
    present: (row: Row) => unknown,
  ) => ({ name, columns, fetch: fetch as Page, present: present as (row: unknown) => unknown });
  return [
    file(
      'mentorship-sessions.json',
      mentorshipSessions,
      (after, limit) =>
        db
          .select()
          .from(mentorshipSessions)
          .where(
            and(
              or(
                eq(mentorshipSessions.requesterId, userId),
                eq(mentorshipSessions.mentorId, userId),
              ),
              after,
            ),
          )
          .orderBy(asc(mentorshipSessions.createdAt), asc(mentorshipSessions.id))
          .limit(limit),
      (s) => ({
        id: s.id,
        your_role: s.requesterId === userId ? 'requester' : 'mentor',
        requester_id: s.requesterId,
        mentor_id: s.mentorId,
        type: s.type,
        topic: s.topic,
        description: s.description,
        skills: s.skills,
        duration_minutes: s.durationMinutes,
        credits_used: s.creditsUsed,
        status: s.status,
        preferred_time_slots: s.preferredTimeSlots,
        scheduled_time: iso(s.scheduledTime),
        actual_start_time: iso(s.actualStartTime),
        actual_end_time: iso(s.actualEndTime),
        session_url: s.sessionUrl,
        requester_notes: s.requesterNotes,
        mentor_notes: s.mentorNotes,
        requester_rating: s.requesterRating,
        mentor_rating: s.mentorRating,
        created_at: iso(s.createdAt),
        updated_at: iso(s.updatedAt),
      }),
    ),
    file(
      'mentorship-credits.json',
      mentorshipCreditLedger,
      (after, limit) =>
        db
          .select()
          .from(mentorshipCreditLedger)
          .where(and(eq(mentorshipCreditLedger.userId, userId), after))
          .orderBy(asc(mentorshipCreditLedger.createdAt), asc(mentorshipCreditLedger.id))
          .limit(limit),
      (row) => ({
        id: row.id,
        type: row.type,
        amount: row.amount,
        session_id: row.sessionId,
        created_at: iso(row.createdAt),
      }),
    ),
    file(
      'mentorship-feedback.json',
      mentorshipFeedback,
      (after, limit) =>
        db
          .select()
          .from(mentorshipFeedback)
          .where(
            and(
              or(
                eq(mentorshipFeedback.authorId, userId),
                eq(mentorshipFeedback.aboutUserId, userId),
              ),
              after,
            ),
          )
          .orderBy(asc(mentorshipFeedback.createdAt), asc(mentorshipFeedback.id))
          .limit(limit),
      (f) => ({
        id: f.id,
        session_id: f.sessionId,
        written_by_you: f.authorId === userId,
        author_role: f.authorRole,
        about_user_id: f.aboutUserId,
        rating: f.rating,
        feedback_text: f.feedbackText,
        was_helpful: f.wasHelpful,
        would_recommend: f.wouldRecommend,
        created_at: iso(f.createdAt),
      }),
    ),
  ];
}
