import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_ALREADY_GIVEN,
  FEEDBACK_RATING_INVALID,
} from '@crewline/shared/contracts/mentorship-feedback';
import type { MentorSearchResultJson } from '@crewline/shared/contracts/mentorship-search';
import { mentorshipFeedback } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, person, request } = mentorshipHelpers(() => t);

const put = (user: SignedUpUser, id: string, action: string) =>
  call(user, 'PUT', `/api/mentorship/sessions/${id}/${action}`);
const rate = (user: SignedUpUser | null, sessionId: string, changes: object = {}) =>
  call(user, 'POST', '/api/mentorship/sessions/feedback', {
    sessionId,
    rating: 5,
    feedbackText: 'Clear and patient.',
    wasHelpful: true,
    wouldRecommend: true,
    ...changes,
  });

/** A session between a requester and a mentor (fresh unless given), accepted and, unless told, completed. */
async function session(
  complete = true,
  parties: { requester?: SignedUpUser; mentor?: SignedUpUser } = {},
) {
  const requester = parties.requester ?? (await person());
  const mentor = parties.mentor ?? (await person(['TypeScript']));
  const { id } = await request(requester, { mentorId: mentor.user.id });
  expect((await put(mentor, id, 'accept')).statusCode).toBe(200);
  if (complete) {
    expect((await put(requester, id, 'start')).statusCode).toBe(200);
    expect((await put(mentor, id, 'complete')).statusCode).toBe(200);
  }
  return { requester, mentor, id };
}

describe('POST /api/mentorship/sessions/feedback', () => {
  it('lets each party rate a completed session once, about the other', async () => {
    const { requester, mentor, id } = await session();
    const byRequester = await rate(requester, id, { rating: 4 });
    expect(byRequester.statusCode, byRequester.body).toBe(201);
    expect(byRequester.json()).toMatchObject({ requesterRating: 4, mentorRating: null });
    const byMentor = await rate(mentor, id, { rating: 5, wouldRecommend: false });
    expect(byMentor.statusCode).toBe(201);
    expect(byMentor.json()).toMatchObject({ requesterRating: 4, mentorRating: 5 });

    const again = await rate(requester, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(FEEDBACK_ALREADY_GIVEN);

    const rows = await t.database.db
      .select()
      .from(mentorshipFeedback)
      .where(eq(mentorshipFeedback.sessionId, id));
    expect(rows.map((row) => [row.authorRole, row.aboutUserId, row.rating]).sort()).toEqual([
      ['mentor', requester.user.id, 5],
      ['requester', mentor.user.id, 4],
    ]);
  });

  it('decides two submits at once: one 201, one 409', async () => {
    const { requester, id } = await session();
    const answers = await Promise.all([rate(requester, id), rate(requester, id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses before completion (409 naming the state), strangers (404) and the signed out', async () => {
    const { requester, id } = await session(false);
    const early = await rate(requester, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A scheduled session cannot be rated: only a completed one can',
    );
    const done = await session();
    expect((await rate(await person(), done.id)).statusCode).toBe(404);
    expect((await rate(null, done.id)).statusCode).toBe(401);
    expect((await rate(requester, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 422 naming the field for a rating outside 1–5 or not whole, and long text', async () => {
    const { requester, id } = await session();
    for (const rating of [0, 6, 2.5, '5', null]) {
      const res = await rate(requester, id, { rating });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'rating']);
      expect(res.json().detail[0].msg).toBe(FEEDBACK_RATING_INVALID);
    }
    const long = await rate(requester, id, { feedbackText: 'x'.repeat(10_001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().detail[0].loc).toEqual(['body', 'feedbackText']);
    expect((await rate(requester, id, { wasHelpful: 'yes' })).statusCode).toBe(422);
    expect((await rate(requester, id, { extra: 1 })).statusCode).toBe(422);
    // Nothing was stored by the refused attempts.
    expect((await rate(requester, id)).statusCode).toBe(201);
  });
});

describe('ratings and who reads feedback', () => {
  it("makes a mentor's rating the average of what requesters gave them, shown in search", async () => {
    const mentor = await person(['Kotlin']);
    // This requester mentors too: the mentor's rating about them must not count as theirs.
    const first = await session(true, { requester: await person(['Kotlin']), mentor });
    const second = await session(true, { mentor });
    expect((await rate(first.requester, first.id, { rating: 5 })).statusCode).toBe(201);
    expect((await rate(second.requester, second.id, { rating: 2 })).statusCode).toBe(201);
    expect((await rate(mentor, first.id, { rating: 1 })).statusCode).toBe(201);

    const searcher = await person();
    const res = await call(
      searcher,
      'GET',
      '/api/mentorship/mentors/search?skills=Kotlin&limit=100',
    );
    expect(res.statusCode).toBe(200);
    const found = res.json() as MentorSearchResultJson[];
    const byId = (id: string) => found.find((r) => r.mentor.userId === id)?.mentor;
    expect(byId(mentor.user.id)).toMatchObject({
      rating: 3.5,
      ratingCount: 2,
      totalSessionsGiven: 2,
    });
    expect(byId(first.requester.user.id)).toMatchObject({ rating: null, ratingCount: 0 });
  });

  it('shows each party the feedback they gave and the feedback about them; nobody else', async () => {
    const { requester, mentor, id } = await session();
    const list = (user: SignedUpUser | null, sessionId = id) =>
      call(user, 'GET', `/api/mentorship/sessions/${sessionId}/feedback`);
    expect((await list(requester)).json()).toEqual([]);
    await rate(requester, id, { rating: 4, feedbackText: 'Patient.' });
    const early = await list(mentor);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual([
      expect.objectContaining({
        sessionId: id,
        authorRole: 'requester',
        writtenByYou: false,
        aboutUserId: mentor.user.id,
        rating: 4,
        feedbackText: 'Patient.',
        wasHelpful: true,
        wouldRecommend: true,
      }),
    ]);
    await rate(mentor, id, { rating: 5, feedbackText: 'Well prepared.' });
    const both = (await list(requester)).json() as {
      writtenByYou: boolean;
      feedbackText: string;
    }[];
    expect(both.map((f) => [f.writtenByYou, f.feedbackText])).toEqual([
      [true, 'Patient.'],
      [false, 'Well prepared.'],
    ]);
    expect((await list(await person())).statusCode).toBe(404);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(requester, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
