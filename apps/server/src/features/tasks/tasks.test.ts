import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { board, createTask, taskCall, type TaskJson } from '../../test/task-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
});
afterAll(() => t.close());

describe('task create and read', () => {
  it('creates a task with the defaults and returns every field', async () => {
    const res = await taskCall(t, owner, 'POST', '/api/tasks', {
      title: '  Write the brief  ',
      project_id: projectId,
    });
    expect(res.statusCode).toBe(201);
    const task = res.json();
    expect(task).toEqual({
      id: expect.any(String),
      title: 'Write the brief',
      description: '',
      status: 'todo',
      priority: 'medium',
      due_date: null,
      assignee_id: null,
      assignee: null,
      project_id: projectId,
      position: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      created_from_message_id: null,
      sprint_id: null,
      estimate: null,
      start_date: null,
      milestone_id: null,
      blocks: [],
      blocked_by: [],
      can: { update: true, delete: true },
    });
    const again = await taskCall(t, member, 'GET', `/api/tasks/${task.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(task);
  });

  it('presents a task identically in the board, the list, the read and the write', async () => {
    const created = await createTask(t, owner, projectId, {
      title: 'Same everywhere',
      assignee_id: member.user.id,
      due_date: '2031-05-06T07:08:09.123Z',
      description: 'Ünïcode "quotes" \\ and\nlines',
    });
    const read = (await taskCall(t, owner, 'GET', `/api/tasks/${created.id}`)).json();
    const inBoard = (await board(t, owner, projectId)).find((task) => task.id === created.id);
    const listed = (await taskCall(t, owner, 'GET', `/api/tasks?project_id=${projectId}`))
      .json()
      .find((task: TaskJson) => task.id === created.id);
    expect(read).toEqual(created);
    expect(inBoard).toEqual(created);
    expect(listed).toEqual(created);
  });

  it('creates with every field, the assignee presented, through both URL forms', async () => {
    const full = {
      title: 'Ship it',
      status: 'in_review',
      priority: 'high',
      description: 'All of it',
      assignee_id: member.user.id,
      due_date: '2031-03-04T05:06:07+02:00',
    };
    const viaTasks = await taskCall(t, owner, 'POST', '/api/tasks', {
      ...full,
      project_id: projectId,
    });
    const viaProject = await taskCall(t, member, 'POST', `/api/projects/${projectId}/tasks`, full);
    for (const res of [viaTasks, viaProject]) {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: 'Ship it',
        status: 'in_review',
        priority: 'high',
        description: 'All of it',
        assignee_id: member.user.id,
        assignee: { id: member.user.id, name: member.user.name, avatar: null },
        due_date: '2031-03-04T03:06:07.000Z',
        project_id: projectId,
      });
    }
    const date = await createTask(t, owner, projectId, { title: 'Dated', due_date: '2031-12-31' });
    expect(date.due_date).toBe('2031-12-31T00:00:00.000Z');
  });

  it('lists the caller’s tasks across projects, filtered by project and assignee', async () => {
    const other = (await createProject(t, member)).id;
    const mine = await createTask(t, member, other, { title: 'Elsewhere' });
    const assigned = await createTask(t, owner, projectId, {
      title: 'For member',
      assignee_id: member.user.id,
    });
    const ids = (res: { json(): TaskJson[] }) => res.json().map((task) => task.id);

    const all = await taskCall(t, member, 'GET', '/api/tasks');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual(expect.arrayContaining([mine.id, assigned.id]));
    const byProject = await taskCall(t, member, 'GET', `/api/tasks?project_id=${other}`);
    expect(ids(byProject)).toEqual([mine.id]);
    const byAssignee = await taskCall(t, member, 'GET', `/api/tasks?assignee_id=${member.user.id}`);
    expect(byAssignee.json().every((task: TaskJson) => task.assignee_id === member.user.id)).toBe(
      true,
    );
    expect(ids(byAssignee)).toContain(assigned.id);
    expect(ids(byAssignee)).not.toContain(mine.id);
    // The owner is not in `other`: its tasks are not theirs to see, with or without a filter.
    expect(ids(await taskCall(t, owner, 'GET', '/api/tasks'))).not.toContain(mine.id);
    expect((await taskCall(t, owner, 'GET', `/api/tasks?project_id=${other}`)).json()).toEqual([]);
    expect((await taskCall(t, stranger, 'GET', '/api/tasks')).json()).toEqual([]);
    expect((await taskCall(t, member, 'GET', '/api/tasks?project_id=nope')).statusCode).toBe(422);
  });

  it('answers 401 without a token on every task endpoint', async () => {
    const id = randomUUID();
    const calls: [string, string][] = [
      ['GET', '/api/tasks'],
      ['POST', '/api/tasks'],
      ['GET', `/api/tasks/${id}`],
      ['PUT', `/api/tasks/${id}`],
      ['DELETE', `/api/tasks/${id}`],
      ['GET', `/api/projects/${projectId}/tasks`],
      ['POST', `/api/projects/${projectId}/tasks`],
      ['PUT', `/api/projects/${projectId}/tasks/${id}`],
    ];
    for (const [method, url] of calls) {
      const res = await t.request({ method: method as 'GET', url, payload: { title: 'x' } });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
  });
});

describe('task update and delete', () => {
  it('moves through every status and back, any to any', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Walk' });
    for (const status of ['in_progress', 'in_review', 'done', 'todo', 'done', 'in_progress']) {
      const res = await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, { status });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
  });

  it('updates any subset, keeps the rest, and clears the due date with null', async () => {
    const task = await createTask(t, owner, projectId, {
      title: 'Subset',
      description: 'Keep me',
      due_date: '2032-01-01T00:00:00Z',
    });
    const res = await taskCall(t, owner, 'PUT', `/api/tasks/${task.id}`, { priority: 'low' });
    expect(res.json()).toMatchObject({
      title: 'Subset',
      description: 'Keep me',
      priority: 'low',
      due_date: '2032-01-01T00:00:00.000Z',
    });
    expect(res.json().updated_at >= task.updated_at).toBe(true);
    const cleared = await taskCall(t, owner, 'PUT', `/api/projects/${projectId}/tasks/${task.id}`, {
      due_date: null,
      title: ' Renamed ',
      description: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ due_date: null, title: 'Renamed', description: '' });
  });

  it('assigns, reassigns and unassigns with assignee_id: null', async () => {
    const task = await createTask(t, owner, projectId, {
      title: 'Hand over',
      assignee_id: owner.user.id,
    });
    expect(task.assignee).toMatchObject({ id: owner.user.id, name: owner.user.name });
    const moved = await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, {
      assignee_id: member.user.id,
    });
    expect(moved.json().assignee).toEqual({
      id: member.user.id,
      name: member.user.name,
      avatar: null,
    });
    const cleared = await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, {
      assignee_id: null,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ assignee_id: null, assignee: null });
    const stored = await taskCall(t, owner, 'GET', `/api/tasks/${task.id}`);
    expect(stored.json()).toMatchObject({ assignee_id: null, assignee: null });
  });

  it('refuses an assignee from outside the project with 422, on create and update', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Insiders only' });
    const message = 'The assignee must be a member of this project';
    for (const res of [
      await taskCall(t, owner, 'POST', '/api/tasks', {
        title: 'x',
        project_id: projectId,
        assignee_id: stranger.user.id,
      }),
      await taskCall(t, owner, 'PUT', `/api/tasks/${task.id}`, { assignee_id: stranger.user.id }),
      await taskCall(t, owner, 'PUT', `/api/tasks/${task.id}`, { assignee_id: randomUUID() }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message,
        detail: [{ loc: ['body', 'assignee_id'], msg: message }],
      });
    }
    expect((await taskCall(t, owner, 'GET', `/api/tasks/${task.id}`)).json().assignee).toBeNull();
  });

  it('unassigns a member’s tasks when they leave the project', async () => {
    const leaver = await signUp(t);
    await addMember(t, owner, projectId, leaver);
    const task = await createTask(t, owner, projectId, {
      title: 'Orphan',
      assignee_id: leaver.user.id,
    });
    const removed = await taskCall(
      t,
      owner,
      'DELETE',
      `/api/projects/${projectId}/members/${leaver.user.id}`,
    );
    expect(removed.statusCode).toBe(204);
    expect(
      (await taskCall(t, owner, 'GET', `/api/tasks/${task.id}`)).json().assignee_id,
    ).toBeNull();
  });

  it('does not move a task to another project (422) but accepts its own project id', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Stay' });
    const elsewhere = (await createProject(t, owner)).id;
    const res = await taskCall(t, owner, 'PUT', `/api/tasks/${task.id}`, { project_id: elsewhere });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A task cannot be moved to another project');
    const same = await taskCall(t, owner, 'PUT', `/api/tasks/${task.id}`, {
      project_id: projectId,
      title: 'Stayed',
    });
    expect(same.json()).toMatchObject({ project_id: projectId, title: 'Stayed' });
    // The project-scoped form only reaches tasks of that project.
    const wrongPath = await taskCall(
      t,
      owner,
      'PUT',
      `/api/projects/${elsewhere}/tasks/${task.id}`,
      {
        title: 'Nope',
      },
    );
    expect(wrongPath.statusCode).toBe(404);
  });

  it('deletes a task: 204, then 404', async () => {
    const task = await createTask(t, member, projectId, { title: 'Bin me' });
    expect((await taskCall(t, member, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect((await taskCall(t, member, 'GET', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect((await taskCall(t, member, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
    expect(
      (await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('activity', () => {
  it('records create, edit, move, unassign and delete under the tasks tab', async () => {
    const project = (await createProject(t, owner)).id;
    await addMember(t, owner, project, member);
    const task = await createTask(t, owner, project, { title: 'Tracked' });
    await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, {
      title: 'Tracked 2',
      assignee_id: member.user.id,
    });
    await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, { status: 'done' });
    await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, { assignee_id: null });
    // Nothing changes: nothing is recorded.
    await taskCall(t, member, 'PUT', `/api/tasks/${task.id}`, { status: 'done' });
    await taskCall(t, owner, 'DELETE', `/api/tasks/${task.id}`);

    const res = await taskCall(t, owner, 'GET', `/api/projects/${project}/activity?tab=tasks`);
    const events = res.json() as {
      action: string;
      category: string;
      entity_id: string;
      data: Record<string, unknown>;
      actor: { id: string };
    }[];
    expect(events.map((e) => e.action)).toEqual([
      'task_deleted',
      'task_updated',
      'task_moved',
      'task_updated',
      'task_created',
    ]);
    expect(events.every((e) => e.category === 'tasks' && e.entity_id === task.id)).toBe(true);
    expect(events[4]).toMatchObject({
      actor: { id: owner.user.id },
      data: { title: 'Tracked', status: 'todo' },
    });
    expect(events[3]).toMatchObject({
      actor: { id: member.user.id },
      data: {
        title: 'Tracked 2',
        assignee: member.user.name,
        changes: {
          title: { from: 'Tracked', to: 'Tracked 2' },
          assignee_id: { from: null, to: member.user.id },
        },
      },
    });
    expect(events[2]!.data.changes).toMatchObject({ status: { from: 'todo', to: 'done' } });
    expect(events[1]!.data.changes).toEqual({
      assignee_id: { from: member.user.id, to: null },
    });
    expect(events[0]).toMatchObject({ actor: { id: owner.user.id }, data: { title: 'Tracked 2' } });
  });

  it('writes no event when the change is refused', async () => {
    const project = (await createProject(t, owner)).id;
    const task = await createTask(t, owner, project, { title: 'Quiet' });
    await taskCall(t, owner, 'PUT', `/api/tasks/${task.id}`, { assignee_id: stranger.user.id });
    await taskCall(t, owner, 'POST', '/api/tasks', {
      title: 'x',
      project_id: project,
      assignee_id: stranger.user.id,
    });
    const res = await taskCall(t, owner, 'GET', `/api/projects/${project}/activity?tab=tasks`);
    expect(res.json().map((e: { action: string }) => e.action)).toEqual(['task_created']);
    const list = await taskCall(t, owner, 'GET', `/api/projects/${project}/tasks`);
    expect(list.json()).toHaveLength(1);
  });
});
