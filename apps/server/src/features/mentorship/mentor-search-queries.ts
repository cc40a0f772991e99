import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { SKILL_UNKNOWN } from '@crewline/shared/contracts/mentorship';
import type {
  MentorSearchQuery,
  MentorSearchResultJson,
} from '@crewline/shared/contracts/mentorship-search';
import { users } from '../../db/schema.ts';
import {
  mentorshipProfiles,
  mentorshipSessions,
  mentorshipSkills,
} from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assertProfileComplete } from './profile-completeness-policy.ts';
import { ValidationError } from '../../errors.ts';
import { isoWeekOf } from './iso-week-policy.ts';
import {
  mentorDirectory,
  type DirectoryMentor,
  type MentorDirectory,
} from './mentor-directory-query.ts';
import { matchSearch, searchPart, timezonePart, type MatchSearch } from './mentor-match-policy.ts';
import { presentMentorResult, shownRating } from './mentor-search-presenter.ts';

/**
 * The searcher's languages and time zone, and the searched skills as the catalogue writes them,
 * in one read; 422 naming what the profile lacks, then at `skills` for a name the catalogue
 * lacks.
 */
async function searcherAndSkills(db: DbOrTx, userId: string, names: readonly string[]) {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const catalogue =
    wanted.length === 0
      ? sql`'{}'::text[]`
      : sql`array(select ${mentorshipSkills.name} from ${mentorshipSkills} where lower(${mentorshipSkills.name}) in (${sql.join(
          wanted.map((name) => sql`${name}`),
          sql`, `,
        )}))`;
  const [row] = await db
    .select({
      name: users.name,
      bio: users.bio,
      timezone: mentorshipProfiles.timezone,
      languages: mentorshipProfiles.languages,
      skills: sql<string[]>`${catalogue}`,
    })
    .from(users)
    .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
    .where(eq(users.id, userId));
  assertProfileComplete(row);
  const known = new Map(row!.skills.map((name) => [name.toLowerCase(), name]));
  if (wanted.some((name) => !known.has(name))) {
    throw new ValidationError(SKILL_UNKNOWN, [{ loc: ['query', 'skills'], msg: SKILL_UNKNOWN }]);
  }
  return {
    timezone: row?.timezone ?? 'UTC',
    languages: row?.languages ?? [],
    skills: wanted.map((name) => known.get(name)!),
  };
}

/**
 * The accounts of `ids` as they are now (a deleted one is absent), each with how many sessions
 * they have this ISO week that count against their weekly limit: the same ones accepting a
 * request counts.
 */
async function accountsAndWeek(db: DbOrTx, ids: readonly string[], now: Date) {
  const week = isoWeekOf(now);
  const booked = db
    .select({ n: count() })
    .from(mentorshipSessions)
    .where(
      and(
        eq(mentorshipSessions.mentorId, users.id),
        inArray(mentorshipSessions.status, ['scheduled', 'active', 'completed']),
        gte(mentorshipSessions.scheduledTime, week.start),
        lt(mentorshipSessions.scheduledTime, week.end),
      ),
    );
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      bio: users.bio,
      avatar: users.avatar,
      avatarSmall: users.avatarSmall,
      booked: sql<number>`(${booked})`.mapWith(Number),
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The positions of the mentors offering at least one of `skills`, each once. */
function offeringAny(bySkill: ReadonlyMap<string, number[]>, skills: readonly string[]) {
  if (skills.length === 1) return bySkill.get(skills[0]!) ?? [];
  const found = new Set<number>();
  for (const skill of skills) for (const index of bySkill.get(skill) ?? []) found.add(index);
  return found;
}

type Ranked = { mentor: DirectoryMentor; score: number };

/** Best first: score, then rating (the unrated last), then name as written, then id. */
function compareRanked(a: Ranked, b: Ranked): number {
  if (a.score !== b.score) return b.score - a.score;
  const ratingA = a.mentor.rating ?? -1;
  const ratingB = b.mentor.rating ?? -1;
  if (ratingA !== ratingB) return ratingB - ratingA;
  if (a.mentor.name !== b.mentor.name) return a.mentor.name < b.mentor.name ? -1 : 1;
  return a.mentor.userId < b.mentor.userId ? -1 : 1;
}

/**
 * Whether a mentor passes the search's rating and hours filters. The skills filter is applied
 * before, by looking only at mentors who offer a searched skill; the caller and a full week after.
 */
function passes(mentor: DirectoryMentor, query: MentorSearchQuery) {
  if (
    query.availability_hours !== undefined &&
    mentor.availabilityHoursPerWeek < query.availability_hours
  ) {
    return false;
  }
  // On the rating as shown (one decimal), so a mentor shown at 4.5 passes "4.5 and up".
  const rating = shownRating(mentor.rating);
  return query.min_rating === undefined || (rating !== null && rating >= query.min_rating);
}

/**
 * Every mentor who passes the filters, best first. Scores are whole numbers 0–100, so mentors go
 * into one bucket per score in a single pass, and only the buckets the page reaches are sorted:
 * a page of ten thousand sorts a few dozen. With skills searched only the mentors offering one
 * of them are looked at (`candidates`).
 */
function* ranked(
  directory: MentorDirectory,
  candidates: Iterable<number>,
  accept: (mentor: DirectoryMentor) => boolean,
  search: MatchSearch,
  sessionType: string | undefined,
): Generator<Ranked> {
  const { mentors, ownParts, zoneOf } = directory;
  const zoneParts = directory.zones.map((zone) => timezonePart(zone, search));
  const buckets: DirectoryMentor[][] = Array.from({ length: 101 }, () => []);
  for (const index of candidates) {
    const mentor = mentors[index]!;
    if (!accept(mentor)) continue;
    const didType = sessionType !== undefined && mentor.completedTypes.includes(sessionType);
    const score =
      ownParts[index]! + zoneParts[zoneOf[index]!]! + searchPart(mentor, didType, search);
    buckets[Math.round(score)]!.push(mentor);
  }
  for (let score = 100; score >= 0; score -= 1) {
    const same = buckets[score]!.map((mentor) => ({ mentor, score }));
    yield* same.sort(compareRanked);
  }
}

/**
 * GET /api/mentorship/mentors/search: ranks the mentors this process knows (`mentorDirectory`)
 * in memory, then takes them best first, batch by batch, leaving out those whose week is full
 * (counted afresh) or whose account is gone, until the page is full; names, bios and avatars
 * are read afresh too.
 */
export async function searchMentors(
  db: DbOrTx,
  options: { userId: string; query: MentorSearchQuery; now: Date; maxAgeMs: number },
): Promise<MentorSearchResultJson[]> {
  const { userId, query, now } = options;
  const me = await searcherAndSkills(db, userId, query.skills ?? []);
  const { skills } = me;
  const search = matchSearch({
    skills,
    languages: me.languages,
    timeZone: query.timezone ?? me.timezone,
    at: now,
  });
  const directory = await mentorDirectory(db, options.maxAgeMs);
  const order = ranked(
    directory,
    skills.length === 0 ? directory.mentors.keys() : offeringAny(directory.bySkill, skills),
    (mentor) => mentor.userId !== userId && passes(mentor, query),
    search,
    query.session_type,
  );
  const page: Ranked[] = [];
  const batchSize = query.limit + 10;
  let next = order.next();
  while (!next.done && page.length < query.limit) {
    const batch: Ranked[] = [];
    for (; !next.done && batch.length < batchSize; next = order.next()) batch.push(next.value);
    const ids = batch.map(({ mentor }) => mentor.userId);
    const people = await accountsAndWeek(db, ids, now);
    for (const { mentor, score } of batch) {
      const person = people.get(mentor.userId);
      if (!person || person.booked >= mentor.maxSessionsPerWeek) continue;
      const avatarUrl = person.avatarSmall ?? person.avatar;
      page.push({ mentor: { ...mentor, name: person.name, bio: person.bio, avatarUrl }, score });
    }
  }
  return page.slice(0, query.limit).map(({ mentor, score }) => presentMentorResult(mentor, score));
}
