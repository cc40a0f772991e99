import { sql } from 'drizzle-orm';
import { SKILL_UNKNOWN } from '@crewline/shared/contracts/mentorship';
import type {
  MentorSearchQuery,
  MentorSearchResultJson,
} from '@crewline/shared/contracts/mentorship-search';
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

/** A row of `accountsAndWeek`'s statement as both drivers return it (counts may be strings). */
type AccountRow = {
  id: string;
  name: string;
  bio: string;
  avatar_url: string | null;
  timezone: string | null;
  languages: string[] | null;
  booked: number | string;
  directory_version: number | string;
};

/**
 * The accounts of `ids` as they are now (a deleted one is absent), each with how many sessions
 * they have this ISO week that count against their weekly limit (the same ones accepting a
 * request counts), and for `profileOf` (the searcher) their developer profile's zone and
 * languages: the mentors' come from the directory, so theirs are not read at all.
 *
 * Written as one lookup per id on purpose. With `users.id in (...)` PostgreSQL planned every
 * search afresh over up to 111 values (1-3 ms of planning, estimating each value against the
 * statistics) and then often scanned all of `users` and `mentorship_profiles` to hash-join
 * them; that was most of a search's time. Ids unnested from one array parameter, each looked
 * up by primary key in a lateral subquery (`offset 0` keeps the planner from flattening it back
 * into a join), plan in a fraction of a millisecond and read only the rows asked for, however
 * big the tables grow. The weekly count stays a subquery per id: each is one probe of
 * `mentorship_sessions_mentor_scheduled_idx`, a few microseconds.
 */
async function accountsAndWeek(db: DbOrTx, ids: readonly string[], now: Date, profileOf?: string) {
  const week = isoWeekOf(now);
  const result = await db.execute(sql`
    select u.id, u.name, u.bio, coalesce(u.avatar_small, u.avatar) as avatar_url,
      p.timezone, p.languages,
      (select count(*) from mentorship_sessions s
        where s.mentor_id = u.id and s.status in ('scheduled', 'active', 'completed')
          and s.scheduled_time >= ${week.start.toISOString()}::timestamptz
          and s.scheduled_time < ${week.end.toISOString()}::timestamptz) as booked,
      ${directoryVersion} as directory_version
    from unnest(${`{${ids.join(',')}}`}::uuid[]) as wanted(id)
    cross join lateral (
      select id, name, bio, avatar, avatar_small from users where users.id = wanted.id offset 0
    ) u
    left join lateral (
      select timezone, languages from mentorship_profiles
      where user_id = wanted.id and wanted.id = ${profileOf ?? null}::uuid offset 0
    ) p on true
  `);
  const rows = (result.rows as AccountRow[]).map((row) => ({
    id: row.id,
    name: row.name,
    bio: row.bio,
    avatarUrl: row.avatar_url,
    timezone: row.timezone,
    languages: row.languages,
    booked: Number(row.booked),
    directoryVersion: Number(row.directory_version),
  }));
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
    const searcherId = first ? userId : undefined;
    const people = await accountsAndWeek(db, first ? [userId, ...ids] : ids, now, searcherId);
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
      const { name, bio, avatarUrl } = person;
      page.push({ mentor: { ...mentor, name, bio, avatarUrl }, score });
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
