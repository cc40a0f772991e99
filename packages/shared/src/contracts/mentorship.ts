import { z } from 'zod';
import { MENTORSHIP_TAG_MAX_LENGTH, MENTORSHIP_TAGS_MAX } from '../limits.ts';
import { isTimeZone, TIME_ZONE_INVALID } from './notifications.ts';
import { boundedInt, queryInt } from './ranges.ts';

/**
 * Mentorship (docs/PRODUCT.md, Mentorship): the developer profile, the skills catalogue and the
 * credit ledger. Paths are under /api/mentorship; field names are the product's camelCase, ledger
 * rows snake_case.
 */

/** What a session is about. */
export const MENTORSHIP_SESSION_TYPES = [
  'code_review',
  'pair_coding',
  'brainstorming',
  'architecture_review',
  'debugging_help',
  'career_advice',
  'project_planning',
] as const;
export type MentorshipSessionType = (typeof MENTORSHIP_SESSION_TYPES)[number];

/** A session's length in minutes and what it costs in credits. */
export const MENTORSHIP_SESSION_COSTS = { 30: 1, 60: 2, 90: 3, 120: 4 } as const;
export type MentorshipDuration = keyof typeof MENTORSHIP_SESSION_COSTS;

/** The kinds of ledger row; a balance is the sum of a person's rows' signed amounts. */
export const CREDIT_LEDGER_TYPES = ['grant', 'hold', 'release', 'transfer', 'refund'] as const;
export type CreditLedgerType = (typeof CREDIT_LEDGER_TYPES)[number];

/** GET /credits/ledger: the page size when none is asked for, and the largest page. */
export const CREDIT_LEDGER_PAGE_DEFAULT = 20;
export const CREDIT_LEDGER_PAGE_MAX = 100;
/** The furthest a ledger page may start: far beyond any real history, small enough to scan. */
export const CREDIT_LEDGER_OFFSET_MAX = 1_000_000;

/** The bounds of the profile's numbers. */
export const AVAILABILITY_HOURS_MAX = 168;
export const YEARS_EXPERIENCE_MAX = 80;
export const MAX_SESSIONS_PER_WEEK_MIN = 1;
export const MAX_SESSIONS_PER_WEEK_MAX = 50;
/** GitHub's own limit on a username's length. */
export const GITHUB_USERNAME_MAX_LENGTH = 39;

/** 422 texts. */
export const SKILL_UNKNOWN = 'Unknown skill: choose one from the skills list';
export const TAG_EMPTY = 'A tag cannot be empty';
export const TAG_TOO_LONG = `A tag may be at most ${MENTORSHIP_TAG_MAX_LENGTH} characters`;
export const TAGS_TOO_MANY = `At most ${MENTORSHIP_TAGS_MAX} tags`;
export const GITHUB_USERNAME_INVALID =
  'A GitHub username is 1 to 39 letters, digits or single hyphens, not starting or ending with a hyphen';

// Letters and digits in runs joined by single hyphens, or nothing at all (no GitHub account).
const GITHUB_USERNAME = /^(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)?$/;

const tag = z.string().trim().min(1, TAG_EMPTY).max(MENTORSHIP_TAG_MAX_LENGTH, TAG_TOO_LONG);
const tags = () => z.array(tag).max(MENTORSHIP_TAGS_MAX, TAGS_TOO_MANY);

/**
 * Body of PUT /profile: the whole developer profile, every field required (it replaces what was
 * stored). `skills` must be names from GET /skills (any letter case; stored as the catalogue
 * writes them); the other lists are free tags. Repeated tags (any letter case) are kept once.
 * An empty `githubUsername` means none, the same as null.
 */
export const developerProfileBody = z.strictObject({
  skills: tags(),
  languages: tags(),
  frameworks: tags(),
  expertise: tags(),
  timezone: z.string().max(100).refine(isTimeZone, { error: TIME_ZONE_INVALID }),
  availabilityHoursPerWeek: boundedInt(0, AVAILABILITY_HOURS_MAX),
  githubUsername: z
    .string()
    .trim()
    .max(GITHUB_USERNAME_MAX_LENGTH, GITHUB_USERNAME_INVALID)
    .regex(GITHUB_USERNAME, GITHUB_USERNAME_INVALID)
    .nullable(),
  isMentor: z.boolean(),
  yearsExperience: boundedInt(0, YEARS_EXPERIENCE_MAX),
  maxSessionsPerWeek: boundedInt(MAX_SESSIONS_PER_WEEK_MIN, MAX_SESSIONS_PER_WEEK_MAX),
});
export type DeveloperProfileBody = z.infer<typeof developerProfileBody>;

/** What a profile holds before its owner first saves one. */
export const DEFAULT_DEVELOPER_PROFILE: DeveloperProfileBody = {
  skills: [],
  languages: [],
  frameworks: [],
  expertise: [],
  timezone: 'UTC',
  availabilityHoursPerWeek: 0,
  githubUsername: null,
  isMentor: false,
  yearsExperience: 0,
  maxSessionsPerWeek: 5,
};

/**
 * GET and PUT /profile: the developer profile with the account's name and bio (edited in
 * Settings → Profile). `complete` is true when both are non-empty: searching for mentors and
 * requesting sessions need it.
 */
export type DeveloperProfileJson = DeveloperProfileBody & {
  userId: string;
  fullName: string;
  bio: string;
  complete: boolean;
};

/** One entry of GET /skills (the catalogue, most common first). */
export type SkillTagJson = { id: number; name: string };

/** GET /credits. */
export type CreditBalanceJson = { currentBalance: number };

/** Query of GET /credits/ledger. */
export const creditLedgerQuery = z.object({
  limit: queryInt(1, CREDIT_LEDGER_PAGE_MAX).default(CREDIT_LEDGER_PAGE_DEFAULT),
  offset: queryInt(0, CREDIT_LEDGER_OFFSET_MAX).default(0),
});
export type CreditLedgerQuery = z.infer<typeof creditLedgerQuery>;

/** One ledger row: `amount` is signed (a hold is negative, its refund positive). */
export type CreditLedgerEntryJson = {
  id: string;
  type: CreditLedgerType;
  amount: number;
  session_id: string | null;
  created_at: string;
};

/** GET /credits/ledger: a page of the caller's rows, newest first, and how many there are. */
export type CreditLedgerPageJson = {
  entries: CreditLedgerEntryJson[];
  total: number;
  limit: number;
  offset: number;
};
