import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { roundedDurationMinutes } from '@crewline/shared/contracts/time-entries';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let outsider: SignedUpUser;
let projectId: string;

const T0 = Date.parse('2025-03-03T09:00:00.000Z'); // a Monday
const at = (minutes: number, seconds = 0) =>
  new Date(T0 + minutes * 60_000 + seconds * 1000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [owner, outsider] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

// A fresh member each test: a person's time never overlaps across all their projects.
beforeEach(async () => {
  member = await signUp(t);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
});

function log(user: SignedUpUser, body: Record<string, unknown>) {
  return call(t, user, 'POST', '/api/time-entries', { project_id: projectId, ...body });
}

describe('rounding to the nearest minute, half up', () => {
  it.each([
    [0, 29.5, 0],
    [0, 30, 1],
    [1, 29, 1],
    [1, 30, 2],
    [60, 0, 60],
  ])('%i min %f s → %i', async (minutes, seconds, expected) => {
    expect(roundedDurationMinutes(0, minutes * 60_000 + seconds * 1000)).toBe(expected);
  });

  it('stores 90 s as 2 minutes and 89 s as 1', async () => {
    const a = await log(member, { start_time: at(0), end_time: at(1, 30) });
    const b = await log(member, { start_time: at(10), end_time: at(11, 29) });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({ duration_minutes: 2, user_id: member.user.id });
    expect(b.json().duration_minutes).toBe(1);
  });
});

describe('POST /api/time-entries', () => {
  it('returns every field of the contract', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Design' });
    const res = await log(member, {
      task_id: task.id,
      start_time: at(0),
      end_time: at(45),
      description: 'Wireframes',
      billable: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      task_id: task.id,
      task_title: 'Design',
      project_id: projectId,
      user_id: member.user.id,
      user_name: member.user.name,
      start_time: at(0),
      end_time: at(45),
      duration_minutes: 45,
      description: 'Wireframes',
      billable: true,
      can: { update: true, delete: true },
    });
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['id', 'created', 'updated']));
  });

  it('refuses an end not after the start with 422 on end_time', async () => {
    const res = await log(member, { start_time: at(10), end_time: at(10) });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('End time must be after the start time');
    expect(res.json().detail[0].loc).toEqual(['body', 'end_time']);
  });

  it('refuses a task of another project with 422 on task_id', async () => {
    const other = (await createProject(t, owner)).id;
    const task = await createTask(t, owner, other, { title: 'Elsewhere' });
    const res = await log(owner, { task_id: task.id, start_time: at(0), end_time: at(5) });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'task_id']);
  });

  it('refuses malformed input with 422 naming the field', async () => {
    const res = await log(member, { start_time: 'yesterday', end_time: at(5) });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toContain('start_time');
  });

  it('answers 401 signed out and 404 outside the project', async () => {
    expect((await log(null as never, { start_time: at(0), end_time: at(5) })).statusCode).toBe(401);
    expect((await log(outsider, { start_time: at(0), end_time: at(5) })).statusCode).toBe(404);
  });
});

describe('overlap', () => {
  it('refuses an overlapping entry with 422 naming the conflicting one; touching is fine', async () => {
    const first = (await log(member, { start_time: at(0), end_time: at(60) })).json();
    const clash = await log(member, { start_time: at(59), end_time: at(90) });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().message).toContain(first.id);
    expect(clash.json().message).toContain(at(0));
    expect(clash.json().message).toContain(at(60));
    const inside = await log(member, { start_time: at(10), end_time: at(20) });
    expect(inside.statusCode).toBe(422);
    expect((await log(member, { start_time: at(60), end_time: at(90) })).statusCode).toBe(201);
    expect((await log(member, { start_time: at(-30), end_time: at(0) })).statusCode).toBe(201);
    // Someone else's time never clashes with mine.
    expect((await log(owner, { start_time: at(0), end_time: at(60) })).statusCode).toBe(201);
  });

  it('counts a running timer as lasting until stopped', async () => {
    const timer = await call(t, member, 'POST', '/api/time-entries/start', {
      project_id: projectId,
    });
    expect(timer.statusCode).toBe(201);
    const began = Date.parse(timer.json().start_time);
    const iso = (minutes: number) => new Date(began + minutes * 60_000).toISOString();
    const later = await log(member, { start_time: iso(30), end_time: iso(40) });
    expect(later.statusCode).toBe(422);
    expect(later.json().message).toContain(timer.json().id);
    expect((await log(member, { start_time: iso(-10), end_time: iso(0) })).statusCode).toBe(201);
  });

  it('checks an update against the other entries but not against itself', async () => {
    const a = (await log(member, { start_time: at(0), end_time: at(30) })).json();
    await log(member, { start_time: at(60), end_time: at(90) });
    const self = await call(t, member, 'PUT', `/api/time-entries/${a.id}`, { end_time: at(45) });
    expect(self.statusCode).toBe(200);
    expect(self.json().duration_minutes).toBe(45);
    const clash = await call(t, member, 'PUT', `/api/time-entries/${a.id}`, { end_time: at(61) });
    expect(clash.statusCode).toBe(422);
  });

  it('lets only one of two concurrent overlapping entries in', async () => {
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) => log(member, { start_time: at(i), end_time: at(i + 30) })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422]);
  });
});

describe('timer', () => {
  it('starts, refuses a second start with 409, stops, refuses a second stop with 409', async () => {
    const start = await call(t, member, 'POST', '/api/time-entries/start', {
      project_id: projectId,
      description: 'Focus',
    });
    expect(start.statusCode).toBe(201);
    expect(start.json()).toMatchObject({
      end_time: null,
      duration_minutes: null,
      description: 'Focus',
    });
    const again = await call(t, member, 'POST', '/api/time-entries/start', {
      project_id: projectId,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A timer is already running');
    const running = await call(t, member, 'GET', '/api/time-entries/running');
    expect(running.json().entry.id).toBe(start.json().id);
    // 90 s (plus the test's own milliseconds) rounds to 2 minutes.
    t.clock.advance(90_000);
    const stop = await call(t, member, 'POST', '/api/time-entries/stop');
    expect(stop.statusCode).toBe(200);
    expect(stop.json()).toMatchObject({
      id: start.json().id,
      duration_minutes: 2,
    });
    const ran = Date.parse(stop.json().end_time) - Date.parse(start.json().start_time);
    expect(ran).toBeGreaterThanOrEqual(90_000);
    const stopAgain = await call(t, member, 'POST', '/api/time-entries/stop');
    expect(stopAgain.statusCode).toBe(409);
    expect(stopAgain.json().message).toBe('No timer is running');
    expect((await call(t, member, 'GET', '/api/time-entries/running')).json()).toEqual({
      entry: null,
    });
  });

  it('is refused to observers (403) and outsiders (404), and to the signed out (401)', async () => {
    const observer = await signUp(t);
    await addMember(t, owner, projectId, observer, 'observer');
    const body = { project_id: projectId };
    expect((await call(t, observer, 'POST', '/api/time-entries/start', body)).statusCode).toBe(403);
    expect((await call(t, outsider, 'POST', '/api/time-entries/start', body)).statusCode).toBe(404);
    expect((await call(t, null, 'POST', '/api/time-entries/start', body)).statusCode).toBe(401);
    expect((await call(t, null, 'POST', '/api/time-entries/stop')).statusCode).toBe(401);
  });
});

describe('lists and date filters', () => {
  beforeEach(async () => {
    // One entry a day, Monday to Sunday, starting 23:30 UTC (so each crosses midnight).
    for (let day = 0; day < 7; day++) {
      const start = T0 + day * 86_400_000 + 14.5 * 3_600_000;
      await log(member, {
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 60 * 60_000).toISOString(),
        billable: day % 2 === 0,
      });
    }
  });

  const dayOf = (e: { start_time: string }) => e.start_time.slice(0, 10);

  it('treats start_date and end_date as inclusive UTC days, newest first', async () => {
    const res = await call(
      t,
      member,
      'GET',
      `/api/projects/${projectId}/time-entries?start_date=2025-03-04&end_date=2025-03-06`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().map(dayOf)).toEqual(['2025-03-06', '2025-03-05', '2025-03-04']);
  });

  it('takes full ISO datetimes too', async () => {
    const q = 'start_date=2025-03-04T23:30:00Z&end_date=2025-03-05T23:30:00Z';
    const res = await call(t, member, 'GET', `/api/time-entries?project_id=${projectId}&${q}`);
    expect(res.json().map(dayOf)).toEqual(['2025-03-05', '2025-03-04']);
  });

  it('refuses a date that is neither with 422', async () => {
    const res = await call(t, member, 'GET', '/api/time-entries?start_date=03/04/2025');
    expect(res.statusCode).toBe(422);
  });

  it('unfiltered: every project of the caller and no other', async () => {
    const mine = await call(t, member, 'GET', '/api/time-entries');
    expect(mine.json().every((e: { user_id: string }) => e.user_id === member.user.id)).toBe(true);
    const theirs = await call(t, outsider, 'GET', `/api/users/${member.user.id}/time-entries`);
    expect(theirs.json()).toEqual([]);
    const byOwner = await call(t, owner, 'GET', `/api/users/${member.user.id}/time-entries`);
    expect(
      byOwner.json().filter((e: { project_id: string }) => e.project_id === projectId),
    ).toHaveLength(7);
  });

  // The list is built as JSON by the database; the single entry goes through Drizzle.
  it('lists each entry exactly as it reads alone, for each viewer', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Build' });
    await log(member, { task_id: task.id, start_time: at(-300, 7), end_time: at(-250) });
    const timer = await call(t, member, 'POST', '/api/time-entries/start', {
      project_id: projectId,
      description: 'Running',
    });
    expect(timer.statusCode).toBe(201);
    for (const viewer of [owner, member]) {
      const list = (await call(t, viewer, 'GET', `/api/projects/${projectId}/time-entries`)).json();
      expect(list).toHaveLength(9);
      for (const entry of list) {
        const alone = await call(t, viewer, 'GET', `/api/time-entries/${entry.id}`);
        expect(entry).toStrictEqual(alone.json());
      }
    }
  });

  it('serves a task’s entries, and 404 for a task or entry outside the caller’s projects', async () => {
    const task = await createTask(t, owner, projectId, { title: 'T' });
    await log(member, { task_id: task.id, start_time: at(-120), end_time: at(-100) });
    const list = await call(t, member, 'GET', `/api/tasks/${task.id}/time-entries`);
    expect(list.json()).toHaveLength(1);
    expect((await call(t, outsider, 'GET', `/api/tasks/${task.id}/time-entries`)).statusCode).toBe(
      404,
    );
    const entry = list.json()[0];
    expect((await call(t, member, 'GET', `/api/time-entries/${entry.id}`)).statusCode).toBe(200);
    expect((await call(t, outsider, 'GET', `/api/time-entries/${entry.id}`)).statusCode).toBe(404);
    expect((await call(t, null, 'GET', `/api/time-entries/${entry.id}`)).statusCode).toBe(401);
  });

  it('sums a week per member per day, billable apart', async () => {
    const res = await call(t, owner, 'GET', `/api/projects/${projectId}/timesheet?week=2025-03-03`);
    expect(res.statusCode).toBe(200);
    const sheet = res.json();
    expect(sheet.days).toHaveLength(7);
    expect(sheet.week_end).toBe('2025-03-09');
    const row = sheet.members.find((m: { user_id: string }) => m.user_id === member.user.id);
    expect(row.days[0]).toEqual({
      date: '2025-03-03',
      billable_minutes: 60,
      non_billable_minutes: 0,
    });
    expect(row.days[1]).toEqual({
      date: '2025-03-04',
      billable_minutes: 0,
      non_billable_minutes: 60,
    });
    expect(row).toMatchObject({
      billable_minutes: 240,
      non_billable_minutes: 180,
      total_minutes: 420,
    });
    const ownerRow = sheet.members.find((m: { user_id: string }) => m.user_id === owner.user.id);
    expect(ownerRow.total_minutes).toBe(0);
    expect(sheet.totals.total_minutes).toBe(420);
    expect(
      (await call(t, outsider, 'GET', `/api/projects/${projectId}/timesheet?week=2025-03-03`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, owner, 'GET', `/api/projects/${projectId}/timesheet?week=soon`)).statusCode,
    ).toBe(422);
  });

  it('filters the week by member, billable and task', async () => {
    const sheet = async (filter: string) => {
      const url = `/api/projects/${projectId}/timesheet?week=2025-03-03&${filter}`;
      const res = await call(t, owner, 'GET', url);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    const mine = await sheet(`user_id=${owner.user.id}`);
    expect(mine.members.map((m: { user_id: string }) => m.user_id)).toEqual([owner.user.id]);
    expect(mine.totals.total_minutes).toBe(0);
    const theirs = await sheet(`user_id=${member.user.id}&billable=false`);
    expect(theirs.members).toHaveLength(1);
    expect(theirs.totals).toMatchObject({ billable_minutes: 0, non_billable_minutes: 180 });
    expect((await sheet('task_id=none')).totals.total_minutes).toBe(420);
    expect((await sheet(`task_id=${crypto.randomUUID()}`)).totals.total_minutes).toBe(0);
    const everyone = await sheet('billable=true');
    expect(everyone.members.length).toBeGreaterThan(1);
    expect(everyone.totals.total_minutes).toBe(240);
    const bad = await call(
      t,
      owner,
      'GET',
      `/api/projects/${projectId}/timesheet?week=2025-03-03&billable=yes`,
    );
    expect(bad.statusCode).toBe(422);
  });
});
