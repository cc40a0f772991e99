import { describe, expect, it } from 'vitest';
import type { DirectoryMentor } from './mentor-directory-query.ts';
import { indexMentors } from './mentor-directory-arrays-query.ts';
import { matchSearch } from './mentor-match-policy.ts';
import { rankMentors, type RankFilters } from './mentor-ranking-policy.ts';

const AT = new Date('2026-01-15T12:00:00Z');

function mentor(userId: string, overrides: Partial<DirectoryMentor> = {}): DirectoryMentor {
  const languages = overrides.languages ?? ['English'];
  return {
    userId,
    name: userId,
    bio: '',
    avatarUrl: null,
    skills: ['TypeScript'],
    languages,
    languagesLower: languages.map((language) => language.toLowerCase()),
    frameworks: [],
    expertise: [],
    timezone: 'UTC',
    availabilityHoursPerWeek: 10,
    githubUsername: null,
    yearsExperience: 1,
    maxSessionsPerWeek: 5,
    rating: null,
    ratingCount: 0,
    sessionsGiven: 0,
    completedTypes: [],
    ...overrides,
  };
}

function rank(
  mentors: DirectoryMentor[],
  search: { skills?: string[]; languages?: string[]; timeZone?: string },
  filters: Partial<RankFilters> = {},
) {
  const directory = indexMentors(mentors);
  const ranked = rankMentors(
    directory,
    matchSearch({
      skills: search.skills ?? [],
      languages: search.languages ?? [],
      timeZone: search.timeZone ?? 'UTC',
      at: AT,
    }),
    { excludeUserId: 'searcher', ...filters },
  );
  return [...ranked].map(({ mentor: m, score }) => `${m.userId}:${score}`);
}

describe('rankMentors', () => {
  it('scores each part and orders best first', () => {
    // Own part: rating 20 x r/5 (unrated 10) + hours 15 x min(h, 10)/10; zone 15 at 0 hours
    // apart; skills 40 x share; languages 5 x min(shared, 2)/2.
    const result = rank(
      [
        mentor('a', { rating: 5, skills: ['TypeScript', 'Go'] }),
        mentor('b', { rating: 4, availabilityHoursPerWeek: 5 }),
        mentor('c', { timezone: 'Asia/Tokyo', skills: ['Go'] }),
        mentor('d', { skills: ['Rust'] }),
      ],
      { skills: ['TypeScript', 'Go'], languages: ['english'] },
    );
    // a: 20 + 15 + 15 + 40 + 2.5 = 92.5 → 93; b: 16 + 7.5 + 15 + 20 + 2.5 = 61;
    // c: 10 + 15 + 15 × (1 − 9/12) + 20 + 2.5 = 51.25 → 51; d offers neither skill.
    expect(result).toEqual(['a:93', 'b:61', 'c:51']);
  });

  it('breaks equal scores by rating, the unrated last, then name, then id', () => {
    // 4.5 and 4.4 with 8 hours: 18 + 12 + 15 = 45 and 17.6 + 12 + 15 = 44.6, both 45.
    const result = rank(
      [
        mentor('u2', { name: 'Zed' }),
        mentor('r44', { name: 'Amy', rating: 4.4, availabilityHoursPerWeek: 8 }),
        mentor('u1', { name: 'Zed' }),
        mentor('r45', { name: 'Bob', rating: 4.5, availabilityHoursPerWeek: 8 }),
        mentor('u0', { name: 'Abe' }),
      ],
      { skills: [] },
    );
    expect(result).toEqual(['r45:45', 'r44:45', 'u0:40', 'u1:40', 'u2:40']);
  });

  it('leaves out the searcher, those under the hours and rating asked for, and the unrated', () => {
    const mentors = [
      mentor('searcher', { rating: 5 }),
      mentor('few-hours', { rating: 5, availabilityHoursPerWeek: 2 }),
      mentor('low', { rating: 3.9 }),
      mentor('unrated'),
      mentor('good', { rating: 4.04 }),
    ];
    // 4.04 is shown as 4.0: 16.16 + 15 + 15 = 46.16.
    expect(rank(mentors, {}, { minRating: 4, minHours: 3 })).toEqual(['good:46']);
    expect(rank(mentors, {}, { minHours: 3 })).toHaveLength(3);
  });

  it('adds the session type part only for mentors who completed one', () => {
    const result = rank(
      [mentor('did', { completedTypes: ['code_review'] }), mentor('not')],
      {},
      { sessionType: 'code_review' },
    );
    expect(result).toEqual(['did:45', 'not:40']);
  });

  it('counts each shared language once per mentor language, full from two', () => {
    const result = rank(
      [
        mentor('one', { languages: ['English'] }),
        mentor('two', { languages: ['English', 'German', 'French'] }),
        mentor('none', { languages: ['Hindi'] }),
      ],
      { languages: ['english', 'german', 'french'] },
    );
    // 40 + 2.5 → 43 (rounded half up), 40 + 5 = 45, 40.
    expect(result).toEqual(['two:45', 'one:43', 'none:40']);
  });
});
