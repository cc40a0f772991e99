import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_ALREADY_GIVEN,
  FEEDBACK_RATING_INVALID,
} from '@crewline/shared/contracts/mentorship-feedback';
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

/** A session between a fresh requester and mentor, accepted and, unless told, completed. */
async function session(complete = true) {
  const requester = await person();
  const mentor = await person(['TypeScript']);
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
