import { randomUUID } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskHistory } from '../../db/insights-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { board, createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import { createSprint, detailLocs } from '../../test/sprint-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;
let sprintA: string;
let sprintB: string;
let foreignSprint: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
  sprintA = (
    await createSprint(t, owner, projectId, { start_date: '2030-01-01', end_date: '2030-01-14' })
  ).id;
  sprintB = (
    await createSprint(t, owner, projectId, { start_date: '2030-01-15', end_date: '2030-01-28' })
  ).id;
  const other = (await createProject(t, owner)).id;
  foreignSprint = (
    await createSprint(t, owner, other, { start_date: '2030-01-01', end_date: '2030-01-14' })
  ).id;
});
afterAll(() => t.close());

/** The history of the given tasks as [field, from, to], in the order it was written. */
async function historyOf(...taskIds: string[]) {
  const rows = await t.database.db
    .select()
    .from(taskHistory)
    .where(inArray(taskHistory.taskId, taskIds))
    .orderBy(asc(taskHistory.at), asc(taskHistory.seq));
  return rows.map((row) => [row.field, row.fromValue, row.toValue]);
}

/** The instants of the given tasks' rows of one field. */
async function instantsOf(field: string, ...taskIds: string[]) {
  const rows = await t.database.db
    .select()
    .from(taskHistory)
    .where(inArray(taskHistory.taskId, taskIds));
  return rows.filter((row) => row.field === field).map((row) => row.at.toISOString());
}

describe('task sprint and estimate fields', () => {
  it('creates a task in a sprint with an estimate, as any member may, and shows both', async () => {
    const task = await createTask(t, member, projectId, {
      title: 'Planned',
      sprint_id: sprintA,
      estimate: 0.5,
    });
    expect(task).toMatchObject({ sprint_id: sprintA, estimate: 0.5 });
    const read = (await call(t, owner, 'GET', `/api/tasks/${task.id}`)).json();
    expect(read).toMatchObject({ sprint_id: sprintA, estimate: 0.5 });
    const inBoard = (await board(t, owner, projectId)).find((card) => card.id === task.id);
    expect(inBoard).toEqual(read);
    // Created, then its sprint and estimate, at the same instant and in that order.
    expect(await historyOf(task.id)).toEqual([
      ['created', null, 'todo'],
      ['sprint', null, sprintA],
      ['estimate', null, '0.5'],
    ]);
    expect(new Set(await instantsOf('created', task.id))).toEqual(
      new Set(await instantsOf('estimate', task.id)),
    );
    const plain = await createTask(t, owner, projectId, { title: 'Unplanned' });
    expect(plain).toMatchObject({ sprint_id: null, estimate: null });
    expect(await historyOf(plain.id)).toEqual([['created', null, 'todo']]);
  });

  it('changes, keeps and clears the sprint and estimate, recording each change', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Moves', estimate: 3 });
    const url = `/api/tasks/${task.id}`;
    const put = async (payload: object) => {
      const res = await call(t, member, 'PUT', url, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    expect(await put({ sprint_id: sprintA })).toMatchObject({ sprint_id: sprintA, estimate: 3 });
    expect(await put({ sprint_id: sprintB, estimate: 0 })).toMatchObject({
      sprint_id: sprintB,
      estimate: 0,
    });
    // The same values again change nothing and record nothing.
    await put({ sprint_id: sprintB, estimate: 0 });
    expect(await put({ sprint_id: null, estimate: null })).toMatchObject({
      sprint_id: null,
      estimate: null,
    });
    // The project-scoped address takes the fields too.
    const scoped = await call(t, owner, 'PUT', `/api/projects/${projectId}/tasks/${task.id}`, {
      estimate: 1000,
    });
    expect(scoped.statusCode, scoped.body).toBe(200);
    expect(await historyOf(task.id)).toEqual([
      ['created', null, 'todo'],
      ['estimate', null, '3'],
      ['sprint', null, sprintA],
      ['sprint', sprintA, sprintB],
      ['estimate', '3', '0'],
      ['sprint', sprintB, null],
      ['estimate', '0', null],
      ['estimate', null, '1000'],
    ]);
  });

  it('refuses a sprint of another project or no sprint at all, and a bad estimate, with 422', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Kept' });
    const cases: [object, string, string][] = [
      [{ sprint_id: foreignSprint }, 'body.sprint_id', 'Sprint not found in this project'],
      [{ sprint_id: randomUUID() }, 'body.sprint_id', 'Sprint not found in this project'],
      [{ sprint_id: 'sprint-1' }, 'body.sprint_id', ''],
      [{ estimate: -1 }, 'body.estimate', ''],
      [{ estimate: 1000.5 }, 'body.estimate', ''],
      [{ estimate: '3' }, 'body.estimate', ''],
    ];
    for (const [payload, loc, message] of cases) {
      for (const [method, url, body] of [
        ['POST', `/api/projects/${projectId}/tasks`, { title: 'New', ...payload }],
        ['POST', '/api/tasks', { title: 'New', project_id: projectId, ...payload }],
        ['PUT', `/api/tasks/${task.id}`, payload],
      ] as const) {
        const res = await call(t, owner, method, url, body);
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
        expect(detailLocs(res.json())).toContain(loc);
        if (message) expect(res.json().message).toBe(message);
      }
    }
    // NaN cannot be written in JSON: the body is unreadable, never a stored NaN.
    const nan = await t.request({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      token: owner.access_token,
      headers: { 'content-type': 'application/json' },
      payload: '{"estimate": NaN}',
    });
    expect(nan.statusCode).toBe(400);
    expect((await call(t, owner, 'GET', `/api/tasks/${task.id}`)).json()).toMatchObject({
      sprint_id: null,
      estimate: null,
    });
    expect(await historyOf(task.id)).toEqual([['created', null, 'todo']]);
  });

  it('filters the task list by sprint, or by no sprint', async () => {
    const project = (await createProject(t, owner)).id;
    const sprint = (
      await createSprint(t, owner, project, { start_date: '2030-02-01', end_date: '2030-02-02' })
    ).id;
    const inSprint = await createTask(t, owner, project, { title: 'In', sprint_id: sprint });
    const outside = await createTask(t, owner, project, { title: 'Out' });
    const ids = async (query: string) => {
      const res = await call(t, owner, 'GET', `/api/tasks?project_id=${project}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().map((task: { id: string }) => task.id);
    };
    expect(await ids(`sprint_id=${sprint}`)).toEqual([inSprint.id]);
    expect(await ids('sprint_id=none')).toEqual([outside.id]);
    expect((await ids('')).sort()).toEqual([inSprint.id, outside.id].sort());
    // A sprint the caller cannot see simply matches none of their tasks.
    expect(await ids(`sprint_id=${foreignSprint}`)).toEqual([]);
    const bad = await call(t, owner, 'GET', '/api/tasks?sprint_id=current');
    expect(bad.statusCode).toBe(422);
    expect(detailLocs(bad.json())).toEqual(['query.sprint_id']);
  });
});

describe('closing and deleting a sprint moves its tasks', () => {
  it('moves unfinished tasks to the next sprint, one history row each; done tasks stay', async () => {
    const project = (await createProject(t, owner)).id;
    await addMember(t, owner, project, member, 'member');
    const current = (
      await createSprint(t, owner, project, { start_date: '2030-03-01', end_date: '2030-03-14' })
    ).id;
    const next = (
      await createSprint(t, owner, project, { start_date: '2030-03-15', end_date: '2030-03-28' })
    ).id;
    const todo = await createTask(t, owner, project, { title: 'Todo', sprint_id: current });
    const doing = await createTask(t, owner, project, {
      title: 'Doing',
      status: 'in_progress',
      sprint_id: current,
      estimate: 2,
    });
    const done = await createTask(t, owner, project, {
      title: 'Done',
      status: 'done',
      sprint_id: current,
    });
    const elsewhere = await createTask(t, owner, project, { title: 'Elsewhere', sprint_id: next });
    t.clock.advance(60_000);
    const before = t.clock.now().getTime();
    const res = await call(t, owner, 'POST', `/api/sprints/${current}/close`, {
      move_open_to: next,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().moved_task_ids).toEqual([todo.id, doing.id].sort());
    expect(res.json().moved_to).toBe(next);
    const cards = new Map((await board(t, member, project)).map((card) => [card.id, card]));
    expect(cards.get(todo.id)?.sprint_id).toBe(next);
    expect(cards.get(doing.id)).toMatchObject({ sprint_id: next, estimate: 2 });
    expect(cards.get(done.id)?.sprint_id).toBe(current);
    expect(cards.get(elsewhere.id)?.sprint_id).toBe(next);
    expect((await historyOf(todo.id)).slice(1)).toEqual([
      ['sprint', null, current],
      ['sprint', current, next],
    ]);
    expect((await historyOf(doing.id)).at(-1)).toEqual(['sprint', current, next]);
    expect((await historyOf(done.id)).filter(([field]) => field === 'sprint')).toEqual([
      ['sprint', null, current],
    ]);
    expect(await historyOf(elsewhere.id)).toEqual([
      ['created', null, 'todo'],
      ['sprint', null, next],
    ]);
    // Both moves at the closing instant, which is the sprint's closed_at.
    const closedAt = res.json().sprint.closed_at;
    expect(Date.parse(closedAt)).toBeGreaterThanOrEqual(before);
    const moveRows = await t.database.db
      .select()
      .from(taskHistory)
      .where(inArray(taskHistory.taskId, [todo.id, doing.id]));
    const moves = moveRows.filter((row) => row.field === 'sprint' && row.fromValue === current);
    expect(moves.map((row) => row.at.toISOString())).toEqual([closedAt, closedAt]);
    expect(new Set(moves.map((row) => row.byUserId))).toEqual(new Set([owner.user.id]));
  });

  it('takes unfinished tasks out of every sprint when closing with move_open_to null', async () => {
    const project = (await createProject(t, owner)).id;
    const sprint = (
      await createSprint(t, owner, project, { start_date: '2030-04-01', end_date: '2030-04-14' })
    ).id;
    const open = await createTask(t, owner, project, { title: 'Open', sprint_id: sprint });
    const done = await createTask(t, owner, project, {
      title: 'Done',
      status: 'done',
      sprint_id: sprint,
    });
    const res = await call(t, owner, 'POST', `/api/sprints/${sprint}/close`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ moved_task_ids: [open.id], moved_to: null });
    expect((await call(t, owner, 'GET', `/api/tasks/${open.id}`)).json().sprint_id).toBeNull();
    expect((await call(t, owner, 'GET', `/api/tasks/${done.id}`)).json().sprint_id).toBe(sprint);
    expect((await historyOf(open.id)).at(-1)).toEqual(['sprint', sprint, null]);
    // A task may still be planned into the closed sprint, a scope change after its close.
    const late = await call(t, owner, 'PUT', `/api/tasks/${open.id}`, { sprint_id: sprint });
    expect(late.statusCode, late.body).toBe(200);
  });

  it('deleting a sprint leaves its tasks in no sprint, one history row each', async () => {
    const project = (await createProject(t, owner)).id;
    const sprint = (
      await createSprint(t, owner, project, { start_date: '2030-05-01', end_date: '2030-05-14' })
    ).id;
    const a = await createTask(t, owner, project, { title: 'A', sprint_id: sprint });
    const b = await createTask(t, owner, project, {
      title: 'B',
      status: 'done',
      sprint_id: sprint,
    });
    const c = await createTask(t, owner, project, { title: 'C' });
    expect((await call(t, owner, 'DELETE', `/api/sprints/${sprint}`)).statusCode).toBe(204);
    for (const task of [a, b]) {
      expect((await call(t, owner, 'GET', `/api/tasks/${task.id}`)).json().sprint_id).toBeNull();
      expect((await historyOf(task.id)).at(-1)).toEqual(['sprint', sprint, null]);
    }
    expect(await historyOf(c.id)).toEqual([['created', null, 'todo']]);
    // A deleted task keeps its story, sprint rows included.
    const gone = await createTask(t, owner, project, { title: 'Gone', estimate: 1 });
    expect((await call(t, owner, 'DELETE', `/api/tasks/${gone.id}`)).statusCode).toBe(204);
    expect(await historyOf(gone.id)).toEqual([
      ['created', null, 'todo'],
      ['estimate', null, '1'],
      ['deleted', 'todo', null],
    ]);
  });
});
