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
import { mentorDirectory } from './mentor-directory-query.ts';
import { matchSearch } from './mentor-match-policy.ts';
import { rankMentors, type Ranked } from './mentor-ranking-policy.ts';
import { presentMentorResult } from './mentor-search-presenter.ts';
import { skillCatalogue } from './skill-queries.ts';

/**
 * The searcher's languages and time zone, and the searched skills as the catalogue writes them;
 * 422 naming what the profile lacks, then at `skills` for a name the catalogue lacks.
 */
async function searcherAndSkills(db: DbOrTx, userId: string, names: readonly string[]) {
  const wanted = [...new Set(names.map((name) => name.toLowerCase()))];
  const [[row], known] = await Promise.all([
    db
      .select({
        name: users.name,
        bio: users.bio,
        timezone: mentorshipProfiles.timezone,
        languages: mentorshipProfiles.languages,
      })
      .from(users)
      .leftJoin(mentorshipProfiles, eq(mentorshipProfiles.userId, users.id))
      .where(eq(users.id, userId)),
    skillCatalogue(db),
  ]);
  assertProfileComplete(row);
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
  const ranked = rankMentors(directory, search, {
    excludeUserId: userId,
    minRating: query.min_rating,
    minHours: query.availability_hours,
    sessionType: query.session_type,
  });
  const page: Ranked[] = [];
  const batchSize = query.limit + 10;
  let next = ranked.next();
  while (!next.done && page.length < query.limit) {
    const batch: Ranked[] = [];
    for (; !next.done && batch.length < batchSize; next = ranked.next()) batch.push(next.value);
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
