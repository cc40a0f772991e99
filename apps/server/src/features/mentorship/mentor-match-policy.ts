import { zoneOffsetMs } from '@crewline/shared/domain/zoned-time';

/**
 * How well a mentor fits a search, 0–100 (docs/PRODUCT.md, Mentor search): the sum of the
 * parts below, each a fraction of its weight, rounded to a whole number. The search adds them
 * as `mentorOwnPart + timezonePart + searchPart`.
 */
export const MATCH_WEIGHTS = {
  /** The share of the searched skills the mentor offers (nothing when no skill is searched). */
  skills: 40,
  /** Their average rating out of 5; a mentor nobody rated yet counts as half. */
  rating: 20,
  /** Weekly hours offered, full from AVAILABILITY_FULL_HOURS up. */
  availability: 15,
  /** Hours between their UTC offset and the searcher's, full at 0, nothing from 12 apart. */
  timezone: 15,
  /** Languages they share with the searcher's profile, full from SHARED_LANGUAGES_FULL up. */
  languages: 5,
  /** Whether they completed a session of the searched type before (only when one is given). */
  sessionType: 5,
} as const;

export const AVAILABILITY_FULL_HOURS = 10;
export const TIMEZONE_ZERO_HOURS = 12;
export const SHARED_LANGUAGES_FULL = 2;
/** The rating part of someone nobody has rated yet, as a fraction of its weight. */
export const UNRATED_SHARE = 0.5;

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** What the score reads of a mentor alone. */
export type MatchMentor = {
  availabilityHoursPerWeek: number;
  rating: number | null;
};

/** What the score reads of the search. `languages` lower-case: the searcher's profile's. */
export type MatchSearch = {
  skills: readonly string[];
  languages: ReadonlySet<string>;
  offsetMinutes: number;
  at: Date;
};

/** A search as the score reads it, from the searcher's zone at the moment of the search. */
export function matchSearch(options: {
  skills: readonly string[];
  languages: readonly string[];
  timeZone: string;
  at: Date;
}): MatchSearch {
  return {
    skills: options.skills,
    languages: new Set(options.languages.map((language) => language.toLowerCase())),
    offsetMinutes: utcOffsetMinutes(options.timeZone, options.at),
    at: options.at,
  };
}

/**
 * The weighted parts that depend on the mentor alone, rating and weekly hours: the same for
 * every search, so the search works them out once per read of the mentors.
 */
export function mentorOwnPart(mentor: MatchMentor) {
  const rating = mentor.rating === null ? UNRATED_SHARE : mentor.rating / 5;
  const hours = Math.min(mentor.availabilityHoursPerWeek, AVAILABILITY_FULL_HOURS);
  return (
    MATCH_WEIGHTS.rating * rating + (MATCH_WEIGHTS.availability * hours) / AVAILABILITY_FULL_HOURS
  );
}

/** The weighted time-zone part of a mentor in `timeZone`: the same for everyone in that zone. */
export function timezonePart(timeZone: string, search: MatchSearch): number {
  const apart = Math.abs(utcOffsetMinutes(timeZone, search.at) - search.offsetMinutes) / 60;
  return MATCH_WEIGHTS.timezone * Math.max(0, 1 - apart / TIMEZONE_ZERO_HOURS);
}

/**
 * The weighted parts that depend on the search and the mentor: the share of the searched skills
 * they offer (`offeredSkills` of them), the languages they share with the searcher and, when
 * `didSessionType`, the session type.
 */
export function searchPart(
  offeredSkills: number,
  sharedLanguages: number,
  didSessionType: boolean,
  search: MatchSearch,
): number {
  const skills = search.skills.length === 0 ? 0 : offeredSkills / search.skills.length;
  return (
    MATCH_WEIGHTS.skills * skills +
    (MATCH_WEIGHTS.languages * Math.min(sharedLanguages, SHARED_LANGUAGES_FULL)) /
      SHARED_LANGUAGES_FULL +
    (didSessionType ? MATCH_WEIGHTS.sessionType : 0)
  );
}

// A search reads the same few zones for thousands of mentors: each zone's offset is worked out
// once a quarter hour, the finest step at which any zone's offset changes.
let offsets: { key: number; byZone: Map<string, number> } = { key: -1, byZone: new Map() };

/** The UTC offset in minutes of `timeZone` at `at`, from the zone's own rules. */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const key = Math.floor(at.getTime() / QUARTER_HOUR_MS);
  if (offsets.key !== key) offsets = { key, byZone: new Map() };
  let offset = offsets.byZone.get(timeZone);
  if (offset === undefined) {
    offset = Math.round(zoneOffsetMs(key * QUARTER_HOUR_MS, timeZone) / 60_000);
    offsets.byZone.set(timeZone, offset);
  }
  return offset;
}
