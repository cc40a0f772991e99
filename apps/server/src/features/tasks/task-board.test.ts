import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { tasks } from '../../db/schema.ts';
import { board, column, createTask, taskCall } from '../../test/task-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

/** A project with tasks A, B, C, D created in that order in To Do. */
async function abcd() {
  const projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member);
  const byTitle: Record<string, string> = {};
  for (const title of ['A', 'B', 'C', 'D']) {
    byTitle[title] = (await createTask(t, owner, projectId, { title })).id;
  }
  return { projectId, id: (title: string) => byTitle[title]! };
}

describe('board order', () => {
  it('appends new tasks to the end of their column', async () => {
    const { projectId } = await abcd();
    const tasks = await board(t, owner, projectId);
    expect(column(tasks, 'todo')).toEqual(['A', 'B', 'C', 'D']);
    const positions = tasks.map((task) => task.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(new Set(positions).size).toBe(4);
  });

  it('moves a card to the end of the target column when only the status is sent', async () => {
    const { projectId, id } = await abcd();
    await taskCall(t, member, 'PUT', `/api/tasks/${id('C')}`, { status: 'done' });
    await taskCall(t, member, 'PUT', `/api/tasks/${id('A')}`, { status: 'done' });
    let tasks = await board(t, owner, projectId);
    expect(column(tasks, 'todo')).toEqual(['B', 'D']);
    expect(column(tasks, 'done')).toEqual(['C', 'A']);
    // Back to To Do: the end of that column, not its old place.
    await taskCall(t, member, 'PUT', `/api/tasks/${id('C')}`, { status: 'todo' });
    tasks = await board(t, owner, projectId);
    expect(column(tasks, 'todo')).toEqual(['B', 'D', 'C']);
    // The same status again is no move at all.
    const before = tasks.find((task) => task.id === id('B'))!;
    const same = await taskCall(t, member, 'PUT', `/api/tasks/${id('B')}`, { status: 'todo' });
    expect(same.json().position).toBe(before.position);
    expect(column(await board(t, owner, projectId), 'todo')).toEqual(['B', 'D', 'C']);
  });

  it('places a card exactly with {status, position} and keeps the order stable after moves', async () => {
    const { projectId, id } = await abcd();
    const at = async (title: string) =>
      (await board(t, owner, projectId)).find((task) => task.id === id(title))!.position;
    // D between A and B, within the column.
    const [a, b] = [await at('A'), await at('B')];
    await taskCall(t, member, 'PUT', `/api/tasks/${id('D')}`, { position: (a + b) / 2 });
    expect(column(await board(t, owner, projectId), 'todo')).toEqual(['A', 'D', 'B', 'C']);
    // C before the first card of In Progress (empty: anything goes), then B before C there.
    await taskCall(t, member, 'PUT', `/api/tasks/${id('C')}`, {
      status: 'in_progress',
      position: 10,
    });
    await taskCall(t, member, 'PUT', `/api/projects/${projectId}/tasks/${id('B')}`, {
      status: 'in_progress',
      position: 9,
    });
    // A above everything in To Do.
    await taskCall(t, member, 'PUT', `/api/tasks/${id('A')}`, { position: (await at('D')) - 1 });
    await taskCall(t, member, 'PUT', `/api/tasks/${id('A')}`, { position: (await at('D')) + 1 });
    const tasks = await board(t, owner, projectId);
    expect(column(tasks, 'todo')).toEqual(['D', 'A']);
    expect(column(tasks, 'in_progress')).toEqual(['B', 'C']);
    // Reading again (and through the other list) gives the same order.
    expect(await board(t, member, projectId)).toEqual(
      tasks.map((task) => ({ ...task, can: { update: true, delete: true } })),
    );
    const listed = await taskCall(t, owner, 'GET', `/api/tasks?project_id=${projectId}`);
    expect(listed.json().map((task: { id: string }) => task.id)).toEqual(
      tasks.map((task) => task.id),
    );
  });

  it('writes one row per move and 20 bisections of one gap keep the intended order', async () => {
    const { projectId } = await abcd();
    let updates = 0;
    const stop = t.database.onQuery((sql) => {
      if (/^update "tasks"/i.test(sql)) updates++;
    });
    const expected = ['A', 'B', 'C', 'D'];
    try {
      // Drop the last card between the first two, 20 times: the gap halves every time.
      for (let i = 0; i < 20; i++) {
        const [first, second, , last] = await board(t, owner, projectId);
        await taskCall(t, member, 'PUT', `/api/tasks/${last!.id}`, {
          position: (first!.position + second!.position) / 2,
        });
        expected.splice(1, 0, expected.pop()!);
      }
    } finally {
      stop();
    }
    expect(updates).toBe(20);
    expect(column(await board(t, owner, projectId), 'todo')).toEqual(expected);
  });

  it('renumbers a column before drops into one gap exhaust it: 70 drops keep the order', async () => {
    const { projectId } = await abcd();
    const expected = ['A', 'B', 'C', 'D'];
    // Past ~50 halvings two cards would tie; the server renumbers the column before that.
    for (let i = 0; i < 70; i++) {
      const [first, second, , last] = await board(t, owner, projectId);
      const res = await taskCall(t, member, 'PUT', `/api/tasks/${last!.id}`, {
        position: (first!.position + second!.position) / 2,
      });
      expect(res.statusCode).toBe(200);
      expected.splice(1, 0, expected.pop()!);
    }
    expect(column(await board(t, owner, projectId), 'todo')).toEqual(expected);
    const positions = (await board(t, owner, projectId)).map((task) => task.position);
    expect(new Set(positions).size).toBe(4);
    expect(Math.min(...positions.slice(1).map((p, i) => p - positions[i]!))).toBeGreaterThan(1e-9);
  });

  it('gives concurrent creates in one column distinct positions', async () => {
    const projectId = (await createProject(t, owner)).id;
    const created = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        taskCall(t, owner, 'POST', '/api/tasks', { title: `Racer ${i}`, project_id: projectId }),
      ),
    );
    expect(created.map((res) => res.statusCode)).toEqual(Array(12).fill(201));
    const positions = (await board(t, owner, projectId)).map((task) => task.position);
    expect(new Set(positions).size).toBe(12);
  });

  it('lists a 500-task board with assignees in three SQL statements, two once cached', async () => {
    const projectId = (await createProject(t, owner)).id;
    await addMember(t, owner, projectId, member);
    const statuses = ['todo', 'in_progress', 'in_review', 'done'];
    await t.database.db.insert(tasks).values(
      Array.from({ length: 500 }, (_, i) => ({
        projectId,
        title: `Bulk ${i}`,
        status: statuses[i % 4]!,
        position: i,
        assigneeId: i % 2 ? member.user.id : owner.user.id,
      })),
    );
    let statements = 0;
    const stop = t.database.onQuery(() => statements++);
    let list;
    try {
      list = await board(t, member, projectId);
    } finally {
      stop();
    }
    // The caller's membership, the board's version, then the tasks joined with their assignees.
    expect(statements).toBe(3);
    expect(list).toHaveLength(500);
    statements = 0;
    const again = t.database.onQuery(() => statements++);
    try {
      expect(await board(t, member, projectId)).toEqual(list);
    } finally {
      again();
    }
    // Unchanged version: the serialized board is reused.
    expect(statements).toBe(2);
    expect(list.find((task) => task.title === 'Bulk 1')!.assignee).toEqual({
      id: member.user.id,
      name: member.user.name,
      avatar: null,
    });
    expect(list.find((task) => task.title === 'Bulk 2')!.assignee!.id).toBe(owner.user.id);
    expect(list.map((task) => task.status)).toEqual(
      [...list.map((task) => task.status)].sort(
        (x, y) => statuses.indexOf(x) - statuses.indexOf(y),
      ),
    );
  });
});

describe('bad input', () => {
  it('refuses bad input with 422 (or 404 for a malformed id) and writes nothing', async () => {
    const { projectId, id } = await abcd();
    const task = id('A');
    const bad: [string, string, unknown, number, string?][] = [
      ['POST', '/api/tasks', { project_id: projectId }, 422, 'title'],
      ['POST', '/api/tasks', { title: '', project_id: projectId }, 422, 'title'],
      ['POST', '/api/tasks', { title: '   ', project_id: projectId }, 422, 'title'],
      ['POST', '/api/tasks', { title: 't'.repeat(10_001), project_id: projectId }, 422, 'title'],
      ['POST', '/api/tasks', { title: 't'.repeat(501), project_id: projectId }, 422, 'title'],
      ['POST', '/api/tasks', { title: 'Ok' }, 422, 'project_id'],
      ['POST', '/api/tasks', { title: 'Ok', project_id: 'abc' }, 422, 'project_id'],
      ['POST', '/api/tasks', { title: 'Ok', project_id: randomUUID() }, 404],
      ['POST', `/api/projects/${projectId}/tasks`, { title: 'Ok', status: 'blocked' }, 422],
      ['POST', `/api/projects/${projectId}/tasks`, { title: 'Ok', priority: 'urgent' }, 422],
      ['POST', `/api/projects/${projectId}/tasks`, { title: 'Ok', due_date: 'tomorrow' }, 422],
      ['POST', `/api/projects/${projectId}/tasks`, { title: 'Ok', due_date: '2030-02-30' }, 422],
      [
        'POST',
        `/api/projects/${projectId}/tasks`,
        { title: 'Ok', due_date: '2030-01-01T25:00:00Z' },
        422,
      ],
      ['POST', `/api/projects/${projectId}/tasks`, { title: 'Ok', due_date: 1767225600 }, 422],
      [
        'POST',
        `/api/projects/${projectId}/tasks`,
        { title: 'Ok', description: 'd'.repeat(10_001) },
        422,
        'description',
      ],
      ['POST', `/api/projects/${projectId}/tasks`, { title: 'Ok', assignee_id: 'me' }, 422],
      ['PUT', `/api/tasks/${task}`, {}, 422],
      ['PUT', `/api/tasks/${task}`, { title: ' ' }, 422, 'title'],
      ['PUT', `/api/tasks/${task}`, { title: 't'.repeat(10_001) }, 422, 'title'],
      ['PUT', `/api/tasks/${task}`, { status: 'archived' }, 422],
      ['PUT', `/api/tasks/${task}`, { priority: 'none' }, 422],
      ['PUT', `/api/tasks/${task}`, { due_date: '31/12/2030' }, 422],
      ['PUT', `/api/tasks/${task}`, { position: 'first' }, 422],
      ['PUT', `/api/tasks/${task}`, { description: 'd'.repeat(10_001) }, 422],
      ['GET', '/api/tasks/not-a-uuid', undefined, 404],
      ['PUT', '/api/tasks/123', { title: 'x' }, 404],
      ['DELETE', '/api/tasks/%27;drop', undefined, 404],
      ['GET', `/api/tasks/${randomUUID()}`, undefined, 404],
      ['GET', '/api/projects/nope/tasks', undefined, 404],
      ['POST', `/api/projects/${randomUUID()}/tasks`, { title: 'Ok' }, 404],
      ['PUT', `/api/projects/${projectId}/tasks/nope`, { title: 'x' }, 404],
      ['PUT', `/api/projects/${randomUUID()}/tasks/${task}`, { title: 'x' }, 404],
    ];
    for (const [method, url, payload, status, field] of bad) {
      const res = await taskCall(t, owner, method as 'GET', url, payload);
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status });
      expect(res.json().error).toBe(status === 422 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
      if (field) expect(res.json().detail[0].loc).toEqual(['body', field]);
    }
    expect(await board(t, owner, projectId)).toHaveLength(4);
    expect((await taskCall(t, owner, 'GET', `/api/tasks/${task}`)).json().title).toBe('A');
  });

  it('says "Task title is required" for an empty or blank title', async () => {
    const projectId = (await createProject(t, owner)).id;
    for (const title of ['', '   \n\t']) {
      const res = await taskCall(t, owner, 'POST', `/api/projects/${projectId}/tasks`, { title });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'title'], msg: 'Task title is required' },
      ]);
      expect(res.json().message).toContain('Task title is required');
    }
  });
});

describe('the cached board', () => {
  it('shows every change at once: create, move, edit, unassign, delete, assignee rename', async () => {
    const projectId = (await createProject(t, owner)).id;
    await addMember(t, owner, projectId, member);
    const titles = async () => (await board(t, member, projectId)).map((task) => task.title);
    expect(await titles()).toEqual([]);

    const created = await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      token: owner.access_token,
      payload: { title: 'Cached one', assignee_id: member.user.id },
    });
    const taskId = created.json().id;
    expect(await titles()).toEqual(['Cached one']);

    const put = (payload: object) =>
      t.request({ method: 'PUT', url: `/api/tasks/${taskId}`, token: owner.access_token, payload });
    await put({ status: 'done' });
    expect((await board(t, member, projectId))[0]!.status).toBe('done');
    await put({ title: 'Renamed task' });
    expect(await titles()).toEqual(['Renamed task']);

    // The card shows the assignee's name: renaming the person changes the board.
    await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: member.access_token,
      payload: { name: 'New Name' },
    });
    expect((await board(t, member, projectId))[0]!.assignee!.name).toBe('New Name');

    await put({ assignee_id: null });
    expect((await board(t, member, projectId))[0]!.assignee).toBeNull();

    await t.request({ method: 'DELETE', url: `/api/tasks/${taskId}`, token: owner.access_token });
    expect(await titles()).toEqual([]);
  });

  it('keeps abilities per role: an observer never gets a member’s cached board', async () => {
    const projectId = (await createProject(t, owner)).id;
    const observer = await signUp(t);
    await addMember(t, owner, projectId, observer, 'observer');
    await t.request({
      method: 'POST',
      url: `/api/projects/${projectId}/tasks`,
      token: owner.access_token,
      payload: { title: 'Role check' },
    });
    expect((await board(t, owner, projectId))[0]!.can).toEqual({ update: true, delete: true });
    expect((await board(t, observer, projectId))[0]!.can).toEqual({ update: false, delete: false });
  });
});
