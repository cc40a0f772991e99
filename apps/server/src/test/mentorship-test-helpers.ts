import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';
import { mentorshipCreditLedger } from '../db/mentorship-schema.ts';
import type { TestApp } from './test-app.ts';
import { signUp, type SignedUpUser } from './factories.ts';

export type Method = 'GET' | 'POST' | 'PUT';

/** Mentorship calls of one test app, and the people and requests its tests start from. */
export function mentorshipHelpers(t: () => TestApp) {
  const call = (user: SignedUpUser | null, method: Method, url: string, payload?: unknown) =>
    t().request({
      method,
      url,
      ...(user ? { token: user.access_token } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The UTC calendar day `offset` days from the app's clock. */
  const day = (offset: number) =>
    new Date(t().clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  /** A valid session request, with `changes` over it. */
  const validRequest = (changes: Record<string, unknown> = {}) => ({
    type: 'code_review',
    topic: 'Review my parser',
    description: 'A recursive-descent parser for a small language.',
    skills: ['TypeScript'],
    durationMinutes: 60,
    preferredTimeSlots: [{ date: day(2), startTime: '10:00', endTime: '11:00' }],
    ...changes,
  });

  /** A person with a name and a bio (a complete profile), optionally mentoring in some skills. */
  async function person(mentorSkills?: string[], maxSessionsPerWeek = 5): Promise<SignedUpUser> {
    const user = await signUp(t());
    const res = await call(user, 'PUT', '/api/auth/profile', {
      bio: 'Writes code, asks questions.',
    });
    expect(res.statusCode).toBe(200);
    if (mentorSkills) {
      const profile = await call(user, 'PUT', '/api/mentorship/profile', {
        skills: mentorSkills,
        languages: [],
        frameworks: [],
        expertise: [],
        timezone: 'UTC',
        availabilityHoursPerWeek: 5,
        githubUsername: null,
        isMentor: true,
        yearsExperience: 5,
        maxSessionsPerWeek,
      });
      expect(profile.statusCode).toBe(200);
    }
    return user;
  }

  const balance = async (user: SignedUpUser) =>
    ((await call(user, 'GET', '/api/mentorship/credits')).json() as { currentBalance: number })
      .currentBalance;

  const ledger = (user: SignedUpUser) =>
    t()
      .database.db.select()
      .from(mentorshipCreditLedger)
      .where(eq(mentorshipCreditLedger.userId, user.user.id));

  /** Requests a session (201 asserted) and returns it. */
  async function request(
    requester: SignedUpUser,
    changes: Record<string, unknown> = {},
  ): Promise<MentorshipSessionJson> {
    const res = await call(requester, 'POST', '/api/mentorship/sessions', validRequest(changes));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as MentorshipSessionJson;
  }

  /** The same person with a fresh token: after a test moved the clock past their old one. */
  async function signInAgain(user: SignedUpUser): Promise<SignedUpUser> {
    const res = await call(null, 'POST', '/api/auth/login', {
      email: user.user.email,
      password: user.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ...user, ...(res.json() as object) };
  }

  return { call, day, validRequest, person, balance, ledger, request, signInAgain };
}
