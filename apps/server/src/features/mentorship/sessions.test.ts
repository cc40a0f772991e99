import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INSUFFICIENT_CREDITS,
  SESSION_SKILLS_REQUIRED,
  type CreditLedgerPageJson,
  type MentorshipSessionJson,
  type MentorshipSessionPageJson,
} from '@crewline/shared/contracts/mentorship';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { mentorshipHelpers, type Method } from '../../test/mentorship-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, day, validRequest: valid, person, balance, ledger } = mentorshipHelpers(() => t);

describe('session routes', () => {
  it('answer 401 when signed out', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['POST', '/api/mentorship/sessions'],
      ['GET', '/api/mentorship/sessions'],
      ['GET', `/api/mentorship/sessions/${id}`],
      ['PUT', `/api/mentorship/sessions/${id}/cancel`],
    ] as [Method, string][]) {
      const res = await call(null, method, url, method === 'POST' ? valid() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answer 404 for a malformed id', async () => {
    const user = await person();
    expect((await call(user, 'GET', '/api/mentorship/sessions/nope')).statusCode).toBe(404);
    expect((await call(user, 'PUT', '/api/mentorship/sessions/nope/cancel')).statusCode).toBe(404);
  });
});

describe('POST /api/mentorship/sessions', () => {
  it('holds the cost, and a cancel refunds it exactly once', async () => {
    const user = await person();
    expect(await balance(user)).toBe(10);
    const res = await call(
      user,
      'POST',
      '/api/mentorship/sessions',
      valid({ skills: ['typescript'] }),
    );
    expect(res.statusCode).toBe(201);
    const session = res.json() as MentorshipSessionJson;
    expect(session).toMatchObject({
      type: 'code_review',
      topic: 'Review my parser',
      skills: ['TypeScript'],
      durationMinutes: 60,
      creditsUsed: 2,
      status: 'pending',
      requester: { id: user.user.id, fullName: user.user.name },
      mentor: null,
      scheduledTime: null,
    });
    expect(await balance(user)).toBe(8);
    const page = (await call(user, 'GET', '/api/mentorship/credits/ledger')).json();
    expect((page as CreditLedgerPageJson).entries[0]).toMatchObject({
      type: 'hold',
      amount: -2,
      session_id: session.id,
    });
    expect((await call(user, 'GET', `/api/mentorship/sessions/${session.id}`)).json()).toEqual(
      session,
    );

    const cancel = await call(user, 'PUT', `/api/mentorship/sessions/${session.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled' });
    expect(await balance(user)).toBe(10);
    const again = await call(user, 'PUT', `/api/mentorship/sessions/${session.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('cancelled');
    const refunds = (await ledger(user)).filter((row) => row.type === 'refund');
    expect(refunds.map((row) => [row.amount, row.sessionId])).toEqual([[2, session.id]]);
    expect(await balance(user)).toBe(10);
  });

  it('keeps other people out: 404 for strangers, 403 for the mentor cancelling', async () => {
    const requester = await person();
    const mentor = await person(['TypeScript']);
    const stranger = await person();
    const res = await call(
      requester,
      'POST',
      '/api/mentorship/sessions',
      valid({ mentorId: mentor.user.id }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as MentorshipSessionJson;
    expect(res.json().mentor).toEqual({ id: mentor.user.id, fullName: mentor.user.name });
    expect((await call(stranger, 'GET', `/api/mentorship/sessions/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `/api/mentorship/sessions/${id}/cancel`)).statusCode).toBe(
      404,
    );
    expect((await call(mentor, 'GET', `/api/mentorship/sessions/${id}`)).statusCode).toBe(200);
    expect((await call(mentor, 'PUT', `/api/mentorship/sessions/${id}/cancel`)).statusCode).toBe(
      403,
    );
    const mine = (await call(mentor, 'GET', '/api/mentorship/sessions')).json();
    expect((mine as MentorshipSessionPageJson).sessions.map((s) => s.id)).toEqual([id]);
    const theirs = (await call(stranger, 'GET', '/api/mentorship/sessions')).json();
    expect(theirs).toMatchObject({ sessions: [], total: 0 });
  });

  it('answers 422 naming the field for each bad value, and holds nothing', async () => {
    const user = await person();
    const nonMentor = await person();
    const now = new Date();
    const cases: [string, Record<string, unknown>, string, string?][] = [
      ['unknown type', { type: 'gossip' }, 'type'],
      ['45 minutes', { durationMinutes: 45 }, 'durationMinutes'],
      ['no skills', { skills: [] }, 'skills', SESSION_SKILLS_REQUIRED],
      ['unknown skill', { skills: ['Basket Weaving'] }, 'skills.0'],
      ['no slots', { preferredTimeSlots: [] }, 'preferredTimeSlots'],
      [
        'yesterday',
        { preferredTimeSlots: [{ date: day(-1), startTime: '10:00', endTime: '11:00' }] },
        'preferredTimeSlots.0.date',
      ],
      [
        'a slot that started today',
        {
          preferredTimeSlots: [
            // Skipped near midnight, when there is no earlier time today.
            { date: now.toISOString().slice(0, 10), startTime: '00:00', endTime: '23:59' },
          ],
        },
        now.getUTCHours() === 0 && now.getUTCMinutes() === 0
          ? ''
          : 'preferredTimeSlots.0.startTime',
      ],
      [
        'end before start',
        { preferredTimeSlots: [{ date: day(2), startTime: '11:00', endTime: '10:00' }] },
        'preferredTimeSlots.0.endTime',
      ],
      [
        'a date that does not exist',
        { preferredTimeSlots: [{ date: '2031-02-30', startTime: '10:00', endTime: '11:00' }] },
        'preferredTimeSlots.0.date',
      ],
      ['a 10,000-character topic', { topic: 'x'.repeat(10_000) }, 'topic'],
      ['an empty topic', { topic: '   ' }, 'topic'],
      ['mentorId of oneself', { mentorId: user.user.id }, 'mentorId'],
      ['mentorId of a non-mentor', { mentorId: nonMentor.user.id }, 'mentorId'],
    ];
    for (const [name, changes, field, msg] of cases) {
      if (!field) continue;
      const res = await call(user, 'POST', '/api/mentorship/sessions', valid(changes));
      expect(res.statusCode, name).toBe(422);
      const detail = res.json().detail as { loc: unknown[]; msg: string }[];
      expect(
        detail.map((d) => d.loc.slice(1).join('.')),
        name,
      ).toContain(field);
      if (msg)
        expect(
          detail.map((d) => d.msg),
          name,
        ).toContain(msg);
    }
    const incomplete = await signUp(t);
    const res = await call(incomplete, 'POST', '/api/mentorship/sessions', valid());
    expect(res.statusCode).toBe(422);
    expect((res.json().detail as { loc: unknown[] }[]).map((d) => d.loc.join('.'))).toContain(
      'profile.bio',
    );
    expect(await balance(user)).toBe(10);
    expect((await call(user, 'GET', '/api/mentorship/sessions')).json()).toMatchObject({
      total: 0,
    });
  });

  it('gives 20 parallel requests from an account with 3 credits exactly 3 sessions', async () => {
    const user = await person();
    for (const minutes of [60, 60, 90]) {
      const res = await call(
        user,
        'POST',
        '/api/mentorship/sessions',
        valid({ durationMinutes: minutes }),
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await balance(user)).toBe(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(user, 'POST', '/api/mentorship/sessions', valid({ durationMinutes: 30 })),
      ),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([...Array(3).fill(201), ...Array(17).fill(422)]);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json().message).toBe(INSUFFICIENT_CREDITS);
    }
    expect(await balance(user)).toBe(0);
    const rows = await ledger(user);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(0);
    expect(rows.filter((row) => row.type === 'hold')).toHaveLength(6);
  });
});

describe('GET /api/mentorship/sessions?pool=open', () => {
  it('shows an open request to mentors of its skills only, never to its requester', async () => {
    const requester = await person(['Rust']);
    const mentor = await person(['Rust', 'Go']);
    const otherMentor = await person(['Python']);
    const learner = await person();
    const res = await call(
      requester,
      'POST',
      '/api/mentorship/sessions',
      valid({ skills: ['Rust'] }),
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as MentorshipSessionJson;
    const pool = async (user: SignedUpUser) =>
      (
        (
          await call(user, 'GET', '/api/mentorship/sessions?pool=open')
        ).json() as MentorshipSessionPageJson
      ).sessions.map((s) => s.id);
    expect(await pool(mentor)).toContain(id);
    expect(await pool(otherMentor)).not.toContain(id);
    expect(await pool(learner)).toEqual([]);
    expect(await pool(requester)).not.toContain(id);
    await call(requester, 'PUT', `/api/mentorship/sessions/${id}/cancel`);
    expect(await pool(mentor)).not.toContain(id);
  });
});
