import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';
import { createTask } from '../../test/task-test-helpers.ts';
import { createSprint } from '../../test/sprint-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;
let socket: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
  // The teammate has the project open (its room), as the web's board does.
  socket = await connect(t, member.access_token);
  socket.send({ type: 'join_project', projectId });
  expect(await socket.next('joined')).toEqual({ type: 'joined', projectId });
});
afterAll(async () => {
  socket.close();
  await t.close();
});

function call(method: string, url: string, payload?: object) {
  return t.request({ method: method as 'GET', url, payload, token: owner.access_token });
}

describe('sprint writes reach teammates', () => {
  it('tells the room of each sprint change, and of every task a close moves', async () => {
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-01-01',
      end_date: '2030-01-14',
    });
    expect(await socket.next('sprints_changed')).toEqual({
      type: 'sprints_changed',
      projectId,
      sprint_id: sprint.id,
    });
    expect((await call('PUT', `/api/sprints/${sprint.id}`, { goal: 'Ship' })).statusCode).toBe(200);
    expect(await socket.next('sprints_changed')).toMatchObject({ sprint_id: sprint.id });

    const task = await createTask(t, owner, projectId, { title: 'Carried', sprint_id: sprint.id });
    expect((await socket.next('task_created')).task).toMatchObject({ sprint_id: sprint.id });
    const next = await createSprint(t, owner, projectId, {
      start_date: '2030-01-15',
      end_date: '2030-01-28',
    });
    expect(await socket.next('sprints_changed')).toMatchObject({ sprint_id: next.id });

    const closed = await call('POST', `/api/sprints/${sprint.id}/close`, { move_open_to: next.id });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await socket.next('sprints_changed')).toMatchObject({ sprint_id: sprint.id });
    const moved = await socket.next('task_updated');
    expect(moved.task).toMatchObject({ id: task.id, sprint_id: next.id });

    expect((await call('DELETE', `/api/sprints/${next.id}`)).statusCode).toBe(204);
    expect(await socket.next('sprints_changed')).toMatchObject({ sprint_id: next.id });
    expect((await socket.next('task_updated')).task).toMatchObject({
      id: task.id,
      sprint_id: null,
    });
  });

  it('publishes nothing for a refused write', async () => {
    const res = await call('POST', `/api/projects/${projectId}/sprints`, {
      name: 'Backwards',
      start_date: '2030-03-02',
      end_date: '2030-03-01',
    });
    expect(res.statusCode).toBe(422);
    await expect(socket.next('sprints_changed', 300)).rejects.toThrow();
  });
});
