import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDayIn } from '@crewline/shared/domain/calendar-day';
import type { MilestoneJson } from '@crewline/shared/contracts/milestones';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import { detailLocs } from '../../test/sprint-test-helpers.ts';
import { createMilestone } from '../../test/milestone-test-helpers.ts';
import { ACTORS, byActor, signUpEach, type Actor } from '../../test/permission-actors.ts';

let t: TestApp;
let people: Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;

beforeAll(async () => {
  t = await createTestApp();
  people = await signUpEach(t, [
    'owner',
    'manager',
    'leader',
    'member',
    'observer',
    'outsider',
  ] as const);
});
afterAll(() => t.close());

/** A fresh project in UTC with one person of each role. */
async function freshProject(timeZone = 'UTC'): Promise<string> {
  const projectId = (await createProject(t, people.owner, { time_zone: timeZone })).id;
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, people.owner, projectId, people[role], role);
  }
  return projectId;
}

/** Today in UTC by the app's clock, and the day `n` days from it. */
const today = () => calendarDayIn(t.clock.now(), 'UTC');
const day = (n: number) => addDays(today(), n);

const owner = () => people.owner;

describe('milestone create, list and read', () => {
  it('creates a milestone (trimmed name, no description) and every member reads it', async () => {
    const projectId = await freshProject();
    const res = await call(t, owner(), 'POST', `/api/projects/${projectId}/milestones`, {
      name: '  Beta  ',
      start_date: day(-2),
      due_date: day(10),
    });
    expect(res.statusCode, res.body).toBe(201);
    const milestone: MilestoneJson = res.json();
    expect(milestone).toEqual({
      id: expect.any(String),
      project_id: projectId,
      name: 'Beta',
      description: '',
      start_date: day(-2),
      due_date: day(10),
      status: 'on_track',
      status_overridden: false,
      status_reason: null,
      computed_status: 'on_track',
      progress: 0,
      progress_basis: 'tasks',
      task_count: 0,
      done_count: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      can: { update: true, delete: true },
    });
    // A leader sets milestones too; the list is by due day and an observer reads it.
    const earlier = await createMilestone(t, people.leader, projectId, {
      name: 'Alpha',
      description: 'First cut',
      start_date: day(-5),
      due_date: day(1),
    });
    const listed = await call(t, people.observer, 'GET', `/api/projects/${projectId}/milestones`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((m: MilestoneJson) => m.id)).toEqual([earlier.id, milestone.id]);
    expect(listed.json()[1]).toEqual({ ...milestone, can: { update: false, delete: false } });
    const read = await call(t, people.member, 'GET', `/api/milestones/${earlier.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ name: 'Alpha', description: 'First cut' });
  });

  it.each([
    ['no name', { start_date: '2030-01-01', due_date: '2030-01-02' }, 'body.name'],
    ['a blank name', { name: '  ', start_date: '2030-01-01', due_date: '2030-01-02' }, 'body.name'],
    [
      'a name over 200 characters',
      { name: 'x'.repeat(201), start_date: '2030-01-01', due_date: '2030-01-02' },
      'body.name',
    ],
    [
      'a description over 10000 characters',
      {
        name: 'M',
        description: 'd'.repeat(10_001),
        start_date: '2030-01-01',
        due_date: '2030-01-02',
      },
      'body.description',
    ],
    ['no due date', { name: 'M', start_date: '2030-01-01' }, 'body.due_date'],
    [
      'a malformed day',
      { name: 'M', start_date: '2030-02-30', due_date: '2030-03-02' },
      'body.start_date',
    ],
    [
      'a datetime for a day',
      { name: 'M', start_date: '2030-01-01T00:00:00Z', due_date: '2030-03-02' },
      'body.start_date',
    ],
    [
      'a due day before the start',
      { name: 'M', start_date: '2030-01-02', due_date: '2030-01-01' },
      'body.due_date',
    ],
    [
      'an override without a reason',
      {
        name: 'M',
        start_date: '2030-01-01',
        due_date: '2030-01-02',
        status_override: { status: 'at_risk' },
      },
      'body.status_override.reason',
    ],
    [
      'an override with a blank reason',
      {
        name: 'M',
        start_date: '2030-01-01',
        due_date: '2030-01-02',
        status_override: { status: 'at_risk', reason: '  ' },
      },
      'body.status_override.reason',
    ],
    [
      'an unknown override status',
      {
        name: 'M',
        start_date: '2030-01-01',
        due_date: '2030-01-02',
        status_override: { status: 'late', reason: 'x' },
      },
      'body.status_override.status',
    ],
  ])('refuses %s with 422 naming the field', async (_name, payload, loc) => {
    const projectId = await freshProject();
    const res = await call(t, owner(), 'POST', `/api/projects/${projectId}/milestones`, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(detailLocs(res.json())).toContain(loc);
    const listed = await call(t, owner(), 'GET', `/api/projects/${projectId}/milestones`);
    expect(listed.json()).toEqual([]);
  });

  it('words the refusals clearly', async () => {
    const projectId = await freshProject();
    const url = `/api/projects/${projectId}/milestones`;
    const backwards = await call(t, owner(), 'POST', url, {
      name: 'M',
      start_date: '2030-01-02',
      due_date: '2030-01-01',
    });
    expect(backwards.json().detail[0].msg).toBe('Due date must be on or after the start date');
    const blank = await call(t, owner(), 'POST', url, {
      name: 'M',
      start_date: '2030-01-01',
      due_date: '2030-01-02',
      status_override: { status: 'delayed', reason: ' ' },
    });
    expect(blank.json().detail[0].msg).toBe('A reason is required to override the status');
  });
});

describe('milestone edit and override', () => {
  it('edits any subset, checking the days as they will be stored', async () => {
    const projectId = await freshProject();
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: '2030-05-01',
      due_date: '2030-05-14',
    });
    const url = `/api/milestones/${milestone.id}`;
    const renamed = await call(t, people.manager, 'PUT', url, {
      name: ' GA ',
      description: 'Ship',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'GA',
      description: 'Ship',
      start_date: '2030-05-01',
    });
    const dueFirst = await call(t, owner(), 'PUT', url, { due_date: '2030-04-30' });
    expect(dueFirst.statusCode).toBe(422);
    expect(detailLocs(dueFirst.json())).toEqual(['body.due_date']);
    expect(dueFirst.json().message).toBe('Due date must be on or after the start date');
    const startLate = await call(t, owner(), 'PUT', url, { start_date: '2030-05-15' });
    expect(startLate.statusCode).toBe(422);
    expect(detailLocs(startLate.json())).toEqual(['body.start_date']);
    const both = await call(t, owner(), 'PUT', url, {
      start_date: '2030-06-01',
      due_date: '2030-06-30',
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json()).toMatchObject({ start_date: '2030-06-01', due_date: '2030-06-30' });
    for (const payload of [{}, { name: '' }, { start_date: 'soon' }]) {
      const res = await call(t, owner(), 'PUT', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    // None of the refusals changed it.
    expect((await call(t, owner(), 'GET', url)).json()).toMatchObject({
      name: 'GA',
      start_date: '2030-06-01',
      due_date: '2030-06-30',
    });
  });

  it('sets an override with its reason, keeps reporting the computed status, and clears it', async () => {
    const projectId = await freshProject();
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: day(-30),
      due_date: day(-1),
    });
    expect(milestone).toMatchObject({ status: 'delayed', computed_status: 'delayed' });
    const url = `/api/milestones/${milestone.id}`;
    const blank = await call(t, owner(), 'PUT', url, {
      status_override: { status: 'on_track', reason: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(detailLocs(blank.json())).toEqual(['body.status_override.reason']);
    const set = await call(t, people.leader, 'PUT', url, {
      status_override: { status: 'on_track', reason: '  Date moved by the client  ' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      status: 'on_track',
      status_overridden: true,
      status_reason: 'Date moved by the client',
      computed_status: 'delayed',
    });
    // Other edits keep the override; null clears it.
    expect((await call(t, owner(), 'PUT', url, { name: 'Renamed' })).json()).toMatchObject({
      status_overridden: true,
    });
    const cleared = await call(t, owner(), 'PUT', url, { status_override: null });
    expect(cleared.json()).toMatchObject({
      status: 'delayed',
      status_overridden: false,
      status_reason: null,
    });
    // An override may be given at creation.
    const created = await createMilestone(t, owner(), projectId, {
      start_date: day(0),
      due_date: day(5),
      status_override: { status: 'completed', reason: 'Delivered outside the tool' },
    });
    expect(created).toMatchObject({ status: 'completed', computed_status: 'on_track' });
  });
});

describe('milestone status through the API', () => {
  it('follows its tasks: on track, at risk, completed, delayed; progress by tasks or points', async () => {
    const projectId = await freshProject();
    // Ten days, the fifth today: half the time gone.
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: day(-4),
      due_date: day(5),
    });
    const read = async () =>
      (
        await call(t, people.member, 'GET', `/api/milestones/${milestone.id}`)
      ).json() as MilestoneJson;
    const a = await createTask(t, people.member, projectId, {
      title: 'A',
      milestone_id: milestone.id,
      estimate: 3,
    });
    const b = await createTask(t, people.member, projectId, {
      title: 'B',
      milestone_id: milestone.id,
      estimate: 1,
    });
    expect(a.milestone_id).toBe(milestone.id);
    // Nothing done with half the time gone: 0.5 behind.
    expect(await read()).toMatchObject({
      status: 'at_risk',
      progress: 0,
      task_count: 2,
      done_count: 0,
      progress_basis: 'points',
    });
    await call(t, people.member, 'PUT', `/api/tasks/${a.id}`, { status: 'done' });
    // 3 of 4 points done: ahead of the time.
    expect(await read()).toMatchObject({
      status: 'on_track',
      progress: 75,
      done_count: 1,
      progress_basis: 'points',
    });
    // A task without an estimate switches to counting tasks: 1 of 3 done with half the time
    // gone is 0.17 behind, within the lag.
    const c = await createTask(t, people.member, projectId, {
      title: 'C',
      milestone_id: milestone.id,
    });
    expect(await read()).toMatchObject({
      status: 'on_track',
      progress: 33,
      progress_basis: 'tasks',
    });
    await call(t, people.member, 'PUT', `/api/tasks/${c.id}`, { milestone_id: null });
    expect(await read()).toMatchObject({ status: 'on_track', progress: 75, task_count: 2 });
    // An unfinished linked task past its due date puts it at risk.
    await call(t, people.member, 'PUT', `/api/tasks/${b.id}`, { due_date: `${day(-1)}T12:00:00Z` });
    expect(await read()).toMatchObject({ status: 'at_risk', progress: 75 });
    await call(t, people.member, 'PUT', `/api/tasks/${b.id}`, { status: 'done' });
    expect(await read()).toMatchObject({ status: 'completed', progress: 100, done_count: 2 });
    // Reopened and past its due day: delayed.
    await call(t, people.member, 'PUT', `/api/tasks/${b.id}`, { status: 'in_progress' });
    await call(t, owner(), 'PUT', `/api/milestones/${milestone.id}`, {
      start_date: day(-10),
      due_date: day(-1),
    });
    expect(await read()).toMatchObject({ status: 'delayed', progress: 75 });
    // The list computes the same.
    const listed = await call(t, owner(), 'GET', `/api/projects/${projectId}/milestones`);
    expect(listed.json()).toEqual([{ ...(await read()), can: { update: true, delete: true } }]);
  });

  it('a milestone with no tasks is on track through its due day, then delayed', async () => {
    const projectId = await freshProject();
    const dueToday = await createMilestone(t, owner(), projectId, {
      start_date: day(-20),
      due_date: day(0),
    });
    const dueYesterday = await createMilestone(t, owner(), projectId, {
      start_date: day(-20),
      due_date: day(-1),
    });
    expect(dueToday).toMatchObject({ status: 'on_track', progress: 0 });
    expect(dueYesterday).toMatchObject({ status: 'delayed', progress: 0 });
  });

  it('reads today in the project’s time zone', async () => {
    // UTC+14 and UTC-11 are 25 hours apart: whatever the instant, they are on different days.
    const westDay = calendarDayIn(t.clock.now(), 'Pacific/Pago_Pago');
    const body = { start_date: addDays(westDay, -3), due_date: westDay };
    const west = await freshProject('Pacific/Pago_Pago');
    const east = await freshProject('Pacific/Kiritimati');
    expect((await createMilestone(t, owner(), west, body)).status).toBe('on_track');
    expect((await createMilestone(t, owner(), east, body)).status).toBe('delayed');
  });
});

describe('tasks linked to milestones', () => {
  it('links a task on create (both URL forms) and edit; another project’s or unknown milestone is 422', async () => {
    const projectId = await freshProject();
    const other = await freshProject();
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: '2030-01-01',
      due_date: '2030-02-01',
    });
    const elsewhere = await createMilestone(t, owner(), other, {
      start_date: '2030-01-01',
      due_date: '2030-02-01',
    });
    const viaTasks = await call(t, people.member, 'POST', '/api/tasks', {
      project_id: projectId,
      title: 'Linked',
      milestone_id: milestone.id,
      start_date: '2030-01-05',
    });
    expect(viaTasks.statusCode, viaTasks.body).toBe(201);
    expect(viaTasks.json()).toMatchObject({ milestone_id: milestone.id, start_date: '2030-01-05' });
    for (const bad of [elsewhere.id, randomUUID()]) {
      for (const [url, extra] of [
        ['/api/tasks', { project_id: projectId }],
        [`/api/projects/${projectId}/tasks`, {}],
      ] as const) {
        const res = await call(t, people.member, 'POST', url, {
          ...extra,
          title: 'X',
          milestone_id: bad,
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().message).toBe('Milestone not found in this project');
        expect(detailLocs(res.json())).toEqual(['body.milestone_id']);
      }
      const edit = await call(t, people.member, 'PUT', `/api/tasks/${viaTasks.json().id}`, {
        milestone_id: bad,
      });
      expect(edit.statusCode).toBe(422);
      expect(detailLocs(edit.json())).toEqual(['body.milestone_id']);
    }
    const malformed = await call(t, people.member, 'PUT', `/api/tasks/${viaTasks.json().id}`, {
      milestone_id: 'beta',
    });
    expect(malformed.statusCode).toBe(422);
    const task = await call(t, people.member, 'GET', `/api/tasks/${viaTasks.json().id}`);
    expect(task.json().milestone_id).toBe(milestone.id);
    // The board carries both fields.
    const boardRes = await call(t, people.observer, 'GET', `/api/projects/${projectId}/tasks`);
    expect(boardRes.json()).toEqual([
      expect.objectContaining({ milestone_id: milestone.id, start_date: '2030-01-05' }),
    ]);
  });

  it('refuses a start day after the due day, read in the project’s zone, whichever changes', async () => {
    const projectId = await freshProject('America/New_York');
    // 03:00 UTC on the 10th is still the 9th in New York.
    const due = '2030-03-10T03:00:00Z';
    const refused = await call(t, people.member, 'POST', `/api/projects/${projectId}/tasks`, {
      title: 'T',
      due_date: due,
      start_date: '2030-03-10',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe('Start date must be on or before the due date');
    expect(refused.json().detail).toEqual([
      {
        loc: ['body', 'start_date'],
        msg: 'Start date must be on or before the due date (2030-03-09)',
      },
    ]);
    const task = await createTask(t, people.member, projectId, {
      title: 'T',
      due_date: due,
      start_date: '2030-03-09',
    });
    expect(task.start_date).toBe('2030-03-09');
    const url = `/api/tasks/${task.id}`;
    const lateStart = await call(t, people.member, 'PUT', url, { start_date: '2030-03-11' });
    expect(lateStart.statusCode).toBe(422);
    expect(detailLocs(lateStart.json())).toEqual(['body.start_date']);
    const earlyDue = await call(t, people.member, 'PUT', url, { due_date: '2030-03-08T12:00:00Z' });
    expect(earlyDue.statusCode).toBe(422);
    expect(detailLocs(earlyDue.json())).toEqual(['body.due_date']);
    const malformed = await call(t, people.member, 'PUT', url, { start_date: '2030-13-01' });
    expect(malformed.statusCode).toBe(422);
    // Clearing the due date frees the start; a start with no due date is fine.
    expect(
      (
        await call(t, people.member, 'PUT', url, { due_date: null, start_date: '2030-04-01' })
      ).json(),
    ).toMatchObject({
      due_date: null,
      start_date: '2030-04-01',
    });
    expect(
      (await call(t, people.member, 'PUT', url, { start_date: null })).json().start_date,
    ).toBeNull();
  });

  it('deleting a milestone unlinks its tasks and leaves them in place', async () => {
    const projectId = await freshProject();
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: '2030-01-01',
      due_date: '2030-02-01',
    });
    const task = await createTask(t, people.member, projectId, {
      title: 'Kept',
      milestone_id: milestone.id,
    });
    const res = await call(t, people.leader, 'DELETE', `/api/milestones/${milestone.id}`);
    expect(res.statusCode).toBe(204);
    const after = await call(t, people.member, 'GET', `/api/tasks/${task.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ title: 'Kept', milestone_id: null });
    expect((await call(t, owner(), 'GET', `/api/milestones/${milestone.id}`)).statusCode).toBe(404);
    expect((await call(t, owner(), 'GET', `/api/projects/${projectId}/milestones`)).json()).toEqual(
      [],
    );
    expect((await call(t, owner(), 'DELETE', `/api/milestones/${milestone.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('milestone access', () => {
  it('owner, manager and leader write; member and observer read; stranger 404; signed out 401', async () => {
    const projectId = await freshProject();
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: '2030-10-01',
      due_date: '2030-10-14',
    });
    const body = { name: 'X', start_date: '2030-11-01', due_date: '2030-11-02' };
    const as = (actor: Actor) => (actor === 'anonymous' ? null : people[actor]);
    const statuses = async (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: () => string,
      payload?: object,
    ) => {
      const out: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS)
        out[actor] = (await call(t, as(actor), method, url(), payload)).statusCode;
      return out;
    };
    expect(await statuses('GET', () => `/api/projects/${projectId}/milestones`)).toEqual(
      byActor([200, 200, 200, 200, 200, 404, 401]),
    );
    expect(await statuses('GET', () => `/api/milestones/${milestone.id}`)).toEqual(
      byActor([200, 200, 200, 200, 200, 404, 401]),
    );
    expect(await statuses('POST', () => `/api/projects/${projectId}/milestones`, body)).toEqual(
      byActor([201, 201, 201, 403, 403, 404, 401]),
    );
    expect(await statuses('PUT', () => `/api/milestones/${milestone.id}`, { name: 'Y' })).toEqual(
      byActor([200, 200, 200, 403, 403, 404, 401]),
    );
    // Each delete takes a milestone of its own, so the later callers' answers are about access.
    const doomed: Record<string, string> = {};
    for (const actor of ACTORS) {
      doomed[actor] = (await createMilestone(t, owner(), projectId, body)).id;
    }
    const deletes: Partial<Record<Actor, number>> = {};
    for (const actor of ACTORS) {
      deletes[actor] = (
        await call(t, as(actor), 'DELETE', `/api/milestones/${doomed[actor]}`)
      ).statusCode;
    }
    expect(deletes).toEqual(byActor([204, 204, 204, 403, 403, 404, 401]));
    const hidden = await call(t, people.outsider, 'GET', `/api/milestones/${milestone.id}`);
    expect(hidden.json().message).toBe('Milestone not found');
    for (const url of [`/api/milestones/${randomUUID()}`, '/api/milestones/not-a-uuid']) {
      expect((await call(t, owner(), 'GET', url)).statusCode).toBe(404);
      expect((await call(t, owner(), 'PUT', url, { name: 'Z' })).statusCode).toBe(404);
    }
    expect(
      (await call(t, owner(), 'GET', `/api/projects/${randomUUID()}/milestones`)).statusCode,
    ).toBe(404);
    // The refusals changed nothing.
    expect((await call(t, owner(), 'GET', `/api/milestones/${milestone.id}`)).json().name).toBe(
      'Y',
    );
    expect(
      (await call(t, owner(), 'GET', `/api/projects/${projectId}/milestones`)).json(),
    ).toHaveLength(8);
  });
});

describe('the milestone list under the project’s version', () => {
  it('answers 304 while nothing changed, and a fresh list after each change it shows', async () => {
    const projectId = await freshProject();
    const url = `/api/projects/${projectId}/milestones`;
    const milestone = await createMilestone(t, owner(), projectId, {
      start_date: day(-1),
      due_date: day(8),
    });
    const list = async () => {
      const res = await call(t, people.member, 'GET', url);
      expect(res.statusCode).toBe(200);
      return res.json() as MilestoneJson[];
    };
    expect(await list()).toMatchObject([{ id: milestone.id, task_count: 0 }]);
    const first = await call(t, people.member, 'GET', url);
    const etag = first.headers.etag as string;
    const same = await t.request({
      method: 'GET',
      url,
      token: people.member.access_token,
      headers: { 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    // A task made outside the milestone, then linked by an edit.
    const task = await createTask(t, people.member, projectId, { title: 'Later linked' });
    expect(await list()).toMatchObject([{ task_count: 0 }]);
    await call(t, people.member, 'PUT', `/api/tasks/${task.id}`, { milestone_id: milestone.id });
    expect(await list()).toMatchObject([{ task_count: 1, done_count: 0 }]);
    await call(t, people.member, 'PUT', `/api/tasks/${task.id}`, { status: 'done' });
    expect(await list()).toMatchObject([{ status: 'completed', progress: 100 }]);
    await call(t, owner(), 'PUT', `/api/milestones/${milestone.id}`, { name: 'Renamed' });
    expect(await list()).toMatchObject([{ name: 'Renamed' }]);
    await call(t, people.member, 'PUT', `/api/tasks/${task.id}`, { milestone_id: null });
    expect(await list()).toMatchObject([{ task_count: 0, status: 'on_track' }]);
    // Each role gets its own abilities from the cache.
    expect((await call(t, owner(), 'GET', url)).json()[0].can).toEqual({
      update: true,
      delete: true,
    });
    expect((await list())[0]!.can).toEqual({ update: false, delete: false });
    await call(t, owner(), 'DELETE', `/api/milestones/${milestone.id}`);
    expect(await list()).toEqual([]);
  });
});
