import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_DAYS_AHEAD } from '@crewline/shared/contracts/calendar-feed';
import { addDays, calendarDayIn } from '@crewline/shared/domain/calendar-day';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import { mentorshipHelpers } from '../../test/mentorship-test-helpers.ts';
import { tasks } from '../../db/schema.ts';
import { calendarFeeds, milestones } from '../../db/roadmaps-schema.ts';

let t: TestApp;
let owner: SignedUpUser;
let teammate: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://crew.example' });
  [owner, teammate] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const mentorship = mentorshipHelpers(() => t);
const TOKEN_URL = /^https:\/\/crew\.example\/api\/calendar\/([A-Za-z0-9_-]+)\.ics$/;

/** The UTC day `offset` days from the app's clock. */
const day = (offset: number) => addDays(calendarDayIn(t.clock.now(), 'UTC'), offset);

/** Turns `user`'s feed on (or regenerates it); returns the address and its path on this app. */
async function turnOn(user: SignedUpUser): Promise<{ url: string; path: string; token: string }> {
  const res = await call(t, user, 'POST', '/api/calendar-feed');
  expect(res.statusCode, res.body).toBe(200);
  const { url } = res.json() as { url: string };
  const token = TOKEN_URL.exec(url)?.[1];
  if (!token) throw new Error(`not a feed address: ${url}`);
  return { url, path: new URL(url).pathname, token };
}

const fetchFeed = (path: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: path, headers });

/** The feed's events by UID, parsed back with node-ical. */
async function events(path: string): Promise<Map<string, VEvent>> {
  const res = await fetchFeed(path);
  expect(res.statusCode, res.body).toBe(200);
  const parsed = ical.sync.parseICS(res.body);
  const list = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return new Map(list.map((event) => [event.uid, event]));
}

/** A parsed DATE value as its day: node-ical makes date-only values local midnights. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** An all-day event's first day and exclusive end, as days. */
function span(event: VEvent | undefined): { start: string; end: string; allDay: boolean } {
  if (!event) throw new Error('event missing');
  return {
    start: dayOf(event.start),
    end: dayOf(event.end!),
    allDay: event.datetype === 'date',
  };
}

describe('calendar feed settings', () => {
  it.each([
    ['GET', 401],
    ['POST', 401],
    ['DELETE', 401],
  ] as const)('%s /api/calendar-feed signed out is %i', async (method, status) => {
    const res = await call(t, null, method, '/api/calendar-feed');
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: expect.any(String) });
  });

  it('is off until turned on, then issues a 256-bit token shown once and stores only its hash', async () => {
    const user = await signUp(t);
    const off = await call(t, user, 'GET', '/api/calendar-feed');
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enabled: false, created_at: null });

    const before = t.clock.now().getTime();
    const res = await call(t, user, 'POST', '/api/calendar-feed');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const issued = res.json() as { enabled: boolean; created_at: string; url: string };
    expect(issued).toEqual({
      enabled: true,
      created_at: expect.any(String),
      url: expect.any(String),
    });
    expect(Date.parse(issued.created_at)).toBeGreaterThanOrEqual(before);
    const token = TOKEN_URL.exec(issued.url)![1]!;
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);

    // Settings say since when, never the address again.
    const on = await call(t, user, 'GET', '/api/calendar-feed');
    expect(on.json()).toEqual({ enabled: true, created_at: issued.created_at });
    expect(on.body).not.toContain(token);

    const [row] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, user.user.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('gives every person and every regeneration a different token', async () => {
    const user = await signUp(t);
    const first = await turnOn(user);
    const second = await turnOn(user);
    const other = await turnOn(await signUp(t));
    expect(new Set([first.token, second.token, other.token]).size).toBe(3);
  });

  it('is listed in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/calendar-feed']!).sort()).toEqual(['delete', 'get', 'post']);
    expect(doc.paths['/api/calendar/{file}']!.get).toBeDefined();
  });
});

describe('the feed address', () => {
  it('answers 404 alike for malformed, wrong, replaced and turned-off tokens', async () => {
    const user = await signUp(t);
    const first = await turnOn(user);
    expect((await fetchFeed(first.path)).statusCode).toBe(200);

    const second = await turnOn(user);
    const replaced = await fetchFeed(first.path);
    expect(replaced.statusCode).toBe(404);
    expect((await fetchFeed(second.path)).statusCode).toBe(200);

    const wrong = await fetchFeed(`/api/calendar/${'A'.repeat(43)}.ics`);
    const malformed = [
      '/api/calendar/x.ics',
      '/api/calendar/.ics',
      `/api/calendar/${second.token}`,
      `/api/calendar/${second.token}.ICS`,
      `/api/calendar/${second.token}.ics.ics`,
      `/api/calendar/${encodeURIComponent("'; drop table calendar_feeds; --")}.ics`,
    ];
    const answers = [wrong, ...(await Promise.all(malformed.map((path) => fetchFeed(path))))];

    const off = await call(t, user, 'DELETE', '/api/calendar-feed');
    expect(off.statusCode).toBe(204);
    expect((await call(t, user, 'GET', '/api/calendar-feed')).json()).toEqual({
      enabled: false,
      created_at: null,
    });
    const revoked = await fetchFeed(second.path);
    // Turning off again changes nothing and is not an error.
    expect((await call(t, user, 'DELETE', '/api/calendar-feed')).statusCode).toBe(204);

    for (const res of [replaced, revoked, ...answers]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(revoked.body);
    }
    expect(revoked.json()).toEqual({ error: 'NOT_FOUND', message: 'Calendar feed not found' });
  });

  it('is valid iCalendar with the headers calendar apps need, and answers 304 when unchanged', async () => {
    const user = await signUp(t);
    const { path } = await turnOn(user);
    const res = await fetchFeed(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('BEGIN:VCALENDAR');
    expect(res.body).toContain('X-WR-CALNAME:Crewline');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetchFeed(path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A change to what it shows changes the tag.
    const project = await createProject(t, user);
    await createTask(t, user, project.id, {
      title: 'New work',
      assignee_id: user.user.id,
      due_date: `${day(3)}T12:00:00.000Z`,
    });
    const changed = await fetchFeed(path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('what the feed holds', () => {
  it("lists the owner's dated tasks, milestones and sessions, and nothing of others or of projects left", async () => {
    const tokyo = await createProject(t, owner, { time_zone: 'Asia/Tokyo' });
    await addMember(t, owner, tokyo.id, teammate);
    // 20:00 UTC is 05:00 the next day in Tokyo: the task is due on the project's next day.
    const evening = await createTask(t, owner, tokyo.id, {
      title: 'Ship the Tokyo release',
      assignee_id: owner.user.id,
      due_date: `${day(10)}T20:00:00.000Z`,
    });
    const spanning = await createTask(t, owner, tokyo.id, {
      title: 'Translate the docs',
      assignee_id: owner.user.id,
      due_date: `${day(20)}T00:00:00.000Z`,
    });
    await t.database.db
      .update(tasks)
      .set({ startDate: day(12) })
      .where(eq(tasks.id, spanning.id));
    const undated = await createTask(t, owner, tokyo.id, {
      title: 'Someday',
      assignee_id: owner.user.id,
    });
    const done = await createTask(t, owner, tokyo.id, {
      title: 'Already done',
      assignee_id: owner.user.id,
      due_date: `${day(5)}T12:00:00.000Z`,
      status: 'done',
    });
    const theirs = await createTask(t, owner, tokyo.id, {
      title: "Teammate's task",
      assignee_id: teammate.user.id,
      due_date: `${day(6)}T12:00:00.000Z`,
    });
    const tooFar = await createTask(t, owner, tokyo.id, {
      title: 'Far future',
      assignee_id: owner.user.id,
      due_date: `${day(CALENDAR_FEED_DAYS_AHEAD + 30)}T12:00:00.000Z`,
    });
    const [milestone] = await t.database.db
      .insert(milestones)
      .values({ projectId: tokyo.id, name: 'Beta', startDate: day(30), dueDate: day(45) })
      .returning();

    // A project the owner then leaves: its task and milestone leave the feed with them.
    const left = await createProject(t, teammate);
    await addMember(t, teammate, left.id, owner);
    const leftTask = await createTask(t, teammate, left.id, {
      title: 'Work in a project I left',
      assignee_id: owner.user.id,
      due_date: `${day(8)}T12:00:00.000Z`,
    });
    const [leftMilestone] = await t.database.db
      .insert(milestones)
      .values({ projectId: left.id, name: 'Left behind', startDate: day(8), dueDate: day(9) })
      .returning();

    // A mentorship session the owner mentors (scheduled), and the teammate's own feed.
    await mentorship.call(owner, 'PUT', '/api/mentorship/profile', {
      skills: ['TypeScript'],
      languages: [],
      frameworks: [],
      expertise: [],
      timezone: 'UTC',
      availabilityHoursPerWeek: 5,
      githubUsername: null,
      isMentor: true,
      yearsExperience: 5,
      maxSessionsPerWeek: 5,
    });
    const requester = await mentorship.person();
    const session = await mentorship.request(requester, {
      mentorId: owner.user.id,
      topic: 'Parser review',
      durationMinutes: 30,
    });
    const accepted = await mentorship.call(
      owner,
      'PUT',
      `/api/mentorship/sessions/${session.id}/accept`,
      { slot: 0 },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    const { path } = await turnOn(owner);
    const before = await events(path);
    expect(before.has(`task-${leftTask.id}@crewline`)).toBe(true);
    expect(before.has(`milestone-${leftMilestone!.id}@crewline`)).toBe(true);

    const removed = await call(
      t,
      teammate,
      'DELETE',
      `/api/projects/${left.id}/members/${owner.user.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const feed = await events(path);

    const due = feed.get(`task-${evening.id}@crewline`);
    expect(span(due)).toEqual({ start: day(11), end: day(12), allDay: true });
    expect(due!.summary).toBe('Ship the Tokyo release');
    expect(String(due!.description)).toContain(`Project: ${tokyo.name}`);
    expect(String(due!.description)).toContain(
      `https://crew.example/dashboard/projects/${tokyo.id}/tasks?task=${evening.id}`,
    );
    expect(span(feed.get(`task-${spanning.id}@crewline`))).toEqual({
      start: day(12),
      end: day(21),
      allDay: true,
    });
    const beta = feed.get(`milestone-${milestone!.id}@crewline`);
    expect(span(beta)).toEqual({ start: day(30), end: day(46), allDay: true });
    expect(beta!.summary).toBe('Milestone: Beta');

    const meeting = feed.get(`mentorship-session-${session.id}@crewline`);
    expect(meeting).toBeDefined();
    expect(meeting!.start.toISOString()).toBe(`${mentorship.day(2)}T10:00:00.000Z`);
    expect(meeting!.end!.getTime() - meeting!.start.getTime()).toBe(30 * 60_000);
    expect(meeting!.summary).toBe('Mentorship: Parser review');

    for (const absent of [undated, done, theirs, tooFar, leftTask]) {
      expect(feed.has(`task-${absent.id}@crewline`), absent.title).toBe(false);
    }
    expect(feed.has(`milestone-${leftMilestone!.id}@crewline`)).toBe(false);
    expect([...feed.keys()].sort()).toEqual(
      [
        `task-${evening.id}@crewline`,
        `task-${spanning.id}@crewline`,
        `milestone-${milestone!.id}@crewline`,
        `mentorship-session-${session.id}@crewline`,
      ].sort(),
    );

    // The teammate's feed has their own task and the shared project's milestone, not the owner's.
    const theirFeed = await events((await turnOn(teammate)).path);
    expect(theirFeed.has(`task-${theirs.id}@crewline`)).toBe(true);
    expect(theirFeed.has(`milestone-${milestone!.id}@crewline`)).toBe(true);
    expect(theirFeed.has(`task-${evening.id}@crewline`)).toBe(false);
    expect(theirFeed.has(`mentorship-session-${session.id}@crewline`)).toBe(false);

    // The requester sees the session too, titled alike and naming the mentor.
    const requesterFeed = await events((await turnOn(requester)).path);
    const theirMeeting = requesterFeed.get(`mentorship-session-${session.id}@crewline`);
    expect(String(theirMeeting!.description)).toContain(`With ${owner.user.name}`);
  });

  it("words the feed in its owner's language", async () => {
    const user = await signUp(t);
    const profile = await call(t, user, 'PUT', '/api/users/me/appearance', { language: 'ru' });
    expect(profile.statusCode, profile.body).toBe(200);
    const project = await createProject(t, user);
    await t.database.db
      .insert(milestones)
      .values({ projectId: project.id, name: 'Релиз', startDate: day(1), dueDate: day(2) });
    const feed = await events((await turnOn(user)).path);
    expect([...feed.values()].map((event) => event.summary)).toEqual(['Веха: Релиз']);
  });
});
