import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import { addMilestone, linkTasks, setTaskDays } from '../../test/schedule-test-helpers.ts';

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
  // The teammate has the project open (its room), as the web's timeline does.
  socket = await connect(t, member.access_token);
  socket.send({ type: 'join_project', projectId });
  expect(await socket.next('joined')).toEqual({ type: 'joined', projectId });
});
afterAll(async () => {
  socket.close();
  await t.close();
});

describe('schedule writes reach teammates', () => {
  it('pushes every moved task and milestone after an apply, and nothing after a preview', async () => {
    const a = (await createTask(t, owner, projectId, { title: 'A' })).id;
    const b = (await createTask(t, owner, projectId, { title: 'B' })).id;
    await socket.next('task_created');
    await socket.next('task_created');
    await setTaskDays(t.database.db, a, '2030-01-01', '2030-01-02');
    await setTaskDays(t.database.db, b, '2030-01-03', '2030-01-04');
    await linkTasks(t.database.db, a, b);
    const milestone = await addMilestone(
      t.database.db,
      projectId,
      { start: '2030-01-01', due: '2030-01-04' },
      [b],
    );
    const body = { task_id: a, start_date: '2030-01-03', due_date: '2030-01-04' };

    const shown = await call(t, owner, 'POST', `/api/projects/${projectId}/schedule/preview`, body);
    expect(shown.statusCode, shown.body).toBe(200);
    await expect(socket.next('task_updated', 300)).rejects.toThrow();

    const done = await call(t, owner, 'POST', `/api/projects/${projectId}/schedule/apply`, body);
    expect(done.statusCode, done.body).toBe(200);
    const first = await socket.next('task_updated');
    const second = await socket.next('task_updated');
    const byId = new Map([first, second].map((frame) => [frame.task.id, frame.task]));
    expect(byId.get(a)).toMatchObject({ due_date: '2030-01-04T00:00:00.000Z' });
    expect(byId.get(b)).toMatchObject({ due_date: '2030-01-06T00:00:00.000Z' });
    // The milestone was pushed with its task, and arrives as the member reads it now.
    const pushed = await socket.next('milestone_updated');
    expect(pushed).toMatchObject({ type: 'milestone_updated', projectId });
    expect(pushed.milestone).toMatchObject({ id: milestone });
  });

  it('publishes nothing for a refused apply', async () => {
    const a = (await createTask(t, owner, projectId, { title: 'C' })).id;
    await socket.next('task_created');
    const res = await call(t, owner, 'POST', `/api/projects/${projectId}/schedule/apply`, {
      task_id: a,
      start_date: '2030-01-05',
      due_date: '2030-01-04',
    });
    expect(res.statusCode).toBe(422);
    await expect(socket.next('task_updated', 300)).rejects.toThrow();
  });
});
