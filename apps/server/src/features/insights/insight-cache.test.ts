import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type {
  BurndownJson,
  FlowJson,
  RiskJson,
  VelocityJson,
} from '@crewline/shared/contracts/insights';
import type { SprintJson } from '@crewline/shared/contracts/sprints';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, signIn } from '../../test/project-factories.ts';
import { createTask } from '../../test/task-test-helpers.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';

const HOUR = 3_600_000;

/** A GET as `user`, optionally revalidating `etag`. */
function get(t: TestApp, user: SignedUpUser, url: string, etag?: string) {
  return t.request({
    method: 'GET',
    url,
    token: user.access_token,
    ...(etag !== undefined && { headers: { 'if-none-match': etag } }),
  });
}

async function read<T>(t: TestApp, user: SignedUpUser, url: string): Promise<T> {
  return expectStatus<T>(await get(t, user, url), 200);
}

async function write(
  t: TestApp,
  user: SignedUpUser,
  method: 'PUT' | 'POST',
  url: string,
  body: object,
) {
  const res = await call(t, user, method, url, body);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as unknown;
}

const doneOn = (chart: BurndownJson, day: string) => chart.points.find((p) => p.day === day)!.done;

/** Today as a calendar day in UTC, by the app's clock. */
const todayOf = (t: TestApp) => t.clock.now().toISOString().slice(0, 10);

/** The calendar day `days` after `day`. */
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * HOUR).toISOString().slice(0, 10);

/**
 * Insights and sprint lists are cached under the project's insight version (migration 0035)
 * and today in the project's zone. Every kind of change a chart shows is made through the API
 * here, and the next read must show it; an unchanged chart is a 304.
 */
describe('insights stay fresh under the cache', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let stranger: SignedUpUser;
  let projectId: string;
  let sprintId: string;
  let lateTask: string;
  let url: Record<'burndown' | 'sprint' | 'velocity' | 'flow' | 'risk' | 'sprints', string>;

  /** Signs everyone in again: the clock moved past their access tokens. */
  async function signInAll() {
    owner = await signIn(t, owner);
    member = await signIn(t, member);
    stranger = await signIn(t, stranger);
  }

  beforeAll(async () => {
    t = await createTestApp();
    // A Wednesday morning in UTC.
    t.clock.set(new Date('2025-06-04T09:00:00Z'));
    owner = await signUp(t, { name: 'Owner' });
    member = await signUp(t, { name: 'Member' });
    stranger = await signUp(t, { name: 'Stranger' });
    projectId = (await createProject(t, owner, { time_zone: 'UTC' })).id;
    await addMember(t, owner, projectId, member);
    const sprint = (await write(t, owner, 'POST', `/api/projects/${projectId}/sprints`, {
      name: 'June',
      start_date: '2025-06-02',
      end_date: '2025-06-13',
    })) as SprintJson;
    sprintId = sprint.id;
    lateTask = (
      await createTask(t, owner, projectId, {
        title: 'Late',
        assignee_id: member.user.id,
        due_date: '2025-06-01T12:00:00.000Z',
        sprint_id: sprintId,
      })
    ).id;
    await createTask(t, owner, projectId, { title: 'Other', sprint_id: sprintId });
    url = {
      burndown: `/api/projects/${projectId}/insights/burndown`,
      sprint: `/api/sprints/${sprintId}/burndown`,
      velocity: `/api/projects/${projectId}/insights/velocity`,
      flow: `/api/projects/${projectId}/insights/flow`,
      risk: `/api/projects/${projectId}/insights/risk`,
      sprints: `/api/projects/${projectId}/sprints`,
    };
  });
  afterAll(() => t.close());

  it('answers 304 to a reader holding the current body, and 200 once it changed', async () => {
    const tags: Record<string, string> = {};
    for (const [name, path] of Object.entries(url)) {
      const first = await get(t, owner, path);
      expect(first.statusCode, name).toBe(200);
      expect(first.headers['cache-control'], name).toBe('private, no-cache');
      const etag = String(first.headers.etag);
      expect(etag, name).toMatch(/^W\//);
      const again = await get(t, owner, path, etag);
      expect(again.statusCode, name).toBe(304);
      expect(again.body, name).toBe('');
      tags[name] = etag;
    }
    // A task edit no chart shows (its description) keeps every body.
    await write(t, owner, 'PUT', `/api/tasks/${lateTask}`, { description: 'More words' });
    for (const [name, path] of Object.entries(url)) {
      expect((await get(t, owner, path, tags[name])).statusCode, name).toBe(304);
    }
    // A sprint renamed moves the version: every chart is read again.
    await write(t, owner, 'PUT', `/api/sprints/${sprintId}`, { name: 'June sprint' });
    for (const [name, path] of Object.entries(url)) {
      expect((await get(t, owner, path, tags[name])).statusCode, name).toBe(200);
    }
  });

  it('shows a finished task on every chart', async () => {
    const today = todayOf(t);
    const before = {
      burndown: await read<BurndownJson>(t, owner, url.burndown),
      sprint: await read<BurndownJson>(t, owner, url.sprint),
      velocity: await read<VelocityJson>(t, owner, url.velocity),
      flow: await read<FlowJson>(t, owner, url.flow),
      risk: await read<RiskJson>(t, owner, url.risk),
    };
    expect(before.risk.overdue.map((task) => task.task_id)).toEqual([lateTask]);
    await write(t, owner, 'PUT', `/api/tasks/${lateTask}`, { status: 'done' });
    const burndown = await read<BurndownJson>(t, owner, url.burndown);
    expect(doneOn(burndown, today)).toBe(doneOn(before.burndown, today)! + 1);
    const sprint = await read<BurndownJson>(t, owner, url.sprint);
    expect(doneOn(sprint, today)).toBe(doneOn(before.sprint, today)! + 1);
    const velocity = await read<VelocityJson>(t, owner, url.velocity);
    expect(velocity.weeks.at(-1)!.done).toBe(before.velocity.weeks.at(-1)!.done + 1);
    const flow = await read<FlowJson>(t, owner, url.flow);
    expect(flow.throughput.at(-1)!.done).toBe(before.flow.throughput.at(-1)!.done + 1);
    expect((await read<RiskJson>(t, owner, url.risk)).overdue).toEqual([]);
    await write(t, owner, 'PUT', `/api/tasks/${lateTask}`, { status: 'todo' });
    expect((await read<RiskJson>(t, owner, url.risk)).overdue).toHaveLength(1);
  });

  it('shows a task retitled and its due date moved on the risk panel', async () => {
    expect((await read<RiskJson>(t, owner, url.risk)).overdue[0]).toMatchObject({
      title: 'Late',
      due_day: '2025-06-01',
    });
    await write(t, owner, 'PUT', `/api/tasks/${lateTask}`, { title: 'Very late' });
    expect((await read<RiskJson>(t, owner, url.risk)).overdue[0]!.title).toBe('Very late');
    await write(t, owner, 'PUT', `/api/tasks/${lateTask}`, {
      due_date: '2025-05-30T12:00:00.000Z',
    });
    expect((await read<RiskJson>(t, owner, url.risk)).overdue[0]).toMatchObject({
      due_day: '2025-05-30',
      days_overdue: 5,
    });
  });

  it('redraws the sprint burndown and the sprint list after a sprint edit', async () => {
    expect((await read<BurndownJson>(t, owner, url.sprint)).to).toBe('2025-06-13');
    expect((await read<SprintJson[]>(t, owner, url.sprints))[0]!.end_date).toBe('2025-06-13');
    await write(t, owner, 'PUT', `/api/sprints/${sprintId}`, { end_date: '2025-06-20' });
    expect((await read<BurndownJson>(t, owner, url.sprint)).to).toBe('2025-06-20');
    expect((await read<SprintJson[]>(t, owner, url.sprints))[0]!.end_date).toBe('2025-06-20');
  });

  it('lists a sprint created and closed, with the abilities of each reader', async () => {
    const before = await read<SprintJson[]>(t, owner, url.sprints);
    expect((await read<SprintJson[]>(t, member, url.sprints))[0]!.can).not.toEqual(before[0]!.can);
    const july = (await write(t, owner, 'POST', url.sprints, {
      name: 'July',
      start_date: '2025-07-01',
      end_date: '2025-07-11',
    })) as SprintJson;
    expect((await read<SprintJson[]>(t, member, url.sprints)).map((s) => s.id)).toEqual([
      sprintId,
      july.id,
    ]);
    await write(t, owner, 'POST', `/api/sprints/${july.id}/close`, {});
    const listed = await read<SprintJson[]>(t, member, url.sprints);
    expect(listed.find((s) => s.id === july.id)!.closed_at).not.toBeNull();
    const velocity = await read<VelocityJson>(t, owner, url.velocity);
    expect(velocity.sprints.map((s) => s.sprint_id)).toEqual([july.id]);
  });

  it('shows a member under the name they gave themselves', async () => {
    const nameOf = (risk: RiskJson) =>
      risk.workload.find((w) => w.user_id === member.user.id)?.name;
    expect(nameOf(await read<RiskJson>(t, owner, url.risk))).toBe('Member');
    await write(t, member, 'PUT', '/api/auth/profile', { name: 'Renamed Member' });
    expect(nameOf(await read<RiskJson>(t, owner, url.risk))).toBe('Renamed Member');
  });

  it('shows every chart in the project’s new time zone', async () => {
    const names = ['burndown', 'sprint', 'velocity', 'flow', 'risk'] as const;
    for (const name of names) {
      expect((await read<{ time_zone: string }>(t, owner, url[name])).time_zone, name).toBe('UTC');
    }
    await write(t, owner, 'PUT', `/api/projects/${projectId}`, { time_zone: 'Asia/Tokyo' });
    for (const name of names) {
      const chart = await read<{ time_zone: string }>(t, owner, url[name]);
      expect(chart.time_zone, name).toBe('Asia/Tokyo');
    }
    // 18:00 in Tokyo: the default windows already end on the 4th there as in UTC.
    expect((await read<BurndownJson>(t, owner, url.burndown)).to).toBe('2025-06-04');
    await write(t, owner, 'PUT', `/api/projects/${projectId}`, { time_zone: 'UTC' });
  });

  it('drops a removed member from the workload, and serves them nothing cached', async () => {
    const ids = (risk: RiskJson) => risk.workload.map((w) => w.user_id);
    expect(ids(await read<RiskJson>(t, owner, url.risk))).toContain(member.user.id);
    await read<RiskJson>(t, member, url.risk);
    const removed = await call(
      t,
      owner,
      'DELETE',
      `/api/projects/${projectId}/members/${member.user.id}`,
    );
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(ids(await read<RiskJson>(t, owner, url.risk))).not.toContain(member.user.id);
    for (const path of Object.values(url)) {
      expect((await get(t, member, path)).statusCode, path).toBe(404);
      expect((await get(t, stranger, path)).statusCode, path).toBe(404);
    }
    const anonymous = await t.request({ method: 'GET', url: url.risk });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moves to the next day at midnight with no write at all', async () => {
    const today = todayOf(t);
    const windowUrl = `${url.burndown}?from=${plusDays(today, -1)}&to=${plusDays(today, 1)}`;
    const before = {
      burndown: await get(t, owner, url.burndown),
      window: await read<BurndownJson>(t, owner, windowUrl),
      velocity: await read<VelocityJson>(t, owner, url.velocity),
      risk: await read<RiskJson>(t, owner, url.risk),
    };
    expect(before.burndown.json<BurndownJson>().to).toBe(today);
    expect(doneOn(before.window, plusDays(today, 1))).toBeNull();
    t.clock.advance(24 * HOUR);
    await signInAll();
    const after = await get(t, owner, url.burndown, String(before.burndown.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json<BurndownJson>().to).toBe(plusDays(today, 1));
    // The same window: its last day has begun.
    expect(
      doneOn(await read<BurndownJson>(t, owner, windowUrl), plusDays(today, 1)),
    ).not.toBeNull();
    const overdue = (await read<RiskJson>(t, owner, url.risk)).overdue[0]!;
    expect(overdue.days_overdue).toBe(before.risk.overdue[0]!.days_overdue + 1);
    // Velocity's weeks end with the current one: a Thursday stays in the same week.
    expect((await read<VelocityJson>(t, owner, url.velocity)).weeks).toEqual(before.velocity.weeks);
  });

  it('does not keep a chart drawn before a change whose instant is still ahead', async () => {
    // Another process's clock a little ahead of this one wrote the change.
    const today = todayOf(t);
    t.clock.set(new Date(`${today}T10:00:00Z`));
    await signInAll();
    const before = doneOn(await read<BurndownJson>(t, owner, url.burndown), today)!;
    await write(t, owner, 'PUT', `/api/tasks/${lateTask}`, { status: 'done' });
    t.clock.set(new Date(`${today}T09:00:00Z`));
    await signInAll();
    expect(doneOn(await read<BurndownJson>(t, owner, url.burndown), today)).toBe(before);
    t.clock.set(new Date(`${today}T11:00:00Z`));
    await signInAll();
    expect(doneOn(await read<BurndownJson>(t, owner, url.burndown), today)).toBe(before + 1);
  });
});

/**
 * The overview across a caller's projects is cached per caller under their projects' insight
 * versions, the names version, their zone and month: each change it shows makes a 200.
 */
describe('the overview stays fresh under the cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers 304 while nothing changed, and 200 after each change it shows', async () => {
    const owner = await signUp(t, { name: 'Owner' });
    const other = await signUp(t, { name: 'Other' });
    const project = await createProject(t, owner, { name: 'Alpha' });
    const task = await createTask(t, owner, project.id, {
      title: 'Counted',
      assignee_id: owner.user.id,
    });
    const url = '/api/insights/overview';
    let first = await get(t, owner, url);
    expect(first.statusCode).toBe(200);
    const revalidate = async () => {
      const again = await get(t, owner, url, first.headers.etag as string);
      if (again.statusCode === 200) first = again;
      return again.statusCode;
    };
    expect(await revalidate()).toBe(304);

    // A task finished in the project.
    await write(t, owner, 'PUT', `/api/tasks/${task.id}`, { status: 'done' });
    expect(await revalidate()).toBe(200);
    expect(first.json()).toMatchObject({ month_over_month: { tasks_finished: { this_month: 1 } } });
    expect(await revalidate()).toBe(304);

    // A project of someone else's the caller joins.
    const theirs = await createProject(t, other, { name: 'Beta' });
    expect(await revalidate()).toBe(304);
    await addMember(t, other, theirs.id, owner);
    expect(await revalidate()).toBe(200);
    expect((first.json() as { projects: unknown[] }).projects).toHaveLength(2);

    // A member with open tasks renames themselves.
    await createTask(t, other, theirs.id, { title: 'Open', assignee_id: other.user.id });
    expect(await revalidate()).toBe(200);
    await write(t, other, 'PUT', '/api/auth/profile', { name: 'Renamed' });
    expect(await revalidate()).toBe(200);
    expect(JSON.stringify(first.json())).toContain('Renamed');

    // Another reader's overview is theirs alone.
    const stranger = await signUp(t, { name: 'Stranger' });
    const strangers = await read<{ projects: unknown[] }>(t, stranger, url);
    expect(strangers.projects).toEqual([]);
    expect((await get(t, stranger, url, first.headers.etag as string)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});

/**
 * The two-instance scenario: a change through A is seen at once by a cached read on B. B's
 * bodies are proven cached (a 304 for the tag it holds) before each change.
 */
function crossProcessScenario(apps: () => { a: TestApp; b: TestApp }) {
  it('a sprint and a task changed through A show at once in B’s cached reads', async () => {
    const { a, b } = apps();
    const owner = await signUp(a);
    const projectId = (await createProject(a, owner, { time_zone: 'UTC' })).id;
    const sprintsUrl = `/api/projects/${projectId}/sprints`;
    const burndownUrl = `/api/projects/${projectId}/insights/burndown`;

    /** B's body, after showing that B answers the tag it held with a 304 until A writes. */
    async function cachedOnB<T>(path: string, change: () => Promise<unknown>): Promise<T> {
      const first = await get(b, owner, path);
      expect(first.statusCode, first.body).toBe(200);
      const etag = String(first.headers.etag);
      expect((await get(b, owner, path, etag)).statusCode).toBe(304);
      await change();
      const after = await get(b, owner, path, etag);
      expect(after.statusCode, after.body).toBe(200);
      return after.json() as T;
    }

    const today = todayOf(b);
    let sprint: SprintJson | undefined;
    const listed = await cachedOnB<SprintJson[]>(sprintsUrl, async () => {
      sprint = (await write(a, owner, 'POST', sprintsUrl, {
        name: 'Week',
        start_date: today,
        end_date: plusDays(today, 6),
      })) as SprintJson;
    });
    expect(listed.map((s) => s.id)).toEqual([sprint!.id]);
    const sprintUrl = `/api/sprints/${sprint!.id}/burndown`;

    let taskId = '';
    const planned = await cachedOnB<BurndownJson>(sprintUrl, async () => {
      taskId = (await createTask(a, owner, projectId, { title: 'Ship', sprint_id: sprint!.id })).id;
    });
    expect(planned.points.find((p) => p.day === today)).toMatchObject({ done: 0, total: 1 });

    await read(b, owner, burndownUrl);
    const finished = await cachedOnB<BurndownJson>(sprintUrl, () =>
      write(a, owner, 'PUT', `/api/tasks/${taskId}`, { status: 'done' }),
    );
    expect(doneOn(finished, today)).toBe(1);
    expect(doneOn(await read<BurndownJson>(b, owner, burndownUrl), today)).toBe(1);

    const closed = await cachedOnB<SprintJson[]>(sprintsUrl, () =>
      write(a, owner, 'POST', `/api/sprints/${sprint!.id}/close`, {}),
    );
    expect(closed[0]!.closed_at).not.toBeNull();
    const velocity = await read<VelocityJson>(
      b,
      owner,
      `/api/projects/${projectId}/insights/velocity`,
    );
    expect(velocity.sprints).toMatchObject([{ sprint_id: sprint!.id, done: 1 }]);
  });
}

describe('insights across two app instances on one database', () => {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await createTestApp();
    apps.b = await createTestApp({}, {}, apps.a);
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  crossProcessScenario(() => apps);
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('insights across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();
  crossProcessScenario(() => apps);
});
