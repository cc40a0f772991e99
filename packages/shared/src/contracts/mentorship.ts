import { z } from 'zod';
import { MENTORSHIP_TAG_MAX_LENGTH, MENTORSHIP_TAGS_MAX, TEXT_MAX_LENGTH } from '../limits.ts';
import { isCalendarDay } from '../domain/calendar-day.ts';
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

/** A session's states, from request to its end. */
export const MENTORSHIP_SESSION_STATUSES = [
  'pending',
  'matched',
  'scheduled',
  'active',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type MentorshipSessionStatus = (typeof MENTORSHIP_SESSION_STATUSES)[number];

/** The states the requester may still cancel from (the held credits come back). */
export const MENTORSHIP_CANCELLABLE_STATUSES = [
  'pending',
  'matched',
  'scheduled',
] as const satisfies readonly MentorshipSessionStatus[];

/** The bounds of a session request. */
export const SESSION_TOPIC_MAX_LENGTH = 200;
export const SESSION_SKILLS_MAX = 20;
export const SESSION_SLOTS_MAX = 10;

/** GET /sessions: the page size when none is asked for, and the largest page. */
export const SESSION_PAGE_DEFAULT = 20;
export const SESSION_PAGE_MAX = 100;

/** 422 texts of a session request. */
export const SESSION_TOPIC_REQUIRED = 'Please enter a topic';
export const SESSION_TOPIC_TOO_LONG = `A topic may be at most ${SESSION_TOPIC_MAX_LENGTH} characters`;
export const SESSION_DESCRIPTION_TOO_LONG = `A description may be at most ${TEXT_MAX_LENGTH} characters`;
export const SESSION_TYPE_INVALID = `The session type must be one of: ${MENTORSHIP_SESSION_TYPES.join(', ')}`;
export const SESSION_DURATION_INVALID = 'The duration must be 30, 60, 90 or 120 minutes';
export const SESSION_SKILLS_REQUIRED = 'Please select at least one skill';
export const SESSION_SKILLS_TOO_MANY = `At most ${SESSION_SKILLS_MAX} skills`;
export const SESSION_SLOTS_REQUIRED = 'Please add at least one preferred time slot';
export const SESSION_SLOTS_TOO_MANY = `At most ${SESSION_SLOTS_MAX} preferred time slots`;
export const SLOT_DATE_INVALID = 'A date is written YYYY-MM-DD and must exist';
export const SLOT_TIME_INVALID = 'A time is written HH:MM (00:00 to 23:59)';
export const SLOT_END_BEFORE_START = 'The end time must be after the start time';
export const SLOT_DATE_PAST = 'A preferred date cannot be earlier than today';
export const SLOT_START_PAST = 'A preferred time slot cannot start in the past';
export const SESSION_PROFILE_INCOMPLETE =
  'Complete your profile first: add your name and a bio in Settings';
export const SESSION_NAME_MISSING = 'Add your name in Settings → Profile';
export const SESSION_BIO_MISSING = 'Add a bio in Settings → Profile';
export const SESSION_MENTOR_INVALID = 'Choose another person who offers mentoring';
export const INSUFFICIENT_CREDITS = 'Insufficient credits for this session duration';

/** 404, 403 and 409 texts of a session. */
export const SESSION_NOT_FOUND = 'Session not found';
export const SESSION_CANCEL_REQUESTER_ONLY =
  'Only the person who requested a session can cancel it';
/** 409 when a session is past cancelling; names the state it is in. */
export function sessionNotCancellable(status: MentorshipSessionStatus): string {
  return `A ${status} session cannot be cancelled`;
}

/** The changes a session's parties make after the request, as the API names them. */
export const SESSION_ACTIONS = [
  'accept',
  'decline',
  'cancel',
  'start',
  'complete',
  'no_show',
] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];

/** 409 when a session is not in a state the change can be made from; names that state. */
export function sessionActionConflict(action: SessionAction, status: MentorshipSessionStatus) {
  if (action === 'cancel') return sessionNotCancellable(status);
  const verb = {
    accept: 'accepted',
    decline: 'declined',
    start: 'started',
    complete: 'completed',
    no_show: 'marked as a no-show',
  }[action];
  return `A ${status} session cannot be ${verb}`;
}

/** 403 texts: a party making a change that is the other party's. */
export const SESSION_ACCEPT_OWN = 'You cannot accept your own session request';
export const SESSION_ACCEPT_MENTORS_ONLY =
  'Only a person who offers mentoring can accept a session request';
export const SESSION_DECLINE_ADDRESSED_ONLY =
  'Only the mentor a request was sent to can decline it';
/** 409 texts of accepting and of a no-show. */
export const MENTOR_WEEK_FULL =
  'You have reached your limit of sessions for that week: raise it in your developer profile';
export const NO_SHOW_TOO_EARLY =
  'A session can be marked as a no-show only once it was due to start';
/** 422 texts of accepting. */
export const ACCEPT_SLOT_MISSING = 'That preferred time slot does not exist';
export const ACCEPT_SLOT_PAST = 'That preferred time slot has already started: choose a later one';

/** Body of PUT /sessions/{id}/accept: which of the preferred slots (the first when left out). */
export const acceptSessionBody = z
  .strictObject({
    slot: z
      .number({ error: ACCEPT_SLOT_MISSING })
      .int(ACCEPT_SLOT_MISSING)
      .min(0, ACCEPT_SLOT_MISSING)
      .max(SESSION_SLOTS_MAX - 1, ACCEPT_SLOT_MISSING)
      .optional(),
  })
  .nullish();

/** Who missed a session, as the person marking the no-show says. */
export const NO_SHOW_PARTIES = ['mentor', 'requester'] as const;
export type MentorshipNoShowParty = (typeof NO_SHOW_PARTIES)[number];
export const NO_SHOW_PARTY_INVALID = 'Say who missed the session: mentor or requester';
/** Body of PUT /sessions/{id}/no-show. */
export const noShowBody = z.strictObject({
  missed_by: z.enum(NO_SHOW_PARTIES, { error: NO_SHOW_PARTY_INVALID }),
});
export type NoShowBody = z.infer<typeof noShowBody>;

// Hours 00–23 and minutes 00–59, so "24:00" and "9:30" are refused.
const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** One time the requester could meet, in the time zone of their developer profile. */
export const preferredTimeSlot = z
  .strictObject({
    date: z.string().max(10, SLOT_DATE_INVALID).refine(isCalendarDay, { error: SLOT_DATE_INVALID }),
    startTime: z.string().regex(CLOCK_TIME, SLOT_TIME_INVALID),
    endTime: z.string().regex(CLOCK_TIME, SLOT_TIME_INVALID),
  })
  // Zero-padded times compare as text in clock order.
  .refine((slot) => slot.startTime < slot.endTime, {
    error: SLOT_END_BEFORE_START,
    path: ['endTime'],
  });
export type PreferredTimeSlotJson = z.infer<typeof preferredTimeSlot>;

/**
 * Body of POST /sessions. `skills` must be names from GET /skills; without `mentorId` the request
 * goes to the open pool. Whether each slot is still ahead is checked by the server in the
 * requester's time zone.
 */
export const sessionRequestBody = z.strictObject({
  type: z.enum(MENTORSHIP_SESSION_TYPES, { error: SESSION_TYPE_INVALID }),
  topic: z
    .string({ error: SESSION_TOPIC_REQUIRED })
    .trim()
    .min(1, SESSION_TOPIC_REQUIRED)
    .max(SESSION_TOPIC_MAX_LENGTH, SESSION_TOPIC_TOO_LONG),
  description: z.string().trim().max(TEXT_MAX_LENGTH, SESSION_DESCRIPTION_TOO_LONG).default(''),
  skills: z
    .array(tag, { error: SESSION_SKILLS_REQUIRED })
    .min(1, SESSION_SKILLS_REQUIRED)
    .max(SESSION_SKILLS_MAX, SESSION_SKILLS_TOO_MANY),
  durationMinutes: z.literal([30, 60, 90, 120], { error: SESSION_DURATION_INVALID }),
  preferredTimeSlots: z
    .array(preferredTimeSlot, { error: SESSION_SLOTS_REQUIRED })
    .min(1, SESSION_SLOTS_REQUIRED)
    .max(SESSION_SLOTS_MAX, SESSION_SLOTS_TOO_MANY),
  mentorId: z.uuid().nullish(),
});
export type SessionRequestBody = z.infer<typeof sessionRequestBody>;

/**
 * Query of GET /sessions. `pool=open` lists the open requests a mentor could take instead of the
 * caller's own sessions.
 */
export const sessionListQuery = z.object({
  status: z.enum(MENTORSHIP_SESSION_STATUSES).optional(),
  pool: z.literal('open').optional(),
  limit: queryInt(1, SESSION_PAGE_MAX).default(SESSION_PAGE_DEFAULT),
  offset: queryInt(0, CREDIT_LEDGER_OFFSET_MAX).default(0),
});
export type SessionListQuery = z.infer<typeof sessionListQuery>;

/** A party of a session as a session shows them. */
export type SessionPartyJson = { id: string; fullName: string };

/** A mentorship session (times are ISO 8601 instants; slots stay in the requester's zone). */
export type MentorshipSessionJson = {
  id: string;
  type: MentorshipSessionType;
  topic: string;
  description: string;
  skills: string[];
  durationMinutes: MentorshipDuration;
  creditsUsed: number;
  status: MentorshipSessionStatus;
  preferredTimeSlots: PreferredTimeSlotJson[];
  scheduledTime: string | null;
  actualStartTime: string | null;
  actualEndTime: string | null;
  sessionUrl: string | null;
  requesterNotes: string | null;
  mentorNotes: string | null;
  requesterRating: number | null;
  mentorRating: number | null;
  requester: SessionPartyJson | null;
  mentor: SessionPartyJson | null;
  createdAt: string;
  updatedAt: string;
};

/** GET /sessions: a page of sessions, newest first, and how many match in all. */
export type MentorshipSessionPageJson = {
  sessions: MentorshipSessionJson[];
  total: number;
  limit: number;
  offset: number;
};
