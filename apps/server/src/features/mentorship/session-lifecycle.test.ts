import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPT_SLOT_MISSING,
  ACCEPT_SLOT_PAST,
  MENTOR_WEEK_FULL,
  NO_SHOW_TOO_EARLY,
  type MentorshipSessionJson,
} from '@crewline/shared/contracts/mentorship';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, day, person, balance, ledger, request, signInAgain } = mentorshipHelpers(() => t);

type Role = 'requester' | 'mentor' | 'otherMentor' | 'stranger';
type State = 'addressed' | 'open' | 'scheduled' | 'active' | 'completed' | 'cancelled';
type Action = 'accept' | 'decline' | 'cancel' | 'start' | 'complete';

let mentor: SignedUpUser;
let otherMentor: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  mentor = await person(['TypeScript'], 50);
  otherMentor = await person(['TypeScript'], 50);
  stranger = await person();
});

const put = (user: SignedUpUser, id: string, action: string, payload?: unknown) =>
  call(user, 'PUT', `/api/mentorship/sessions/${id}/${action}`, payload);

// Sessions are spread over eight weeks, so the shared mentors never reach a weekly limit.
let made = 0;

/**
 * A fresh requester and a 30-minute session of theirs brought into `state` through the API, at
 * 10:00 UTC on `slotDay` days from now (by default some day two to 51 days ahead).
 */
async function sessionIn(
  state: State,
  slotDay = 2 + 7 * (made++ % 8),
): Promise<{ requester: SignedUpUser; id: string }> {
  const requester = await person();
  const { id } = await request(requester, {
    durationMinutes: 30,
    preferredTimeSlots: [{ date: day(slotDay), startTime: '10:00', endTime: '11:00' }],
    ...(state === 'open' ? {} : { mentorId: mentor.user.id }),
  });
  const steps: Record<State, [SignedUpUser, string][]> = {
    addressed: [],
    open: [],
    scheduled: [[mentor, 'accept']],
    active: [
      [mentor, 'accept'],
      [requester, 'start'],
    ],
    completed: [
      [mentor, 'accept'],
      [requester, 'start'],
      [mentor, 'complete'],
    ],
    cancelled: [[requester, 'cancel']],
  };
  for (const [who, action] of steps[state]) {
    expect((await put(who, id, action)).statusCode, `${action} on the way to ${state}`).toBe(200);
  }
  return { requester, id };
}

/**
 * Who may make which change from which state: the answer each of the four people gets. An open
 * request is visible to every mentor (they may take it) but is nobody's to decline.
 */
const WHO_MAY: [Action, State, Record<Role, number>][] = [
  ['accept', 'addressed', { requester: 403, mentor: 200, otherMentor: 404, stranger: 404 }],
  ['accept', 'open', { requester: 403, mentor: 200, otherMentor: 200, stranger: 403 }],
  ['accept', 'scheduled', { requester: 403, mentor: 409, otherMentor: 404, stranger: 404 }],
  ['accept', 'cancelled', { requester: 403, mentor: 409, otherMentor: 404, stranger: 404 }],
  ['decline', 'addressed', { requester: 403, mentor: 204, otherMentor: 404, stranger: 404 }],
  ['decline', 'open', { requester: 403, mentor: 403, otherMentor: 403, stranger: 403 }],
  ['decline', 'scheduled', { requester: 403, mentor: 409, otherMentor: 404, stranger: 404 }],
  ['cancel', 'addressed', { requester: 200, mentor: 403, otherMentor: 404, stranger: 404 }],
  ['cancel', 'open', { requester: 200, mentor: 404, otherMentor: 404, stranger: 404 }],
  ['cancel', 'scheduled', { requester: 200, mentor: 403, otherMentor: 404, stranger: 404 }],
  ['cancel', 'active', { requester: 409, mentor: 403, otherMentor: 404, stranger: 404 }],
  ['cancel', 'completed', { requester: 409, mentor: 403, otherMentor: 404, stranger: 404 }],
  ['start', 'addressed', { requester: 409, mentor: 409, otherMentor: 404, stranger: 404 }],
  ['start', 'scheduled', { requester: 200, mentor: 200, otherMentor: 404, stranger: 404 }],
  ['start', 'active', { requester: 409, mentor: 409, otherMentor: 404, stranger: 404 }],
  ['complete', 'scheduled', { requester: 409, mentor: 409, otherMentor: 404, stranger: 404 }],
  ['complete', 'active', { requester: 200, mentor: 200, otherMentor: 404, stranger: 404 }],
  ['complete', 'completed', { requester: 409, mentor: 409, otherMentor: 404, stranger: 404 }],
];

describe('who may change a session, and from which state', () => {
  for (const [action, state, expected] of WHO_MAY) {
    for (const role of Object.keys(expected) as Role[]) {
      it(`${action} of a ${state} session by the ${role} → ${expected[role]}`, async () => {
        const { requester, id } = await sessionIn(state);
        const caller = { requester, mentor, otherMentor, stranger }[role];
        const res = await put(caller, id, action);
        expect(res.statusCode, res.body).toBe(expected[role]);
        if (res.statusCode === 409) expect(res.json().message).toMatch(/^A \w+ session cannot be/);
      });
    }
  }

  it('answers 401 signed out and 404 for an unknown session on every change', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const action of ['accept', 'decline', 'cancel', 'start', 'complete', 'no-show']) {
      const body = action === 'no-show' ? { missed_by: 'mentor' } : undefined;
      const signedOut = await call(null, 'PUT', `/api/mentorship/sessions/${id}/${action}`, body);
      expect(signedOut.statusCode, action).toBe(401);
      expect((await put(stranger, id, action, body)).statusCode, action).toBe(404);
    }
  });
});

describe('a session from request to feedback-ready', () => {
  it('moves the cost from the requester to the mentor, and names both times', async () => {
    const requester = await person();
    const paid = await person(['TypeScript']);
    const { id } = await request(requester, { mentorId: paid.user.id });
    expect(await balance(requester)).toBe(8);

    const accepted = await put(paid, id, 'accept', { slot: 0 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const scheduled = accepted.json() as MentorshipSessionJson;
    expect(scheduled).toMatchObject({ status: 'scheduled', mentor: { id: paid.user.id } });
    expect(scheduled.scheduledTime).toBe(`${day(2)}T10:00:00.000Z`);
    expect(scheduled.sessionUrl).toMatch(/^https:\/\/meet\.jit\.si\/crewline-[0-9a-f]{32}$/);

    const before = t.clock.now().getTime();
    const started = (await put(requester, id, 'start')).json() as MentorshipSessionJson;
    expect(started.status).toBe('active');
    expect(Date.parse(started.actualStartTime!)).toBeGreaterThanOrEqual(before);
    const completed = await put(paid, id, 'complete');
    expect(completed.json()).toMatchObject({ status: 'completed' });
    expect((completed.json() as MentorshipSessionJson).actualEndTime).not.toBeNull();

    expect(await balance(requester)).toBe(8);
    expect(await balance(paid)).toBe(12);
    const transfers = (await ledger(paid)).filter((row) => row.type === 'transfer');
    expect(transfers).toMatchObject([{ amount: 2, sessionId: id }]);
  });

  it('schedules the slot in the requester’s time zone', async () => {
    const requester = await person();
    await call(requester, 'PUT', '/api/mentorship/profile', {
      skills: [],
      languages: [],
      frameworks: [],
      expertise: [],
      timezone: 'Asia/Tokyo',
      availabilityHoursPerWeek: 0,
      githubUsername: null,
      isMentor: false,
      yearsExperience: 0,
      maxSessionsPerWeek: 5,
    });
    const { id } = await request(requester, {
      mentorId: mentor.user.id,
      preferredTimeSlots: [
        { date: day(3), startTime: '09:00', endTime: '10:00' },
        { date: day(4), startTime: '18:30', endTime: '19:30' },
      ],
    });
    const res = await put(mentor, id, 'accept', { slot: 1 });
    expect(res.statusCode, res.body).toBe(200);
    // Tokyo is nine hours ahead of UTC all year.
    expect(res.json().scheduledTime).toBe(`${day(4)}T09:30:00.000Z`);
  });

  it('refuses a slot that does not exist or has already started (422 on slot)', async () => {
    const { id } = await sessionIn('addressed');
    const missing = await put(mentor, id, 'accept', { slot: 3 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(ACCEPT_SLOT_MISSING);
    expect(missing.json().detail[0].loc).toEqual(['body', 'slot']);
    expect((await put(mentor, id, 'accept', { slot: -1 })).statusCode).toBe(422);
    expect((await put(mentor, id, 'accept', { slot: 'first' })).statusCode).toBe(422);
    expect((await put(mentor, id, 'accept', { slot: 0, extra: 1 })).statusCode).toBe(422);

    const later = t.clock.now();
    const slotDay = day(2);
    t.clock.set(new Date(`${slotDay}T10:30:00Z`));
    try {
      const past = await put(await signInAgain(mentor), id, 'accept', {});
      expect(past.statusCode).toBe(422);
      expect(past.json().message).toBe(ACCEPT_SLOT_PAST);
    } finally {
      t.clock.set(later);
    }
  });

  it('keeps a mentor to their weekly number of sessions', async () => {
    const busy = await person(['TypeScript'], 1);
    const first = await request(await person(), { mentorId: busy.user.id });
    const second = await request(await person(), { mentorId: busy.user.id });
    expect((await put(busy, first.id, 'accept')).statusCode).toBe(200);
    const full = await put(busy, second.id, 'accept');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(MENTOR_WEEK_FULL);
  });

  it('sends a declined request to the open pool, where another mentor can take it', async () => {
    const { requester, id } = await sessionIn('addressed');
    expect((await put(mentor, id, 'decline')).statusCode).toBe(204);
    expect((await call(mentor, 'GET', `/api/mentorship/sessions/${id}`)).statusCode).toBe(404);
    const mine = (await call(requester, 'GET', `/api/mentorship/sessions/${id}`)).json();
    expect(mine).toMatchObject({ status: 'pending', mentor: null });
    expect((await put(otherMentor, id, 'accept')).statusCode).toBe(200);
  });
});

describe('no-shows', () => {
  async function dueSession() {
    const { requester, id } = await sessionIn('scheduled', 2);
    return { requester, id, due: new Date(`${day(2)}T10:01:00Z`) };
  }

  it('cannot be marked before the session was due to start', async () => {
    const { requester, id } = await dueSession();
    const early = await put(requester, id, 'no-show', { missed_by: 'mentor' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(NO_SHOW_TOO_EARLY);
    expect((await put(requester, id, 'no-show', { missed_by: 'nobody' })).statusCode).toBe(422);
    expect((await put(requester, id, 'no-show', {})).statusCode).toBe(422);
  });

  it('refunds the requester when the mentor stayed away, and pays the mentor when the requester did', async () => {
    const mentorMissed = await dueSession();
    const requesterMissed = await dueSession();
    const mentorBefore = await balance(mentor);
    const now = t.clock.now();
    t.clock.set(mentorMissed.due);
    try {
      const a = await put(await signInAgain(mentorMissed.requester), mentorMissed.id, 'no-show', {
        missed_by: 'mentor',
      });
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toMatchObject({ status: 'no_show' });
      const mentorNow = await signInAgain(mentor);
      const b = await put(mentorNow, requesterMissed.id, 'no-show', { missed_by: 'requester' });
      expect(b.statusCode, b.body).toBe(200);
      const again = await put(mentorNow, requesterMissed.id, 'no-show', {
        missed_by: 'requester',
      });
      expect(again.statusCode).toBe(409);
      const strangerNow = await signInAgain(stranger);
      const outsider = await put(strangerNow, requesterMissed.id, 'no-show', {
        missed_by: 'mentor',
      });
      expect(outsider.statusCode).toBe(404);
    } finally {
      t.clock.set(now);
    }
    expect(await balance(mentorMissed.requester)).toBe(10);
    expect(await balance(requesterMissed.requester)).toBe(9);
    expect(await balance(mentor)).toBe(mentorBefore + 1);
  });
});

describe('races', () => {
  it('lets exactly one of two mentors accept the same open request', async () => {
    for (let round = 0; round < 5; round++) {
      const { id } = await sessionIn('open');
      const answers = await Promise.all([
        put(mentor, id, 'accept'),
        put(otherMentor, id, 'accept'),
      ]);
      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 404]);
    }
  });

  it('decides a cancel racing a complete once: a refund or a transfer, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const { requester, id } = await sessionIn('active');
      const [cancel, complete] = await Promise.all([
        put(requester, id, 'cancel'),
        put(mentor, id, 'complete'),
      ]);
      expect(complete.statusCode).toBe(200);
      expect(cancel.statusCode).toBe(409);
      const rows = (await ledger(requester)).filter((row) => row.sessionId === id);
      expect(rows.map((row) => row.type).sort()).toEqual(['hold']);
      expect(await balance(requester)).toBe(9);
    }
  });

  it('decides a cancel racing an accept once: the refund and the schedule never both stand', async () => {
    for (let round = 0; round < 5; round++) {
      const { requester, id } = await sessionIn('addressed');
      const [cancel, accept] = await Promise.all([
        put(requester, id, 'cancel'),
        put(mentor, id, 'accept'),
      ]);
      const session = (await call(requester, 'GET', `/api/mentorship/sessions/${id}`)).json();
      const refunds = (await ledger(requester)).filter(
        (row) => row.sessionId === id && row.type === 'refund',
      );
      // Either order is fine; what matters is that the outcome is one of the two, whole.
      if (cancel.statusCode === 200) {
        expect(session.status).toBe('cancelled');
        expect(refunds).toHaveLength(1);
      } else {
        expect(accept.statusCode).toBe(200);
        expect(session.status).toBe('scheduled');
        expect(refunds).toHaveLength(0);
      }
      const sum = (await ledger(requester)).reduce((total, row) => total + row.amount, 0);
      expect(await balance(requester)).toBe(sum);
    }
  });
});
