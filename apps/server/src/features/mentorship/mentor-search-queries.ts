import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { SKILL_UNKNOWN } from '@crewline/shared/contracts/mentorship';
import type {
  MentorSearchQuery,
  MentorSearchResultJson,
} from '@crewline/shared/contracts/mentorship-search';
import { users } from '../../db/schema.ts';
import { mentorshipProfiles, mentorshipSessions } from '../../db/mentorship-schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { assertProfileComplete } from './profile-completeness-policy.ts';
import { ValidationError } from '../../errors.ts';
import { isoWeekOf } from './iso-week-policy.ts';
import { directoryVersion, mentorDirectory } from './mentor-directory-query.ts';
import { matchSearch } from './mentor-match-policy.ts';
import { rankMentors, type Ranked } from './mentor-ranking-policy.ts';
import { presentMentorResult } from './mentor-search-presenter.ts';
import { skillCatalogue } from './skill-queries.ts';

/** What the score reads of the searcher's own profile. */
type Searcher = { timezone: string; languages: string[] };

/**
 * The accounts of `ids` as they are now (a deleted one is absent), with their developer
 * profile's zone and languages, each with how many sessions they have this ISO week that count
 * against their weekly limit: the same ones accepting a request counts.
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
      timezone: mentorshipProfiles.timezone,
      languages: mentorshipProfiles.languages,
      booked: sql<number>`(${booked})`.mapWith(Number),
      directoryVersion,
    })
    .from(users)
    .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

type Account = Awaited<ReturnType<typeof accountsAndWeek>> extends Map<string, infer A> ? A : never;

const searcherOf = (account: Account | undefined): Searcher => ({
  timezone: account?.timezone ?? 'UTC',
  languages: account?.languages ?? [],
});

const sameSearcher = (a: Searcher, b: Searcher) =>
  a.timezone === b.timezone &&
  a.languages.length === b.languages.length &&
  a.languages.every((language, i) => language === b.languages[i]);

// What each searcher's profile said at their last search on this process, per database handle.
// It only decides the order a search tries first: the search reads the profile afresh in the
// same statement as its first page, and ranks again if it changed.
const lastSeen = new WeakMap<object, Map<string, Searcher>>();
const LAST_SEEN_MAX = 10_000;

function rememberSearcher(db: DbOrTx, userId: string, searcher: Searcher) {
  let seen = lastSeen.get(db);
  if (!seen) lastSeen.set(db, (seen = new Map()));
  if (seen.size >= LAST_SEEN_MAX) seen.clear();
  seen.set(userId, searcher);
}

/**
 * The searched skills as the catalogue writes them. An unknown one is a 422 at `skills`, after
 * the 422 naming what the searcher's profile lacks, so the profile is read first then.
 */
async function catalogueSkills(db: DbOrTx, userId: string, names: readonly string[], now: Date) {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const known = await skillCatalogue(db);
  if (wanted.every((name) => known.has(name))) return wanted.map((name) => known.get(name)!);
  assertProfileComplete((await accountsAndWeek(db, [userId], now)).get(userId));
  throw new ValidationError(SKILL_UNKNOWN, [{ loc: ['query', 'skills'], msg: SKILL_UNKNOWN }]);
}

type SearchInput = { userId: string; query: MentorSearchQuery; now: Date };

/** What a ranking assumed: the searcher's profile and the directory version it ranks from. */
type Assumed = { searcher: Searcher; directoryVersion: number };

/**
 * One page as `assumed` would rank it, or what the first batch's statement found instead when
 * that differs (unless `lastTry`): the searcher's profile, and the directory's version. So a
 * search makes one round trip when nothing changed; a searcher whose name or bio is gone gets
 * the 422.
 */
async function rankPage(
  db: DbOrTx,
  input: SearchInput,
  skills: readonly string[],
  assumed: Assumed,
  lastTry: boolean,
): Promise<{ page: Ranked[] } | { changed: Assumed }> {
  const { searcher } = assumed;
  const { userId, query, now } = input;
  const search = matchSearch({
    skills,
    languages: searcher.languages,
    timeZone: query.timezone ?? searcher.timezone,
    at: now,
  });
  const directory = await mentorDirectory(db, assumed.directoryVersion);
  const ranked = rankMentors(directory.mentors, search, {
    excludeUserId: userId,
    minRating: query.min_rating,
    minHours: query.availability_hours,
    sessionType: query.session_type,
  });
  const page: Ranked[] = [];
  const batchSize = query.limit + 10;
  let next = ranked.next();
  let first = true;
  while (first || (!next.done && page.length < query.limit)) {
    const batch: Ranked[] = [];
    for (; !next.done && batch.length < batchSize; next = ranked.next()) batch.push(next.value);
    const ids = batch.map(({ mentor }) => mentor.userId);
    const people = await accountsAndWeek(db, first ? [userId, ...ids] : ids, now);
    if (first) {
      const account = people.get(userId);
      assertProfileComplete(account);
      const found = { searcher: searcherOf(account), directoryVersion: account.directoryVersion };
      const stale = found.directoryVersion > directory.version;
      if (!lastTry && (stale || !sameSearcher(found.searcher, searcher))) return { changed: found };
      first = false;
    }
    for (const { mentor, score } of batch) {
      const person = people.get(mentor.userId);
      if (!person || person.booked >= mentor.maxSessionsPerWeek) continue;
      const avatarUrl = person.avatarSmall ?? person.avatar;
      page.push({ mentor: { ...mentor, name: person.name, bio: person.bio, avatarUrl }, score });
    }
  }
  return { page };
}

/**
 * GET /api/mentorship/mentors/search: ranks the mentors this process keeps (`mentorDirectory`)
 * in memory, read again when the search finds the directory's version moved, then takes them best first, batch by batch, leaving out those whose week is full
 * (counted afresh) or whose account is gone, until the page is full; names, bios and avatars
 * are read afresh too, and the searcher's own profile with the first batch.
 */
export async function searchMentors(
  db: DbOrTx,
  input: SearchInput,
): Promise<MentorSearchResultJson[]> {
  const { userId, query, now } = input;
  const skills = await catalogueSkills(db, userId, query.skills ?? [], now);
  let assumed: Assumed = {
    searcher: lastSeen.get(db)?.get(userId) ?? { timezone: 'UTC', languages: [] },
    directoryVersion: 0,
  };
  // Profiles saved again between each read and the next ranking cannot keep a search going:
  // the third ranking stands with what was read just before it.
  for (let tries = 1; ; tries += 1) {
    const result = await rankPage(db, input, skills, assumed, tries === 3);
    if ('page' in result) {
      rememberSearcher(db, userId, assumed.searcher);
      return result.page
        .slice(0, query.limit)
        .map(({ mentor, score }) => presentMentorResult(mentor, score));
    }
    assumed = result.changed;
  }
}
