import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';
import { createTask } from '../../test/task-test-helpers.ts';
import { createMilestone } from '../../test/milestone-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let observer: SignedUpUser;
let projectId: string;
let socket: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  [owner, observer] = await Promise.all([signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner, { time_zone: 'UTC' })).id;
  await addMember(t, owner, projectId, observer, 'observer');
  // The observer has the project open (its room), as the web's project page does.
  socket = await connect(t, observer.access_token);
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

describe('milestone writes reach the project’s viewers', () => {
  it('sends each milestone as the viewer reads it, and again when its tasks move it', async () => {
    const milestone = await createMilestone(t, owner, projectId, {
      name: 'Beta',
      start_date: '2030-01-01',
      due_date: '2030-01-14',
    });
    const created = await socket.next('milestone_created');
    // The observer's copy: what they would read, with their abilities.
    expect(created).toEqual({
      type: 'milestone_created',
      projectId,
      milestone: { ...milestone, can: { update: false, delete: false } },
    });

    const renamed = await call('PUT', `/api/milestones/${milestone.id}`, { name: 'Beta 2' });
    expect(renamed.statusCode).toBe(200);
    expect((await socket.next('milestone_updated')).milestone).toMatchObject({ name: 'Beta 2' });

    // A task linked, then done: the milestone's progress follows.
    const task = await createTask(t, owner, projectId, { title: 'T', milestone_id: milestone.id });
    expect((await socket.next('milestone_updated')).milestone).toMatchObject({
      task_count: 1,
      progress: 0,
    });
    await call('PUT', `/api/tasks/${task.id}`, { status: 'done' });
    await socket.next('task_updated');
    expect((await socket.next('milestone_updated')).milestone).toMatchObject({
      status: 'completed',
      progress: 100,
    });
    // An edit the milestone does not read sends nothing about it.
    await call('PUT', `/api/tasks/${task.id}`, { title: 'Renamed' });
    await socket.next('task_updated');
    await expect(socket.next('milestone_updated', 300)).rejects.toThrow();

    // Moved to another milestone: both are told.
    const other = await createMilestone(t, owner, projectId, {
      start_date: '2030-02-01',
      due_date: '2030-02-14',
    });
    await socket.next('milestone_created');
    await call('PUT', `/api/tasks/${task.id}`, { milestone_id: other.id });
    await socket.next('task_updated');
    const moved = [
      (await socket.next('milestone_updated')).milestone,
      (await socket.next('milestone_updated')).milestone,
    ];
    expect(moved.map((m) => [m.id, m.task_count]).sort()).toEqual(
      [
        [milestone.id, 0],
        [other.id, 1],
      ].sort(),
    );

    // Deleted: the room drops it, and the task arrives unlinked.
    expect((await call('DELETE', `/api/milestones/${other.id}`)).statusCode).toBe(204);
    expect(await socket.next('milestone_deleted')).toEqual({
      type: 'milestone_deleted',
      projectId,
      milestone_id: other.id,
    });
    expect((await socket.next('task_updated')).task).toMatchObject({
      id: task.id,
      milestone_id: null,
    });
  });

  it('publishes nothing for a refused write', async () => {
    const res = await call('POST', `/api/projects/${projectId}/milestones`, {
      name: 'Backwards',
      start_date: '2030-03-02',
      due_date: '2030-03-01',
    });
    expect(res.statusCode).toBe(422);
    await expect(socket.next('milestone_created', 300)).rejects.toThrow();
  });
});
