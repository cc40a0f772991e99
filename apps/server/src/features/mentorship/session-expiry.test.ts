import { eq } from 'drizzle-orm';
import type { NotificationJson } from '@crewline/shared/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorshipSessions } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { expireSessions } from './session-expiry-job.ts';
import { remindOfSessions } from './session-reminder-job.ts';

// Two processes on one database and one clock, set in the past: on a PostgreSQL shared with
// other test files, only the requests made here are due by this clock, so the jobs, which work
// across the whole database, cannot touch another file's sessions.
let a: TestApp;
let b: TestApp;
const MORNING = new Date('2020-01-06T08:00:00Z');
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, {}, a);
  a.clock.set(MORNING);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const { call, person, balance, ledger, request, signInAgain } = mentorshipHelpers(() => a);
const at = (time: string) => new Date(`2020-01-06T${time}:00Z`);
const slot = (startTime: string, endTime: string) => ({ date: '2020-01-06', startTime, endTime });

/** The events of the caller's mentorship notifications about one session. */
const noticed = async (user: SignedUpUser, sessionId: string) => {
  const res = await call(user, 'GET', '/api/notifications?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notifications as NotificationJson[])
    .filter((note) => note.notification_type === 'mentorship')
    .filter((note) => note.metadata.session_id === sessionId)
    .map((note) => note.metadata.event);
};

const stored = async (id: string) => {
  const [row] = await a.database.db
    .select()
    .from(mentorshipSessions)
    .where(eq(mentorshipSessions.id, id));
  return row!;
};

describe('requests nobody accepts', () => {
  it('expire when their last slot is over, and the credits come back exactly once', async () => {
    a.clock.set(MORNING);
    const requester = await person();
    const early = await request(requester, { preferredTimeSlots: [slot('09:00', '09:30')] });
    const late = await request(requester, {
      preferredTimeSlots: [slot('09:00', '09:30'), slot('11:00', '12:00')],
    });
    expect(await balance(requester)).toBe(6);
    expect((await stored(late.id)).expiresAt).toEqual(at('12:00'));

    // Not yet: the first request's slot is still running.
    expect(await expireSessions(a.database.db, at('09:29'))).toBe(0);

    // Both processes' jobs run at once: each request is ended and refunded by one of them.
    const ended = await Promise.all([
      expireSessions(a.database.db, at('09:31')),
      expireSessions(b.database.db, at('09:31')),
    ]);
    expect(ended[0]! + ended[1]!).toBe(1);
    expect(await expireSessions(a.database.db, at('09:32'))).toBe(0);
    expect((await stored(early.id)).status).toBe('cancelled');
    expect((await stored(late.id)).status).toBe('pending');

    a.clock.set(at('09:40'));
    const now = await signInAgain(requester);
    expect(await balance(now)).toBe(8);
    const refunds = (await ledger(requester)).filter((row) => row.type === 'refund');
    expect(refunds).toMatchObject([{ sessionId: early.id, amount: 2 }]);
    const mine = await call(now, 'GET', `/api/mentorship/sessions/${early.id}`);
    expect(mine.json()).toMatchObject({ status: 'cancelled' });
    // The requester hears of it once; the still-pending one says nothing yet.
    expect(await noticed(now, early.id)).toEqual(['expired']);
    expect(await noticed(now, late.id)).toEqual([]);
  });

  it('leave accepted sessions alone', async () => {
    a.clock.set(MORNING);
    const mentor = await person(['TypeScript']);
    const requester = await person();
    const session = await request(requester, {
      mentorId: mentor.user.id,
      preferredTimeSlots: [slot('10:00', '10:30')],
    });
    const accepted = await call(mentor, 'PUT', `/api/mentorship/sessions/${session.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expireSessions(a.database.db, at('10:31'));
    expect((await stored(session.id)).status).toBe('scheduled');
  });
});

describe('the reminder', () => {
  it('goes out once, 15 minutes before a scheduled session, whichever process looks', async () => {
    a.clock.set(MORNING);
    const mentor = await person(['TypeScript']);
    const requester = await person();
    const session = await request(requester, {
      mentorId: mentor.user.id,
      preferredTimeSlots: [slot('09:00', '10:00')],
    });
    expect(
      (await call(mentor, 'PUT', `/api/mentorship/sessions/${session.id}/accept`)).statusCode,
    ).toBe(200);

    expect(await remindOfSessions(a.database.db, at('08:44'))).toBe(0);
    const reminded = await Promise.all([
      remindOfSessions(a.database.db, at('08:46')),
      remindOfSessions(b.database.db, at('08:46')),
    ]);
    expect(reminded[0]! + reminded[1]!).toBe(1);
    expect(await remindOfSessions(a.database.db, at('08:50'))).toBe(0);
    expect((await stored(session.id)).reminderSentAt).toEqual(at('08:46'));
    // Both people are reminded, each once, whatever the number of runs; it names the other one.
    for (const [user, other] of [
      [requester, mentor],
      [mentor, requester],
    ] as const) {
      expect(await noticed(user, session.id)).toEqual(
        user === mentor ? ['reminder', 'requested'] : ['reminder', 'accepted'],
      );
      const res = await call(user, 'GET', '/api/notifications?limit=100');
      const reminder = (res.json().notifications as NotificationJson[]).find(
        (note) => note.metadata.session_id === session.id && note.metadata.event === 'reminder',
      );
      expect(reminder).toMatchObject({
        title: 'Your session "Review my parser" starts soon',
        link: '/dashboard/mentorship',
        metadata: { actor_name: other.user.name },
      });
    }
  });
});
