import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationJson } from '@crewline/shared/contracts/notifications';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';

// Each session change that concerns the other party gives them exactly one `mentorship`
// notification, read back through GET /api/notifications; whoever made the change gets none.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { call, day, person, request, signInAgain } = mentorshipHelpers(() => t);

const put = (user: SignedUpUser, id: string, action: string, body?: object) =>
  call(user, 'PUT', `/api/mentorship/sessions/${id}/${action}`, body);

async function expectOk(res: { statusCode: number; body: string }) {
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** The caller's mentorship notifications about one session and one event. */
async function notesOf(user: SignedUpUser, sessionId: string, event: string) {
  const res = await call(user, 'GET', '/api/notifications?limit=100');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().notifications as NotificationJson[]).filter(
    (note) =>
      note.notification_type === 'mentorship' &&
      note.metadata.session_id === sessionId &&
      note.metadata.event === event,
  );
}

type Case = {
  event: string;
  /** Makes the change; returns who made it, who should be told and who should not. */
  run(): Promise<{ id: string; actor: SignedUpUser; told: SignedUpUser; untold: SignedUpUser[] }>;
  title: RegExp;
};

/** A request addressed to a fresh mentor, accepted when `accepted`. */
async function pair(accepted: boolean) {
  const requester = await person();
  const mentor = await person(['TypeScript']);
  const { id } = await request(requester, { mentorId: mentor.user.id, topic: 'Parser review' });
  if (accepted) await expectOk(await put(mentor, id, 'accept', { slot: 0 }));
  return { requester, mentor, id };
}

const CASES: Case[] = [
  {
    event: 'requested',
    title: /asks you for a mentorship session: "Parser review"$/,
    async run() {
      const { requester, mentor, id } = await pair(false);
      return { id, actor: requester, told: mentor, untold: [requester] };
    },
  },
  {
    event: 'accepted',
    title: /accepted your session "Parser review"$/,
    async run() {
      const { requester, mentor, id } = await pair(true);
      return { id, actor: mentor, told: requester, untold: [mentor] };
    },
  },
  {
    event: 'declined',
    title: /declined your session request "Parser review"$/,
    async run() {
      const { requester, mentor, id } = await pair(false);
      await expectOk(await put(mentor, id, 'decline'));
      return { id, actor: mentor, told: requester, untold: [mentor] };
    },
  },
  {
    event: 'cancelled',
    title: /cancelled the session "Parser review"$/,
    async run() {
      const { requester, mentor, id } = await pair(true);
      await expectOk(await put(requester, id, 'cancel'));
      return { id, actor: requester, told: mentor, untold: [requester] };
    },
  },
  {
    event: 'cancelled',
    title: /cancelled the session "Parser review"$/,
    async run() {
      // Still pending, but addressed to a mentor: they had it in their list.
      const { requester, mentor, id } = await pair(false);
      await expectOk(await put(requester, id, 'cancel'));
      return { id, actor: requester, told: mentor, untold: [requester] };
    },
  },
  {
    event: 'no_show',
    title: /recorded a no-show for "Parser review"$/,
    async run() {
      const { requester, mentor, id } = await pair(true);
      t.clock.set(new Date(`${day(2)}T10:01:00Z`));
      const mentorNow = await signInAgain(mentor);
      await expectOk(await put(mentorNow, id, 'no-show', { missed_by: 'requester' }));
      return {
        id,
        actor: mentorNow,
        told: await signInAgain(requester),
        untold: [mentorNow],
      };
    },
  },
  {
    event: 'feedback',
    title: /gave feedback on "Parser review"$/,
    async run() {
      const { requester, mentor, id } = await pair(true);
      await expectOk(await put(requester, id, 'start'));
      await expectOk(await put(mentor, id, 'complete'));
      const rated = await call(requester, 'POST', '/api/mentorship/sessions/feedback', {
        sessionId: id,
        rating: 4,
        wasHelpful: true,
        wouldRecommend: true,
      });
      expect(rated.statusCode, rated.body).toBe(201);
      return { id, actor: requester, told: mentor, untold: [requester] };
    },
  },
];

describe('mentorship notifications', () => {
  for (const [index, { event, run, title }] of CASES.entries()) {
    it(`${event} (#${index}): the other party gets one, the actor none`, async () => {
      const { id, actor, told, untold } = await run();
      const notes = await notesOf(told, id, event);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ link: '/dashboard/mentorship', read: false });
      expect(notes[0]!.title).toMatch(title);
      expect(notes[0]!.metadata.actor_name).toBe(actor.user.name);
      for (const user of untold) expect(await notesOf(user, id, event)).toHaveLength(0);
    });
  }

  it('tells nobody of an open request, or of its cancel', async () => {
    const requester = await person();
    const mentor = await person(['TypeScript']);
    const { id } = await request(requester);
    await expectOk(await put(requester, id, 'cancel'));
    for (const user of [requester, mentor]) {
      for (const event of ['requested', 'cancelled']) {
        expect(await notesOf(user, id, event)).toHaveLength(0);
      }
    }
  });

  it('tells nobody of a start or a completion', async () => {
    const { requester, mentor, id } = await pair(true);
    await expectOk(await put(requester, id, 'start'));
    await expectOk(await put(mentor, id, 'complete'));
    for (const user of [requester, mentor]) {
      const res = await call(user, 'GET', '/api/notifications?limit=100');
      const events = (res.json().notifications as NotificationJson[])
        .filter((note) => note.metadata.session_id === id)
        .map((note) => note.metadata.event);
      expect(events.filter((event) => event === 'started' || event === 'completed')).toEqual([]);
    }
  });

  it('keeps the facts each reader words it from', async () => {
    const { requester, id } = await pair(true);
    const [note] = await notesOf(requester, id, 'accepted');
    expect(note!.metadata).toMatchObject({
      session_topic: 'Parser review',
      scheduled_time: `${day(2)}T10:00:00.000Z`,
    });
  });
});
