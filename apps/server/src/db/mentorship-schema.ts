import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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

/**
 * Every movement of credits, one row each: a person's balance is the sum of their rows' signed
 * amounts and nothing else. Every account gets exactly one `grant` (the partial unique index
 * makes a second one impossible, however many first reads race). `session_id` has no foreign
 * key yet: the sessions table comes with session requests.
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
    sessionId: uuid('session_id'),
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
    check(
      'mentorship_credit_ledger_type_check',
      sql`${t.type} in ('grant', 'hold', 'release', 'transfer', 'refund')`,
    ),
  ],
);
