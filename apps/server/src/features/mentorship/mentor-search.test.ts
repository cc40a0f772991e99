import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_PROFILE_INCOMPLETE, SKILL_UNKNOWN } from '@crewline/shared/contracts/mentorship';
import type { MentorSearchResultJson } from '@crewline/shared/contracts/mentorship-search';
import { users } from '../../db/schema.ts';
import { mentorshipFeedback, mentorshipSessions } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';

let t: TestApp;
const { call } = mentorshipHelpers(() => t);
const DAY = 86_400_000;

type Profile = {
  skills: string[];
  languages?: string[];
  frameworks?: string[];
  expertise?: string[];
  timezone?: string;
  availabilityHoursPerWeek?: number;
  isMentor?: boolean;
  maxSessionsPerWeek?: number;
};

/** Someone with a name, a bio and the given developer profile. */
async function someone(name: string, profile: Profile): Promise<SignedUpUser> {
  const user = await signUp(t, { name });
  ours.add(user.user.id);
  expect((await call(user, 'PUT', '/api/auth/profile', { bio: `${name} codes.` })).statusCode).toBe(
    200,
  );
  const res = await call(user, 'PUT', '/api/mentorship/profile', {
    languages: [],
    frameworks: [],
    expertise: [],
    timezone: 'UTC',
    availabilityHoursPerWeek: 5,
    githubUsername: null,
    isMentor: true,
    yearsExperience: 3,
    maxSessionsPerWeek: 5,
    ...profile,
  });
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

/**
 * A session with `mentor` in `status`, written straight to the database: a completed one two
 * weeks ago (outside the weekly limit), anything else now.
 */
async function sessionWith(mentor: SignedUpUser, status: string, type = 'code_review') {
  const completed = status === 'completed';
  const [row] = await t.database.db
    .insert(mentorshipSessions)
    .values({
      requesterId: rater.user.id,
      mentorId: mentor.user.id,
      type,
      topic: 'Seeded',
      durationMinutes: 60,
      creditsUsed: 2,
      status,
      scheduledTime: new Date(t.clock.now().getTime() - (completed ? 14 * DAY : 0)),
    })
    .returning();
  // Written behind the API's back, as another process would: the search must still see it.
  return row!;
}

/** Requesters' ratings about `mentor`, one completed session each. */
async function rated(mentor: SignedUpUser, ratings: number[], type?: string) {
  for (const rating of ratings) {
    const session = await sessionWith(mentor, 'completed', type);
    await t.database.db.insert(mentorshipFeedback).values({
      sessionId: session.id,
      authorId: rater.user.id,
      authorRole: 'requester',
      aboutUserId: mentor.user.id,
      rating,
      wasHelpful: true,
      wouldRecommend: true,
    });
  }
}

let searcherUser: SignedUpUser;
let rater: SignedUpUser;
const m: Record<string, SignedUpUser> = {};

const search = (params: string, user: SignedUpUser | null = searcherUser) =>
  call(user, 'GET', `/api/mentorship/mentors/search${params}`);
async function found(params: string): Promise<MentorSearchResultJson[]> {
  const res = await search(params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MentorSearchResultJson[];
}
// On PostgreSQL every test file shares one database: only this file's people are compared.
const ours = new Set<string>();
const mine = (results: MentorSearchResultJson[]) =>
  results.filter((r) => ours.has(r.mentor.userId));
const names = (results: MentorSearchResultJson[]) => mine(results).map((r) => r.userInfo.fullName);
const scores = (results: MentorSearchResultJson[]) =>
  Object.fromEntries(mine(results).map((r) => [r.userInfo.fullName, r.matchScore]));

beforeAll(async () => {
  t = await createTestApp();
  rater = await someone('Rater', { skills: [], isMentor: false });
  // The searcher mentors Rust and Go too: they must never find themselves.
  searcherUser = await someone('Searcher', {
    skills: ['Rust', 'Go'],
    languages: ['English', 'Spanish'],
  });
  // Expected scores (docs/PRODUCT.md, Mentor search), searching Rust,Go from UTC with English
  // and Spanish: skills 40 × share + rating 20 × avg/5 (unrated 10) + hours 15 × min(h,10)/10
  // + zone 15 × (1 − Δh/12) + languages 5 × min(shared,2)/2.
  m.Ada = await someone('Ada', {
    skills: ['Rust', 'Go'],
    languages: ['english', 'Spanish', 'French', 'Go', 'Rust', 'C', 'Zig'],
    frameworks: ['Axum'],
    expertise: ['a', 'b', 'c', 'd', 'e', 'f'],
    availabilityHoursPerWeek: 10,
  }); // 40 + 20 + 15 + 15 + 5 = 95
  m.Bea = await someone('Bea', {
    skills: ['Rust', 'Go'],
    availabilityHoursPerWeek: 10,
    maxSessionsPerWeek: 1,
  }); // 40 + 10 + 15 + 15 = 80
  m.Cy = await someone('Cy', {
    skills: ['Rust', 'Python'],
    languages: ['English'],
    timezone: 'Asia/Tokyo',
  }); // 20 + 16 + 7.5 + 3.75 + 2.5 = 49.75 → 50
  m.Dee = await someone('Dee', { skills: ['Go'], availabilityHoursPerWeek: 20 }); // 20 + 8 + 15 + 15 = 58
  m.Eve = await someone('Eve', {
    skills: ['Go', 'Rust'],
    availabilityHoursPerWeek: 0,
    timezone: 'Pacific/Kiritimati',
  }); // 40 + 4 + 0 + 0 (14 h apart) = 44
  m.Gus = await someone('Gus', {
    skills: ['Go'],
    availabilityHoursPerWeek: 4,
    timezone: 'Asia/Dubai',
  }); // 20 + 10 + 6 + 10 = 46
  m.Fay = await someone('Fay', {
    skills: ['Go'],
    availabilityHoursPerWeek: 4,
    timezone: 'Asia/Dubai',
  }); // 46, unrated like Gus: by name
  m.Hal = await someone('Hal', { skills: ['Go'], availabilityHoursPerWeek: 2 }); // 20 + 12 + 3 + 15 = 50, rated below Cy
  await someone('Ivy', { skills: ['Python'], availabilityHoursPerWeek: 40 });
  await someone('Jon', { skills: ['Rust', 'Go'], availabilityHoursPerWeek: 40, isMentor: false });
  await rated(m.Ada!, [5]);
  await rated(m.Cy!, [5, 3]);
  await rated(m.Dee!, [2]);
  await rated(m.Eve!, [1]);
  await rated(m.Hal!, [3], 'pair_coding');
});
afterAll(() => t.close());

describe('GET /api/mentorship/mentors/search', () => {
  it('ranks the mentors who offer a searched skill by the documented score', async () => {
    const results = await found('?skills=Rust,Go');
    expect(names(results)).toEqual(['Ada', 'Bea', 'Dee', 'Cy', 'Hal', 'Fay', 'Gus', 'Eve']);
    expect(scores(results)).toEqual({
      Ada: 95,
      Bea: 80,
      Dee: 58,
      Cy: 50,
      Hal: 50,
      Fay: 46,
      Gus: 46,
      Eve: 44,
    });
    const ada = mine(results)[0]!;
    expect(ada.mentor).toMatchObject({
      userId: m.Ada!.user.id,
      rating: 5,
      ratingCount: 1,
      totalSessionsGiven: 1,
      bio: 'Ada codes.',
      availabilityHoursPerWeek: 10,
      // At most 5 expertise tags and 6 language and framework tags together.
      expertise: ['a', 'b', 'c', 'd', 'e'],
      languages: ['english', 'Spanish', 'French', 'Go', 'Rust', 'C'],
      frameworks: [],
    });
    expect(ada.userInfo).toEqual({ fullName: 'Ada', username: null, avatarUrl: null });
    expect(mine(results)[3]!.mentor).toMatchObject({ rating: 4, ratingCount: 2 });
    expect(mine(results)[1]!.mentor).toMatchObject({ rating: null, ratingCount: 0 });
  });

  it('matches skills in any letter case; without skills ranks every other mentor', async () => {
    expect(names(await found('?skills=rust,%20GO'))).toEqual(names(await found('?skills=Rust,Go')));
    const all = await found('?limit=100');
    expect(names(all)).toContain('Ivy');
    expect(names(all)).not.toContain('Searcher');
    expect(names(all)).not.toContain('Jon');
    expect(names(all)).not.toContain('Rater');
    for (const result of all) {
      expect(result.matchScore).toBeGreaterThanOrEqual(0);
      expect(result.matchScore).toBeLessThanOrEqual(100);
    }
    // Without searched skills the skill part is 0 for everyone: Dee 8 + 15 + 15.
    expect(scores(all).Dee).toBe(38);
    const page = await found('?skills=Rust,Go&limit=2');
    expect(page.map((r) => r.mentor.userId)).toEqual(
      (await found('?skills=Rust,Go')).slice(0, 2).map((r) => r.mentor.userId),
    );
  });

  it('filters by minimum rating (dropping the unrated) and weekly hours', async () => {
    expect(names(await found('?skills=Rust,Go&min_rating=4'))).toEqual(['Ada', 'Cy']);
    expect(names(await found('?skills=Rust,Go&min_rating=4.5'))).toEqual(['Ada']);
    expect(names(await found('?skills=Rust,Go&min_rating=0'))).toEqual([
      'Ada',
      'Dee',
      'Cy',
      'Hal',
      'Eve',
    ]);
    expect(names(await found('?skills=Rust,Go&availability_hours=10'))).toEqual([
      'Ada',
      'Bea',
      'Dee',
    ]);
  });

  it('ranks by the time zone and session type asked for, without filtering', async () => {
    // From Tokyo, Cy is 0 h away (49.75 − 3.75 + 15 = 61) and Dee 9 h (58 − 15 + 3.75 = 46.75).
    const tokyo = scores(await found('?skills=Rust,Go&timezone=Asia/Tokyo'));
    expect(tokyo.Cy).toBe(61);
    expect(tokyo.Dee).toBe(47);
    // Hal completed a pair-coding session before: 50 + 5.
    const pairing = await found('?skills=Rust,Go&session_type=pair_coding');
    expect(scores(pairing).Hal).toBe(55);
    expect(names(pairing)).toHaveLength(8);
  });

  it('leaves out a mentor whose week is full', async () => {
    const session = await sessionWith(m.Bea!, 'scheduled');
    expect(names(await found('?skills=Rust,Go'))).not.toContain('Bea');
    // Cancelled sessions do not count.
    await t.database.db.delete(mentorshipSessions).where(eq(mentorshipSessions.id, session.id));
    await sessionWith(m.Bea!, 'cancelled');
    expect(names(await found('?skills=Rust,Go'))).toContain('Bea');
  });

  it('shows each account as it is now: name, bio, the small avatar first; a deleted one not', async () => {
    const zed = await someone('Zed', { skills: ['Haskell'] });
    const zedFound = async () =>
      mine(await found('?skills=Haskell')).find((r) => r.mentor.userId === zed.user.id);
    expect((await zedFound())?.userInfo.avatarUrl).toBeNull();
    // Written behind the API's back, as another process would: nothing tells the directory.
    const account = eq(users.id, zed.user.id);
    await t.database.db
      .update(users)
      .set({ name: 'Zed Two', bio: 'New bio.', avatar: '/full.png', avatarSmall: '/small.png' })
      .where(account);
    expect(await zedFound()).toMatchObject({
      userInfo: { fullName: 'Zed Two', avatarUrl: '/small.png' },
      mentor: { bio: 'New bio.' },
    });
    await t.database.db.update(users).set({ avatarSmall: null }).where(account);
    expect((await zedFound())?.userInfo.avatarUrl).toBe('/full.png');
    await t.database.db.delete(users).where(account);
    expect(await zedFound()).toBeUndefined();
  });

  it('refuses the signed out, bad parameters and an incomplete profile', async () => {
    expect((await search('', null)).statusCode).toBe(401);
    const unknown = await search('?skills=Rust,Cobol');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail[0]).toMatchObject({
      loc: ['query', 'skills'],
      msg: SKILL_UNKNOWN,
    });
    for (const [params, field] of [
      ['?timezone=Mars/Olympus', 'timezone'],
      ['?min_rating=abc', 'min_rating'],
      ['?min_rating=5.5', 'min_rating'],
      ['?min_rating=-1', 'min_rating'],
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?availability_hours=1.5', 'availability_hours'],
      ['?session_type=lecture', 'session_type'],
    ] as const) {
      const res = await search(params);
      expect(res.statusCode, params).toBe(422);
      expect(res.json().detail[0].loc, params).toEqual(['query', field]);
    }
    const newcomer = await signUp(t);
    const incomplete = await search('', newcomer);
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().message).toBe(SESSION_PROFILE_INCOMPLETE);
  });
});
