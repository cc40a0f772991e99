import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BurndownJson,
  FlowJson,
  OverviewJson,
  RiskJson,
  VelocityJson,
} from '@crewline/shared/contracts/insights';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@crewline/shared/contracts/notifications';
import { projectBurndown } from '@crewline/shared/insights/burndown';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { presentBurndown } from './insights-presenter.ts';
import { loadCurrentTasks, loadProjectHistory } from './insights-queries.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, signIn } from '../../test/project-factories.ts';
import { createTask, taskCall } from '../../test/task-test-helpers.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;

/** Moves the clock and signs everyone in again, as access tokens outlive no long jump. */
async function later(ms: number) {
  t.clock.advance(ms);
  owner = await signIn(t, owner);
  member = await signIn(t, member);
  observer = await signIn(t, observer);
  stranger = await signIn(t, stranger);
}

const get = (user: SignedUpUser | null, url: string) => taskCall(t, user, 'GET', url);

async function read<T>(user: SignedUpUser, url: string): Promise<T> {
  const res = await get(user, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

async function move(taskId: string, status: string) {
  const res = await taskCall(t, owner, 'PUT', `/api/tasks/${taskId}`, { status });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  // A Wednesday morning in UTC, years before other files' clocks, so the days are known.
  t.clock.set(new Date('2024-03-06T09:00:00Z'));
  owner = await signUp(t, { name: 'Owner' });
  member = await signUp(t, { name: 'Member' });
  observer = await signUp(t, { name: 'Observer' });
  stranger = await signUp(t, { name: 'Stranger' });
});
afterAll(async () => {
  await t?.close();
});

describe('project charts', () => {
  let projectId: string;
  let first: string;
  let added: string;

  beforeAll(async () => {
    projectId = (await createProject(t, owner, { time_zone: 'UTC' })).id;
    await addMember(t, owner, projectId, member);
    await addMember(t, owner, projectId, observer, 'observer');
    first = (await createTask(t, owner, projectId, { title: 'First' })).id;
    await createTask(t, owner, projectId, { title: 'Second' });
    await createTask(t, owner, projectId, { title: 'Third' });
    await later(2 * HOUR);
    await move(first, 'in_progress');
    await later(3 * HOUR);
    await move(first, 'done');
    // Thursday 14:00: one more task widens the scope.
    await later(DAY);
    added = (await createTask(t, owner, projectId, { title: 'Late' })).id;
  });

  it('charts the burndown over the default 21 days ending today', async () => {
    const chart = await read<BurndownJson>(owner, `/api/projects/${projectId}/insights/burndown`);
    expect(chart).toMatchObject({ from: '2024-02-16', to: '2024-03-07', time_zone: 'UTC' });
    expect(chart.unit).toBe('tasks');
    expect(chart.points).toHaveLength(21);
    const at = (day: string) => chart.points.find((point) => point.day === day);
    expect(at('2024-03-05')).toMatchObject({ total: 0, done: 0, remaining: 0 });
    expect(at('2024-03-06')).toMatchObject({ total: 3, done: 1, remaining: 2 });
    expect(at('2024-03-07')).toMatchObject({ total: 4, done: 1, remaining: 3 });
    expect(chart.scope_changes).toHaveLength(4);
    expect(chart.scope_changes.at(-1)).toEqual({
      day: '2024-03-07',
      task_id: added,
      title: 'Late',
      kind: 'added',
      amount: 1,
    });
  });

  it('charts a chosen window, future days without actuals, weekends held when asked', async () => {
    const url = `/api/projects/${projectId}/insights/burndown?from=2024-03-07&to=2024-03-12`;
    const chart = await read<BurndownJson>(member, `${url}&skip_weekends=true`);
    expect(chart.skip_weekends).toBe(true);
    expect(chart.starting_scope).toBe(3);
    expect(chart.starting_remaining).toBe(2);
    expect(chart.points.map((point) => point.day)).toEqual([
      '2024-03-07',
      '2024-03-08',
      '2024-03-09',
      '2024-03-10',
      '2024-03-11',
      '2024-03-12',
    ]);
    expect(chart.points[1]).toMatchObject({ remaining: null, done: null, total: null });
    const ideal = chart.points.map((point) => point.ideal);
    expect(ideal[0]).toBe(2);
    expect(ideal.at(-1)).toBe(0);
    // Saturday and Sunday hold Friday's value.
    expect(ideal[2]).toBe(ideal[1]);
    expect(ideal[3]).toBe(ideal[1]);
    const straight = await read<BurndownJson>(member, url);
    expect(straight.skip_weekends).toBe(false);
    expect(straight.points[2]!.ideal).not.toBe(straight.points[1]!.ideal);
  });

  it('counts velocity per week, with no sprints and no suggested load yet', async () => {
    const panel = await read<VelocityJson>(
      observer,
      `/api/projects/${projectId}/insights/velocity`,
    );
    expect(panel.weeks).toHaveLength(6);
    expect(panel.weeks.at(-1)).toEqual({ week_start: '2024-03-04', done: 1 });
    expect(panel.weeks.slice(0, 5).every((week) => week.done === 0)).toBe(true);
    expect(panel.sprints).toEqual([]);
    expect(panel.suggested_load).toBeNull();
  });

  it('measures cycle and lead times in hours, the cumulative flow and throughput', async () => {
    const flow = await read<FlowJson>(member, `/api/projects/${projectId}/insights/flow`);
    expect(flow.cycle_time).toMatchObject({ unit: 'hours', count: 1 });
    expect(flow.cycle_time.median).toBeCloseTo(3, 1);
    expect(flow.cycle_time.p85).toBeCloseTo(3, 1);
    expect(flow.cycle_time.samples).toEqual([{ task_id: first, hours: expect.any(Number) }]);
    expect(flow.lead_time.median).toBeCloseTo(5, 1);
    expect(flow.cumulative_flow).toHaveLength(21);
    expect(flow.cumulative_flow.at(-2)).toEqual({
      day: '2024-03-06',
      todo: 2,
      in_progress: 0,
      in_review: 0,
      done: 1,
    });
    expect(flow.cumulative_flow.at(-1)).toMatchObject({ day: '2024-03-07', todo: 3, done: 1 });
    expect(flow.throughput.at(-2)).toEqual({ day: '2024-03-06', done: 1 });
    expect(flow.throughput.at(-1)).toEqual({ day: '2024-03-07', done: 0 });

    // Only tasks finished inside the window count.
    const narrow = await read<FlowJson>(
      member,
      `/api/projects/${projectId}/insights/flow?from=2024-03-07&to=2024-03-07`,
    );
    expect(narrow.cycle_time).toMatchObject({ count: 0, median: null, p85: null, samples: [] });
    expect(narrow.cumulative_flow).toHaveLength(1);
  });

  it('refuses bad windows with 422 naming the problem', async () => {
    const base = `/api/projects/${projectId}/insights`;
    const cases: [string, RegExp][] = [
      ['burndown?from=2024-03-10&to=2024-03-01', /from must be on or before to/],
      ['burndown?from=2023-01-01&to=2024-01-02', /at most 366 days/],
      ['burndown?from=2024-13-01&to=2024-12-31', /from/],
      ['burndown?from=yesterday&to=2024-03-01', /from/],
      ['burndown?from=2024-03-01', /Give both from and to/],
      ['burndown?skip_weekends=maybe', /skip_weekends/],
      ['flow?from=2024-03-10&to=2024-03-01', /from must be on or before to/],
      ['flow?from=2023-01-01&to=2024-01-02', /at most 366 days/],
      ['flow?to=2024-03-01', /Give both from and to/],
    ];
    for (const [path, message] of cases) {
      const res = await get(owner, `${base}/${path}`);
      expect(res.statusCode, path).toBe(422);
      expect(res.json().message, path).toMatch(message);
    }
    // A whole leap year is allowed.
    expect((await get(owner, `${base}/flow?from=2024-01-01&to=2024-12-31`)).statusCode).toBe(200);
  });

  it('answers 401 signed out and 404 to a stranger, as for the project', async () => {
    for (const panel of ['burndown', 'velocity', 'flow', 'risk']) {
      const url = `/api/projects/${projectId}/insights/${panel}`;
      expect((await get(null, url)).statusCode, panel).toBe(401);
      const hidden = await get(stranger, url);
      expect(hidden.statusCode, panel).toBe(404);
      expect(hidden.json().message).toBe('Project not found');
      const malformed = await get(owner, `/api/projects/not-a-uuid/insights/${panel}`);
      expect(malformed.statusCode, panel).toBe(404);
    }
    expect((await get(null, '/api/insights/overview')).statusCode).toBe(401);
  });
});

describe('risk', () => {
  it('lists overdue and stalled tasks and each member’s workload', async () => {
    const projectId = (await createProject(t, owner, { time_zone: 'UTC', stalled_after_days: 2 }))
      .id;
    await addMember(t, owner, projectId, member);
    await addMember(t, owner, projectId, observer, 'observer');
    const today = t.clock.now().toISOString().slice(0, 10);
    const late = await createTask(t, owner, projectId, {
      title: 'Late one',
      assignee_id: member.user.id,
      due_date: today,
    });
    const moving = await createTask(t, owner, projectId, {
      title: 'Moving',
      assignee_id: member.user.id,
    });
    const idle = await createTask(t, owner, projectId, {
      title: 'Idle',
      assignee_id: member.user.id,
    });
    await later(3 * DAY);
    await move(moving.id, 'in_progress');

    const risk = await read<RiskJson>(member, `/api/projects/${projectId}/insights/risk`);
    expect(risk.stalled_after_days).toBe(2);
    expect(risk.overdue).toEqual([
      { task_id: late.id, title: 'Late one', due_day: today, days_overdue: 3 },
    ]);
    expect(risk.stalled.map((task) => [task.task_id, task.title, task.idle_days])).toEqual(
      expect.arrayContaining([
        [late.id, 'Late one', 3],
        [idle.id, 'Idle', 3],
      ]),
    );
    expect(risk.stalled).toHaveLength(2);
    // Three open tasks against an average of 1.5 (owner and member; the observer is left out).
    const byName = Object.fromEntries(risk.workload.map((load) => [load.name, load]));
    expect(byName.Member).toMatchObject({
      user_id: member.user.id,
      role: 'member',
      open_tasks: 3,
      ratio: 2,
      level: 'overloaded',
      bottleneck: true,
    });
    expect(byName.Owner).toMatchObject({ role: 'owner', open_tasks: 0, level: 'low' });
    expect(byName.Observer).toMatchObject({ role: 'observer', open_tasks: 0, bottleneck: false });

    // A stricter setting finds nothing stalled yet: the setting is read, not a constant.
    const put = await taskCall(t, owner, 'PUT', `/api/projects/${projectId}`, {
      stalled_after_days: 30,
    });
    expect(put.statusCode, put.body).toBe(200);
    const strict = await read<RiskJson>(owner, `/api/projects/${projectId}/insights/risk`);
    expect(strict.stalled).toEqual([]);
  });
});

describe('overview', () => {
  it('gives each of the caller’s projects its status mix and progress, and open tasks per member', async () => {
    const viewer = await signUp(t, { name: 'Viewer' });
    const busy = (await createProject(t, viewer, { name: 'Busy' })).id;
    const empty = (await createProject(t, viewer, { name: 'Empty' })).id;
    await createTask(t, viewer, busy, { title: 'a', assignee_id: viewer.user.id });
    await createTask(t, viewer, busy, { title: 'b', status: 'done', assignee_id: viewer.user.id });
    await createTask(t, viewer, busy, { title: 'c', status: 'in_review' });
    // Someone else's project with tasks stays out of the caller's overview.
    const other = (await createProject(t, stranger, { name: 'Other' })).id;
    await createTask(t, stranger, other, { title: 'x', assignee_id: stranger.user.id });

    const overview = await read<OverviewJson>(viewer, '/api/insights/overview');
    expect(overview.projects).toEqual([
      {
        id: busy,
        name: 'Busy',
        status_counts: { todo: 1, in_progress: 0, in_review: 1, done: 1 },
        total: 3,
        done: 1,
        progress: 0.333,
      },
      {
        id: empty,
        name: 'Empty',
        status_counts: { todo: 0, in_progress: 0, in_review: 0, done: 0 },
        total: 0,
        done: 0,
        progress: 0,
      },
    ]);
    expect(overview.open_tasks_by_member).toEqual([
      { user_id: viewer.user.id, name: 'Viewer', open_tasks: 1 },
    ]);
    expect(overview.month_over_month).toMatchObject({
      time_zone: 'UTC',
      tasks_created: { this_month: 3, last_month: 0, difference: 3 },
      tasks_finished: { this_month: 1, last_month: 0, difference: 1 },
      projects_created: { this_month: 2, last_month: 0, difference: 2 },
    });
  });
});

describe('scope change titles', () => {
  it('names each scope change by its task’s title, and a deleted task by none', async () => {
    const projectId = (await createProject(t, owner, { time_zone: 'UTC' })).id;
    const kept = (await createTask(t, owner, projectId, { title: 'Kept' })).id;
    const gone = (await createTask(t, owner, projectId, { title: 'Gone soon' })).id;
    const url = `/api/projects/${projectId}/insights/burndown`;
    const before = await read<BurndownJson>(owner, url);
    expect(before.scope_changes.find((change) => change.task_id === gone)).toMatchObject({
      kind: 'added',
      title: 'Gone soon',
    });
    const res = await taskCall(t, owner, 'DELETE', `/api/tasks/${gone}`);
    expect(res.statusCode, res.body).toBe(204);
    const after = await read<BurndownJson>(owner, url);
    const changes = after.scope_changes.filter((change) => change.task_id === gone);
    expect(changes.map((change) => [change.kind, change.title])).toEqual([
      ['added', null],
      ['removed', null],
    ]);
    expect(after.scope_changes.find((change) => change.task_id === kept)?.title).toBe('Kept');
  });
});

describe('OpenAPI', () => {
  it('documents the insights endpoints with their query parameters', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, { get?: { parameters?: { name: string }[] } }>;
    const names = (path: string) => paths[path]?.get?.parameters?.map((p) => p.name) ?? [];
    expect(names('/api/projects/{id}/insights/burndown')).toEqual(
      expect.arrayContaining(['id', 'from', 'to', 'skip_weekends']),
    );
    expect(names('/api/projects/{id}/insights/flow')).toEqual(
      expect.arrayContaining(['id', 'from', 'to']),
    );
    expect(paths['/api/projects/{id}/insights/velocity']?.get).toBeDefined();
    expect(paths['/api/projects/{id}/insights/risk']?.get).toBeDefined();
    expect(paths['/api/insights/overview']?.get).toBeDefined();
    const responses = paths['/api/projects/{id}/insights/risk']?.get as { responses?: object };
    expect(JSON.stringify(responses?.responses)).toContain('bottleneck');
  });
});

describe('time zone', () => {
  it('counts days in the project’s zone', async () => {
    const timeZone = 'Pacific/Kiritimati';
    const projectId = (await createProject(t, owner, { time_zone: timeZone })).id;
    const dayIn = (zone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(t.clock.now());
    // The clock stands in the afternoon UTC, already the next morning at UTC+14.
    expect(dayIn(timeZone)).not.toBe(dayIn('UTC'));
    const chart = await read<BurndownJson>(owner, `/api/projects/${projectId}/insights/burndown`);
    expect(chart).toMatchObject({ time_zone: timeZone, to: dayIn(timeZone) });
    const flow = await read<FlowJson>(owner, `/api/projects/${projectId}/insights/flow`);
    expect(flow.to).toBe(dayIn(timeZone));
  });
});

describe('sprint charts', () => {
  const dayOf = (offset: number) =>
    new Date(t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
  let projectId: string;
  let first: string;
  let next: string;
  let done: string;
  let carried: string;

  beforeAll(async () => {
    projectId = (await createProject(t, owner, { time_zone: 'UTC' })).id;
    await addMember(t, owner, projectId, member);
    const plan = async (name: string, from: number, to: number) => {
      const res = await taskCall(t, owner, 'POST', `/api/projects/${projectId}/sprints`, {
        name,
        start_date: dayOf(from),
        end_date: dayOf(to),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    // The first sprint began yesterday but is created now: its starting scope is empty.
    first = await plan('First', -1, 3);
    next = await plan('Next', 4, 10);
    done = (await createTask(t, owner, projectId, { title: 'Done', sprint_id: first })).id;
    carried = (await createTask(t, owner, projectId, { title: 'Carried', sprint_id: first })).id;
    await later(HOUR);
    await move(done, 'done');
    await later(HOUR);
    const closed = await taskCall(t, owner, 'POST', `/api/sprints/${first}/close`, {
      move_open_to: next,
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('charts a sprint over its own days with every scope change, the move out included', async () => {
    const chart = await read<BurndownJson>(member, `/api/sprints/${first}/burndown`);
    expect(chart).toMatchObject({ from: dayOf(-1), to: dayOf(3), unit: 'tasks' });
    expect(chart.starting_scope).toBe(0);
    expect(chart.scope_changes).toEqual([
      { day: dayOf(0), task_id: done, title: 'Done', kind: 'added', amount: 1 },
      { day: dayOf(0), task_id: carried, title: 'Carried', kind: 'added', amount: 1 },
      { day: dayOf(0), task_id: carried, title: 'Carried', kind: 'removed', amount: -1 },
    ]);
    const today = chart.points.find((point) => point.day === dayOf(0));
    expect(today).toMatchObject({ total: 1, done: 1, remaining: 0 });
    expect(chart.points.find((point) => point.day === dayOf(1))?.remaining).toBeNull();
    // The sprint it moved to starts with the carried task.
    const moved = await read<BurndownJson>(owner, `/api/sprints/${next}/burndown`);
    expect(moved.starting_scope).toBe(1);
    expect(moved.scope_changes).toEqual([]);
  });

  it('counts the closed sprint in velocity and suggests its load', async () => {
    const panel = await read<VelocityJson>(owner, `/api/projects/${projectId}/insights/velocity`);
    expect(panel.sprints).toEqual([expect.objectContaining({ sprint_id: first, done: 1 })]);
    expect(panel.suggested_load).toBe(1);
  });

  it('answers 401 signed out, 404 to a stranger and for no sprint, 422 for a bad option', async () => {
    const url = `/api/sprints/${first}/burndown`;
    expect((await get(null, url)).statusCode).toBe(401);
    expect((await get(stranger, url)).statusCode).toBe(404);
    expect((await get(owner, `/api/sprints/${crypto.randomUUID()}/burndown`)).statusCode).toBe(404);
    expect((await get(owner, `${url}?skip_weekends=yes`)).statusCode).toBe(422);
  });
});

// Last in the file: it sets the clock to fixed months, ahead of every earlier test's clock.
describe('overview month over month', () => {
  it('counts creations from the history (deleted ones too) and finishes as velocity does', async () => {
    t.clock.set(new Date('2024-05-10T10:00:00Z'));
    let viewer = await signUp(t, { name: 'Monthly' });
    const overview = () => read<OverviewJson>(viewer, '/api/insights/overview');
    const may = (await createProject(t, viewer, { name: 'May project' })).id;
    const kept = (await createTask(t, viewer, may, { title: 'Done in May' })).id;
    const reopened = (await createTask(t, viewer, may, { title: 'Reopened' })).id;
    const again = (await createTask(t, viewer, may, { title: 'Done again' })).id;
    const later = (await createTask(t, viewer, may, { title: 'Done in June' })).id;
    const send = (taskId: string, body: object) =>
      taskCall(t, viewer, 'PUT', `/api/tasks/${taskId}`, body);
    for (const taskId of [kept, reopened, again]) {
      expect((await send(taskId, { status: 'done' })).statusCode).toBe(200);
    }
    // Someone else's project stays out.
    stranger = await signIn(t, stranger);
    const other = (await createProject(t, stranger, { name: 'Not mine' })).id;
    await createTask(t, stranger, other, { title: 'x', status: 'done' });

    t.clock.set(new Date('2024-06-12T10:00:00Z'));
    viewer = await signIn(t, viewer);
    await createProject(t, viewer, { name: 'June project' });
    const removed = (await createTask(t, viewer, may, { title: 'Deleted' })).id;
    const open = (await createTask(t, viewer, may, { title: 'Open' })).id;
    const finishedThenDeleted = (await createTask(t, viewer, may, { title: 'Gone' })).id;
    expect((await taskCall(t, viewer, 'DELETE', `/api/tasks/${removed}`)).statusCode).toBe(204);
    expect((await send(reopened, { status: 'todo' })).statusCode).toBe(200);
    expect((await send(again, { status: 'in_progress' })).statusCode).toBe(200);
    expect((await send(again, { status: 'done' })).statusCode).toBe(200);
    expect((await send(later, { status: 'done' })).statusCode).toBe(200);
    expect((await send(finishedThenDeleted, { status: 'done' })).statusCode).toBe(200);
    expect(
      (await taskCall(t, viewer, 'DELETE', `/api/tasks/${finishedThenDeleted}`)).statusCode,
    ).toBe(204);
    expect(open).toBeDefined();

    expect((await overview()).month_over_month).toEqual({
      time_zone: 'UTC',
      month: '2024-06',
      // June: Deleted, Open, Gone (two of them deleted since); May: the four first tasks.
      tasks_created: { this_month: 3, last_month: 4, difference: -1 },
      // June: Done again (its later finish) and Done in June; May: Done in May only, as
      // Reopened is open again and Gone was deleted.
      tasks_finished: { this_month: 2, last_month: 1, difference: 1 },
      projects_created: { this_month: 1, last_month: 1, difference: 0 },
    });

    // A new month: June becomes last month and May drops out.
    t.clock.set(new Date('2024-07-01T00:30:00Z'));
    viewer = await signIn(t, viewer);
    expect((await overview()).month_over_month).toMatchObject({
      month: '2024-07',
      tasks_created: { this_month: 0, last_month: 3, difference: -3 },
      tasks_finished: { this_month: 0, last_month: 2, difference: -2 },
    });
  });

  it('reads the months in the caller’s zone from their notification preferences', async () => {
    // 23:00 on 31 July in UTC is already 1 August in Tokyo (UTC+9).
    t.clock.set(new Date('2024-07-31T23:00:00Z'));
    let viewer = await signUp(t, { name: 'Tokyo' });
    const projectId = (await createProject(t, viewer, { name: 'Late July' })).id;
    await createTask(t, viewer, projectId, { title: 'At midnight' });
    const utc = await read<OverviewJson>(viewer, '/api/insights/overview');
    expect(utc.month_over_month).toMatchObject({
      time_zone: 'UTC',
      month: '2024-07',
      tasks_created: { this_month: 1, last_month: 0 },
    });
    const prefs = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    prefs.quiet_hours.time_zone = 'Asia/Tokyo';
    const put = await taskCall(t, viewer, 'PUT', '/api/notification-preferences', prefs);
    expect(put.statusCode, put.body).toBe(200);
    viewer = await signIn(t, viewer);
    const tokyo = await read<OverviewJson>(viewer, '/api/insights/overview');
    expect(tokyo.month_over_month).toMatchObject({
      time_zone: 'Asia/Tokyo',
      month: '2024-08',
      tasks_created: { this_month: 1, last_month: 0, difference: 1 },
      projects_created: { this_month: 1, last_month: 0, difference: 1 },
    });
  });

  it('answers 401 signed out', async () => {
    expect((await get(null, '/api/insights/overview')).statusCode).toBe(401);
  });
});

describe('burndown history before the window', () => {
  it('charts from the folded past exactly what the whole history gives', async () => {
    t.clock.set(new Date('2024-09-02T10:00:00Z'));
    let user = await signUp(t, { name: 'Folded' });
    const projectId = (await createProject(t, user, { time_zone: 'UTC' })).id;
    const put = async (taskId: string, body: object) => {
      const res = await taskCall(t, user, 'PUT', `/api/tasks/${taskId}`, body);
      expect(res.statusCode, res.body).toBe(200);
    };
    const make = async (title: string, estimate: number) =>
      (await createTask(t, user, projectId, { title, estimate })).id;
    const reopened = await make('Reopened', 3);
    const reestimated = await make('Re-estimated', 2);
    const deletedBefore = await make('Deleted before', 1);
    const deletedInside = await make('Deleted inside', 2);
    await put(reopened, { status: 'done' });
    await put(reestimated, { estimate: 5 });
    await put(reestimated, { status: 'in_review' });
    expect((await taskCall(t, user, 'DELETE', `/api/tasks/${deletedBefore}`)).statusCode).toBe(204);
    // Inside the window (it opens on 5 September): every kind of change again.
    t.clock.set(new Date('2024-09-10T10:00:00Z'));
    user = await signIn(t, user);
    await put(reopened, { status: 'todo' });
    await put(reestimated, { estimate: 8 });
    await make('Added', 1);
    t.clock.set(new Date('2024-09-20T10:00:00Z'));
    user = await signIn(t, user);
    await put(reestimated, { status: 'done' });
    expect((await taskCall(t, user, 'DELETE', `/api/tasks/${deletedInside}`)).statusCode).toBe(204);

    const window = { from: '2024-09-05', to: '2024-09-25' };
    const chart = await read<BurndownJson>(
      user,
      `/api/projects/${projectId}/insights/burndown?from=${window.from}&to=${window.to}`,
    );
    const whole = projectBurndown(await loadProjectHistory(t.database.db, projectId), window, {
      timeZone: 'UTC',
      skipWeekends: false,
      asOf: t.clock.now(),
    });
    const settings = { name: '', timeZone: 'UTC', stalledAfterDays: 7 };
    const current = await loadCurrentTasks(t.database.db, projectId);
    expect(chart).toEqual(presentBurndown(whole, window, settings, false, current));
    // And the chart is the one expected: 3 + 5 + 2 points when the window opens, 3 of them done.
    expect(chart).toMatchObject({ unit: 'points', starting_scope: 10, starting_remaining: 7 });
    expect(chart.scope_changes.map((change) => [change.kind, change.amount])).toEqual([
      ['estimate_changed', 3],
      ['added', 1],
      ['removed', -2],
    ]);
  });
});
