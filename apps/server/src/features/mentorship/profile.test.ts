import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DEVELOPER_PROFILE,
  GITHUB_USERNAME_INVALID,
  SKILL_UNKNOWN,
  TAG_TOO_LONG,
  type DeveloperProfileBody,
  type DeveloperProfileJson,
} from '@crewline/shared/contracts/mentorship';
import { TIME_ZONE_INVALID } from '@crewline/shared/contracts/notifications';
import { mentorshipProfiles } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (user: SignedUpUser | null, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.request({
    method,
    url,
    ...(user ? { token: user.access_token } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const valid = (): DeveloperProfileBody => ({
  skills: ['TypeScript', 'Code Review'],
  languages: ['English', 'Russian'],
  frameworks: ['React'],
  expertise: ['Accessibility audits'],
  timezone: 'Europe/Berlin',
  availabilityHoursPerWeek: 6,
  githubUsername: 'ada-lovelace',
  isMentor: true,
  yearsExperience: 12,
  maxSessionsPerWeek: 3,
});

describe('every mentorship endpoint', () => {
  it('answers 401 when signed out', async () => {
    const endpoints: ['GET' | 'PUT', string][] = [
      ['GET', '/api/mentorship/profile'],
      ['PUT', '/api/mentorship/profile'],
      ['GET', '/api/mentorship/skills'],
      ['GET', '/api/mentorship/credits'],
      ['GET', '/api/mentorship/credits/ledger'],
    ];
    for (const [method, url] of endpoints) {
      const res = await call(null, method, url, method === 'PUT' ? valid() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('are listed in the OpenAPI document under the mentorship tag', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const [method, url] of [
      ['get', '/api/mentorship/profile'],
      ['put', '/api/mentorship/profile'],
      ['get', '/api/mentorship/skills'],
      ['get', '/api/mentorship/credits'],
      ['get', '/api/mentorship/credits/ledger'],
    ] as const) {
      expect(doc.paths[url]?.[method]?.tags, `${method} ${url}`).toEqual(['mentorship']);
    }
    expect(doc.paths['/api/mentorship/profile']!.put!).toHaveProperty('requestBody');
  });
});

describe('GET /api/mentorship/profile', () => {
  it('gives a new account the defaults with its name, and stores nothing', async () => {
    const user = await signUp(t, { name: 'Grace Hopper' });
    const res = await call(user, 'GET', '/api/mentorship/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_DEVELOPER_PROFILE,
      userId: user.user.id,
      fullName: 'Grace Hopper',
      bio: '',
      complete: false,
    });
    const rows = await t.database.db
      .select()
      .from(mentorshipProfiles)
      .where(eq(mentorshipProfiles.userId, user.user.id));
    expect(rows).toEqual([]);
  });
});

describe('PUT /api/mentorship/profile', () => {
  it('replaces the whole profile and gives it back on GET, for the caller only', async () => {
    const user = await signUp(t);
    const other = await signUp(t);
    const res = await call(user, 'PUT', '/api/mentorship/profile', valid());
    expect(res.statusCode).toBe(200);
    const saved = res.json() as DeveloperProfileJson;
    expect(saved).toMatchObject(valid());
    expect((await call(user, 'GET', '/api/mentorship/profile')).json()).toEqual(saved);

    // The next PUT replaces it: lists shrink, the GitHub name goes.
    const next = { ...valid(), skills: [], expertise: [], githubUsername: null, isMentor: false };
    const replaced = await call(user, 'PUT', '/api/mentorship/profile', next);
    expect(replaced.json()).toMatchObject(next);
    expect((await call(user, 'GET', '/api/mentorship/profile')).json()).toMatchObject(next);

    const theirs = (await call(other, 'GET', '/api/mentorship/profile')).json();
    expect(theirs).toMatchObject(DEFAULT_DEVELOPER_PROFILE);
  });

  it('spells skills as the catalogue does, trims tags, keeps each once, names the zone as usual, and reads "" as no GitHub', async () => {
    const user = await signUp(t);
    const res = await call(user, 'PUT', '/api/mentorship/profile', {
      ...valid(),
      skills: ['typescript', 'TYPESCRIPT', 'code review'],
      languages: ['  English ', 'english', 'Arabic'],
      expertise: [' Testing legacy code  '],
      timezone: 'asia/tokyo',
      githubUsername: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      skills: ['TypeScript', 'Code Review'],
      languages: ['English', 'Arabic'],
      expertise: ['Testing legacy code'],
      timezone: 'Asia/Tokyo',
      githubUsername: null,
    });
  });

  it('says the profile is complete only once the account has a name and a bio', async () => {
    const user = await signUp(t, { name: 'Linus' });
    await call(user, 'PUT', '/api/mentorship/profile', valid());
    const before = (await call(user, 'GET', '/api/mentorship/profile')).json();
    expect(before).toMatchObject({ fullName: 'Linus', bio: '', complete: false });

    const bio = 'Kernel hacker, patient reviewer.';
    const profile = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: { bio },
    });
    expect(profile.statusCode).toBe(200);
    const after = (await call(user, 'GET', '/api/mentorship/profile')).json();
    expect(after).toMatchObject({ fullName: 'Linus', bio, complete: true });
  });

  it('answers 422 naming the field for each bad value, and saves nothing', async () => {
    const user = await signUp(t);
    const cases: [string, (p: Record<string, unknown>) => void, (string | number)[], string?][] = [
      [
        'unknown skill',
        (p) => (p.skills = ['TypeScript', 'Basket Weaving']),
        ['skills', 1],
        SKILL_UNKNOWN,
      ],
      ['bad time zone', (p) => (p.timezone = 'Mars/Olympus'), ['timezone'], TIME_ZONE_INVALID],
      [
        'GitHub name with a leading hyphen',
        (p) => (p.githubUsername = '-ada'),
        ['githubUsername'],
        GITHUB_USERNAME_INVALID,
      ],
      [
        'GitHub name with a double hyphen',
        (p) => (p.githubUsername = 'ada--l'),
        ['githubUsername'],
        GITHUB_USERNAME_INVALID,
      ],
      [
        'GitHub name with a space',
        (p) => (p.githubUsername = 'ada l'),
        ['githubUsername'],
        GITHUB_USERNAME_INVALID,
      ],
      [
        'GitHub name of 40 characters',
        (p) => (p.githubUsername = 'a'.repeat(40)),
        ['githubUsername'],
        GITHUB_USERNAME_INVALID,
      ],
      [
        'availability over a week',
        (p) => (p.availabilityHoursPerWeek = 169),
        ['availabilityHoursPerWeek'],
      ],
      [
        'negative availability',
        (p) => (p.availabilityHoursPerWeek = -1),
        ['availabilityHoursPerWeek'],
      ],
      ['fractional years', (p) => (p.yearsExperience = 2.5), ['yearsExperience']],
      ['years over 80', (p) => (p.yearsExperience = 81), ['yearsExperience']],
      ['no sessions a week', (p) => (p.maxSessionsPerWeek = 0), ['maxSessionsPerWeek']],
      ['51 sessions a week', (p) => (p.maxSessionsPerWeek = 51), ['maxSessionsPerWeek']],
      ['mentor as text', (p) => (p.isMentor = 'yes'), ['isMentor']],
      [
        'a 10,000-character tag',
        (p) => (p.expertise = ['x'.repeat(10_000)]),
        ['expertise', 0],
        TAG_TOO_LONG,
      ],
      ['an empty tag', (p) => (p.languages = ['  ']), ['languages', 0]],
      [
        '21 tags',
        (p) => (p.frameworks = Array.from({ length: 21 }, (_, i) => `fw${i}`)),
        ['frameworks'],
      ],
      ['an unknown key', (p) => (p.fullName = 'Someone else'), ['fullName']],
      ['a missing field', (p) => delete p.timezone, ['timezone']],
    ];
    for (const [name, change, loc, msg] of cases) {
      const body = valid() as Record<string, unknown>;
      change(body);
      const res = await call(user, 'PUT', '/api/mentorship/profile', body);
      expect(res.statusCode, name).toBe(422);
      const detail = res.json().detail as { loc: unknown[]; msg: string }[];
      const field = loc.join('.');
      // A field the body should not have is named in the message ('Unrecognized key: "x"'),
      // beside the body itself, since it has no place of its own.
      const named = detail.some(
        (d) => d.loc.slice(1).join('.') === field || d.msg.includes(`"${field}"`),
      );
      expect(named, `${name}: ${JSON.stringify(detail)}`).toBe(true);
      if (msg)
        expect(
          detail.map((d) => d.msg),
          name,
        ).toContain(msg);
    }
    const stored = (await call(user, 'GET', '/api/mentorship/profile')).json();
    expect(stored).toMatchObject(DEFAULT_DEVELOPER_PROFILE);
  });

  it('accepts the edges of every range', async () => {
    const user = await signUp(t);
    for (const edge of [
      {
        availabilityHoursPerWeek: 0,
        yearsExperience: 0,
        maxSessionsPerWeek: 1,
        githubUsername: 'a',
      },
      {
        availabilityHoursPerWeek: 168,
        yearsExperience: 80,
        maxSessionsPerWeek: 50,
        githubUsername: `a-${'b'.repeat(37)}`,
        expertise: Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, 'x')),
      },
    ]) {
      const res = await call(user, 'PUT', '/api/mentorship/profile', { ...valid(), ...edge });
      expect(res.statusCode, JSON.stringify(edge)).toBe(200);
      expect(res.json()).toMatchObject(edge);
    }
  });
});
