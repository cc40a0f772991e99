import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const emptyTextArray = sql`'{}'::text[]`;

/**
 * The curated skills catalogue a developer profile and a session request pick from. Seeded by
 * migration in the order the web shows it (most common first), `id` giving that order.
 */
export const mentorshipSkills = pgTable(
  'mentorship_skills',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
  },
  // A name is looked up whatever its letter case, so two spellings of one skill cannot coexist.
  (t) => [uniqueIndex('mentorship_skills_name_unique').on(sql`lower(${t.name})`)],
);

/**
 * A person's developer profile: what they know, when they are free and whether they mentor. No
 * row until its owner first saves one (the API answers the defaults until then); name and bio
 * stay on the account.
 */
export const mentorshipProfiles = pgTable('mentorship_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skills: text('skills').array().notNull().default(emptyTextArray),
  languages: text('languages').array().notNull().default(emptyTextArray),
  frameworks: text('frameworks').array().notNull().default(emptyTextArray),
  expertise: text('expertise').array().notNull().default(emptyTextArray),
  timezone: text('timezone').notNull().default('UTC'),
  availabilityHoursPerWeek: integer('availability_hours_per_week').notNull().default(0),
  githubUsername: text('github_username'),
  isMentor: boolean('is_mentor').notNull().default(false),
  yearsExperience: integer('years_experience').notNull().default(0),
  maxSessionsPerWeek: integer('max_sessions_per_week').notNull().default(5),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One time the requester could meet, in their profile's time zone. */
export type PreferredTimeSlot = { date: string; startTime: string; endTime: string };

/**
 * A mentorship session, from request to its end. Its cost (`credits_used`) is held from the
 * requester's credits when it is requested; `mentor_id` is null while the request sits in the
 * open pool (and when the mentor's account is deleted).
 */
export const mentorshipSessions = pgTable(
  'mentorship_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull().default(''),
    skills: text('skills').array().notNull().default(emptyTextArray),
    durationMinutes: integer('duration_minutes').notNull(),
    creditsUsed: integer('credits_used').notNull(),
    status: text('status').notNull().default('pending'),
    preferredTimeSlots: jsonb('preferred_time_slots')
      .$type<PreferredTimeSlot[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    actualStartTime: timestamp('actual_start_time', { withTimezone: true }),
    actualEndTime: timestamp('actual_end_time', { withTimezone: true }),
    // When a request nobody accepts runs out: the end of its last preferred slot, as an instant.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Set once the 15-minute reminder went out, so it goes out once however many processes run.
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    sessionUrl: text('session_url'),
    requesterNotes: text('requester_notes'),
    mentorNotes: text('mentor_notes'),
    requesterRating: integer('requester_rating'),
    mentorRating: integer('mentor_rating'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "My sessions", newest first, as requester and as mentor.
    index('mentorship_sessions_requester_idx').on(t.requesterId, t.createdAt.desc(), t.id.desc()),
    index('mentorship_sessions_mentor_idx').on(t.mentorId, t.createdAt.desc(), t.id.desc()),
    // The open pool: requests nobody has taken yet.
    index('mentorship_sessions_open_pool_idx')
      .on(t.status, t.createdAt.desc())
      .where(sql`${t.mentorId} is null`),
    // A mentor's sessions in a week (the weekly limit) and the reminder and expiry jobs.
    index('mentorship_sessions_mentor_scheduled_idx').on(t.mentorId, t.scheduledTime),
    index('mentorship_sessions_status_scheduled_idx').on(t.status, t.scheduledTime),
    index('mentorship_sessions_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'mentorship_sessions_status_check',
      sql`${t.status} in ('pending', 'matched', 'scheduled', 'active', 'completed', 'cancelled', 'no_show')`,
    ),
    check('mentorship_sessions_credits_check', sql`${t.creditsUsed} > 0`),
  ],
);

/**
 * Every movement of credits, one row each: a person's balance is the sum of their rows' signed
 * amounts and nothing else. Every account gets exactly one `grant` (the partial unique index
 * makes a second one impossible, however many first reads race), and a session at most one
 * `refund`, so its held credits can never come back twice.
 */
export const mentorshipCreditLedger = pgTable(
  'mentorship_credit_ledger',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    amount: integer('amount').notNull(),
    sessionId: uuid('session_id').references(() => mentorshipSessions.id, {
      onDelete: 'set null',
    }),
    // The wall clock, not the transaction's start: rows written by one transaction (a hold and
    // its release) still list in the order they were written.
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    // The balance (a sum over one person) and the newest-first history both walk this index.
    index('mentorship_credit_ledger_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('mentorship_credit_ledger_one_grant')
      .on(t.userId)
      .where(sql`${t.type} = 'grant'`),
    uniqueIndex('mentorship_credit_ledger_one_refund')
      .on(t.sessionId)
      .where(sql`${t.type} = 'refund'`),
    check(
      'mentorship_credit_ledger_type_check',
      sql`${t.type} in ('grant', 'hold', 'release', 'transfer', 'refund')`,
    ),
  ],
);

/**
 * What one party of a completed session says about the other: each side at most once (the
 * unique index). `author_role` says which side wrote it, so a mentor's public rating is the
 * average over the rows requesters wrote about them.
 */
export const mentorshipFeedback = pgTable(
  'mentorship_feedback',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentorshipSessions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    aboutUserId: uuid('about_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    feedbackText: text('feedback_text').notNull().default(''),
    wasHelpful: boolean('was_helpful').notNull(),
    wouldRecommend: boolean('would_recommend').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mentorship_feedback_one_per_side').on(t.sessionId, t.authorRole),
    // A mentor's rating: the requesters' rows about them.
    index('mentorship_feedback_about_idx').on(t.aboutUserId, t.authorRole),
    check('mentorship_feedback_role_check', sql`${t.authorRole} in ('requester', 'mentor')`),
    check('mentorship_feedback_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * The calendar invitation mails of accepted sessions, one row per party, written in the
 * acceptance's transaction and sent afterwards by session-invitation-job.ts. `state`: 'pending',
 * 'sending:<ISO time of the claim>' while a process sends it, 'sent', or 'skipped' (the session
 * was no longer scheduled, or the person has no address). A failed send makes it pending again
 * after `run_after`.
 */
export const mentorshipInvitationMails = pgTable(
  'mentorship_invitation_mails',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => mentorshipSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mentorship_invitation_mails_one_per_party').on(t.sessionId, t.userId),
    index('mentorship_invitation_mails_pending_idx')
      .on(t.runAfter)
      .where(sql`${t.state} = 'pending'`),
  ],
);
