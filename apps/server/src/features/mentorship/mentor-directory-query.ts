import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { indexMentors, type MentorDirectory } from './mentor-directory-arrays-query.ts';

export type { MentorDirectory };

/** One person who offers mentoring, as the search ranks and shows them. */
export type DirectoryMentor = {
  userId: string;
  name: string;
  bio: string;
  avatarUrl: string | null;
  skills: string[];
  languages: string[];
  /** `languages` in lower case, as the score compares them. */
  languagesLower: string[];
  frameworks: string[];
  expertise: string[];
  timezone: string;
  availabilityHoursPerWeek: number;
  githubUsername: string | null;
  yearsExperience: number;
  maxSessionsPerWeek: number;
  /** The average of the ratings requesters gave them; null before the first. */
  rating: number | null;
  ratingCount: number;
  sessionsGiven: number;
  /** The types of the sessions they completed as mentor. */
  completedTypes: string[];
};

/**
 * Ranking ten thousand profiles in the database on every search costs 40–90 ms on the embedded
 * engine (the averages of the ratings alone about 20 ms), far over the search's budget; ranking
 * them in memory costs a few. So each process keeps every mentor in memory with the version of
 * cache_versions 'mentor_directory' it was read at: triggers move that version in the writing
 * transaction of every change the ranking reads (profiles, ratings, completed sessions, on any
 * process), and each search reads it with its page (`directoryVersion`). A search that finds it
 * moved ranks again from a fresh read, so no process ranks from a list older than the search's
 * own statement, and none reads the list again while nothing changed. The weekly limit, names,
 * bios and avatars are never taken from here: each search reads them afresh for its page.
 */
/** The mentors as one read found them, and the directory's version that read saw. */
export type KeptDirectory = { mentors: MentorDirectory; version: number };

type State = { kept?: KeptDirectory; loading?: Promise<KeptDirectory> };

// One list per database handle: tests run several apps (databases) in one process.
const states = new WeakMap<object, State>();

function stateOf(db: DbOrTx): State {
  let state = states.get(db);
  if (!state) {
    state = {};
    states.set(db, state);
  }
  return state;
}

/** The directory's version, as a column of the statement that reads a search's page. */
export const directoryVersion = sql<number>`(
  select version from cache_versions where name = 'mentor_directory'
)`.mapWith(Number);

type Row = {
  directory_version: number | string;
  user_id: string | null;
  name: string;
  bio: string;
  avatar: string | null;
  skills: string[];
  languages: string[];
  frameworks: string[];
  expertise: string[];
  timezone: string;
  availability: number;
  github: string | null;
  years: number;
  week_max: number;
  rating: number | string | null;
  rating_count: number | string | null;
  given: number | string | null;
  types: string[] | null;
};

/** Every mentor with the directory's version, read from one snapshot (one statement). */
async function loadMentors(db: DbOrTx): Promise<KeptDirectory> {
  // The version's row comes back even when nobody offers mentoring (then with no mentor).
  const result = await db.execute(sql`
    select v.version as directory_version, m.* from cache_versions v left join (
    select p.user_id, u.name, u.bio, coalesce(u.avatar_small, u.avatar) as avatar, p.skills,
      p.languages, p.frameworks, p.expertise, p.timezone,
      p.availability_hours_per_week as availability, p.github_username as github,
      p.years_experience as years, p.max_sessions_per_week as week_max,
      r.rating, r.n as rating_count, t.given, t.types
    from mentorship_profiles p
    join users u on u.id = p.user_id
    left join (
      select about_user_id, avg(rating)::float8 as rating, count(*) as n from mentorship_feedback
      where author_role = 'requester' group by about_user_id
    ) r on r.about_user_id = p.user_id
    left join (
      select mentor_id, count(*) as given, array_agg(distinct type) as types
      from mentorship_sessions where status = 'completed' and mentor_id is not null
      group by mentor_id
    ) t on t.mentor_id = p.user_id
    where p.is_mentor
    ) m on true
    where v.name = 'mentor_directory'
  `);
  const rows = result.rows as Row[];
  const mentors = rows
    .filter((row) => row.user_id !== null)
    .map((row) => ({
      userId: row.user_id!,
      name: row.name,
      bio: row.bio,
      avatarUrl: row.avatar,
      skills: row.skills,
      languages: row.languages,
      languagesLower: row.languages.map((language) => language.toLowerCase()),
      frameworks: row.frameworks,
      expertise: row.expertise,
      timezone: row.timezone,
      availabilityHoursPerWeek: row.availability,
      githubUsername: row.github,
      yearsExperience: row.years,
      maxSessionsPerWeek: row.week_max,
      rating: row.rating === null ? null : Number(row.rating),
      ratingCount: Number(row.rating_count ?? 0),
      sessionsGiven: Number(row.given ?? 0),
      completedTypes: row.types ?? [],
    }));
  return { mentors: indexMentors(mentors), version: Number(rows[0]?.directory_version ?? -1) };
}

/**
 * Everyone who offers mentoring with the version they were read at, `atLeast` (a version a
 * search saw) or later: the list kept answers at once when it is that recent, else concurrent
 * searches share one new read (and a read that started before the change is followed by one
 * more). Versions only grow, so the list kept never goes back to an older one.
 */
export async function mentorDirectory(db: DbOrTx, atLeast = 0): Promise<KeptDirectory> {
  const state = stateOf(db);
  for (let reads = 0; reads < 2; reads += 1) {
    if (state.kept && state.kept.version >= atLeast) return state.kept;
    state.loading ??= loadMentors(db)
      .then((read) => {
        if (!state.kept || read.version >= state.kept.version) state.kept = read;
        return state.kept;
      })
      .finally(() => {
        state.loading = undefined;
      });
    await state.loading;
  }
  return state.kept!;
}
