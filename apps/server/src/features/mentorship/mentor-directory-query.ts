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
 * How long a process ranks from the mentors it read before reading them again. Ranking ten
 * thousand profiles in the database on every search costs 40–90 ms on the embedded engine (the
 * averages of the ratings alone about 20 ms), far over the search's budget; ranking them in
 * memory costs a few. A save, a rating or a completed session on this process refreshes the
 * list at once (`mentorDirectoryChanged`); on PostgreSQL, where other processes write too, the
 * first search 5 s after a read starts another in the background, and the searches after it
 * show what changed elsewhere. The embedded engine has one process, so its list only ages for what
 * no command announces (a rating gone with a deleted account); reading 10,000 mentors stops it
 * for most of a second, so that is once a minute at most. The weekly limit, names, bios and
 * avatars are never taken from here: each search reads them afresh for its page.
 */
export const DIRECTORY_MAX_AGE_MS = { postgres: 5_000, embedded: 60_000 } as const;

type State = {
  mentors?: MentorDirectory;
  loadedAt: number;
  generation: number;
  loadedGeneration: number;
  loading?: Promise<MentorDirectory>;
  loadingGeneration?: number;
};

// One list per database handle: tests run several apps (databases) in one process.
const states = new WeakMap<object, State>();

function stateOf(db: DbOrTx): State {
  let state = states.get(db);
  if (!state) {
    state = { loadedAt: 0, generation: 0, loadedGeneration: -1 };
    states.set(db, state);
  }
  return state;
}

/**
 * Tells this process's search that profiles, ratings or completed sessions changed: the next
 * search reads them again.
 */
export function mentorDirectoryChanged(db: DbOrTx): void {
  stateOf(db).generation += 1;
}

type Row = {
  user_id: string;
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

async function loadMentors(db: DbOrTx): Promise<MentorDirectory> {
  const result = await db.execute(sql`
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
  `);
  const mentors = (result.rows as Row[]).map((row) => ({
    userId: row.user_id,
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
  return indexMentors(mentors);
}

/** Reads the directory again for the current generation; concurrent searches share the read. */
function startLoading(db: DbOrTx, state: State): Promise<MentorDirectory> {
  const generation = state.generation;
  const startedAt = Date.now();
  const loading: Promise<MentorDirectory> = loadMentors(db)
    .then((mentors) => {
      // A read started later may have finished first: never go back to an older generation.
      if (generation >= state.loadedGeneration) {
        Object.assign(state, { mentors, loadedAt: startedAt, loadedGeneration: generation });
      }
      return mentors;
    })
    .finally(() => {
      if (state.loading === loading) state.loading = undefined;
    });
  // A read nobody waits for (a background refresh) may fail quietly: the next search retries.
  loading.catch(() => undefined);
  Object.assign(state, { loading, loadingGeneration: generation });
  return loading;
}

/**
 * Everyone who offers mentoring, including every change made on this process (a search after a
 * change here waits for a new read), and as read at most `maxAgeMs` ago otherwise: a list that
 * only aged is still answered from while the new read runs, so no search waits for it.
 */
export async function mentorDirectory(db: DbOrTx, maxAgeMs: number): Promise<MentorDirectory> {
  const state = stateOf(db);
  const current = state.mentors !== undefined && state.loadedGeneration === state.generation;
  if (current && Date.now() - state.loadedAt < maxAgeMs) return state.mentors!;
  const loading =
    state.loading && state.loadingGeneration === state.generation
      ? state.loading
      : startLoading(db, state);
  return current ? state.mentors! : loading;
}
