import { z } from 'zod';
import { MENTORSHIP_TAG_MAX_LENGTH, MENTORSHIP_TAGS_MAX } from '../limits.ts';
import { isTimeZone, TIME_ZONE_INVALID } from './notifications.ts';
import {
  AVAILABILITY_HOURS_MAX,
  MENTORSHIP_SESSION_TYPES,
  SESSION_TYPE_INVALID,
} from './mentorship.ts';
import { queryInt } from './ranges.ts';

/**
 * GET /api/mentorship/mentors/search (docs/API.md, Mentorship; the score: docs/PRODUCT.md,
 * Mentor search). Query parameters are the product's snake_case, the results its camelCase.
 */

/** The page size when none is asked for, and the largest page. */
export const MENTOR_SEARCH_PAGE_DEFAULT = 20;
export const MENTOR_SEARCH_PAGE_MAX = 100;
/** How many expertise tags, and language and framework tags together, a result carries. */
export const MENTOR_RESULT_EXPERTISE_MAX = 5;
export const MENTOR_RESULT_STACK_TAGS_MAX = 6;

export const MIN_RATING_INVALID = 'The minimum rating is a number from 0 to 5';
export const SEARCH_SKILLS_TOO_MANY = `At most ${MENTORSHIP_TAGS_MAX} skills`;
export const SEARCH_SKILL_TOO_LONG = `A skill may be at most ${MENTORSHIP_TAG_MAX_LENGTH} characters`;

// "a, b,,c" → ["a", "b", "c"]: the web joins the chosen skills with commas.
const skillList = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((skill) => skill.trim())
      .filter((skill) => skill !== ''),
  )
  .pipe(
    z
      .array(z.string().max(MENTORSHIP_TAG_MAX_LENGTH, SEARCH_SKILL_TOO_LONG))
      .max(MENTORSHIP_TAGS_MAX, SEARCH_SKILLS_TOO_MANY),
  );

export const mentorSearchQuery = z.object({
  skills: skillList.optional(),
  session_type: z.enum(MENTORSHIP_SESSION_TYPES, { error: SESSION_TYPE_INVALID }).optional(),
  timezone: z.string().max(100).refine(isTimeZone, { error: TIME_ZONE_INVALID }).optional(),
  // Any number from 0 to 5 (the web offers 4, 4.5 and 5); given, it also drops unrated mentors.
  min_rating: z.coerce
    .number({ error: MIN_RATING_INVALID })
    .min(0, MIN_RATING_INVALID)
    .max(5, MIN_RATING_INVALID)
    .optional(),
  availability_hours: queryInt(0, AVAILABILITY_HOURS_MAX).optional(),
  limit: queryInt(1, MENTOR_SEARCH_PAGE_MAX).default(MENTOR_SEARCH_PAGE_DEFAULT),
});
export type MentorSearchQuery = z.infer<typeof mentorSearchQuery>;

/** One mentor found, best match first. */
export type MentorSearchResultJson = {
  userInfo: { fullName: string; username: string | null; avatarUrl: string | null };
  /** 0–100: how well the mentor fits this search (docs/PRODUCT.md, Mentor search). */
  matchScore: number;
  mentor: {
    userId: string;
    /** The average of the ratings requesters gave them, one decimal; null before the first. */
    rating: number | null;
    ratingCount: number;
    bio: string;
    yearsExperience: number;
    totalSessionsGiven: number;
    availabilityHoursPerWeek: number;
    timezone: string;
    skills: string[];
    expertise: string[];
    languages: string[];
    frameworks: string[];
    githubUsername: string | null;
  };
};
