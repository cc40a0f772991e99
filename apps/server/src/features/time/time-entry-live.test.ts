import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';

let t: TestApp;
let owner: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let taskId: string;
let watcher: TestSocket;
let outsider: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  [owner, observer, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, observer, 'observer');
  taskId = expectStatus<{ id: string }>(
    await call(t, owner, 'POST', '/api/tasks', { title: 'Timed', project_id: projectId }),
    201,
  ).id;
  // An observer may read the project's time, so they are told; a non-member is not.
  watcher = await connect(t, observer.access_token);
  outsider = await connect(t, stranger.access_token);
});
afterAll(async () => {
  watcher.close();
  outsider.close();
  await t.close();
});

describe('time_entries_changed', () => {
  it('tells the project’s members of every time write, never a non-member', async () => {
    const logged = expectStatus<{ id: string }>(
      await call(t, owner, 'POST', '/api/time-entries', {
        project_id: projectId,
        task_id: taskId,
        start_time: '2030-01-07T09:00:00.000Z',
        end_time: '2030-01-07T09:30:00.000Z',
      }),
      201,
    );
    expect(await watcher.next('time_entries_changed')).toEqual({
      type: 'time_entries_changed',
      projectId,
      time_entry_id: logged.id,
      user_id: owner.user.id,
      task_id: taskId,
    });
    // The feed still records it (project_change stays the activity feed's frame).
    expect((await watcher.next('project_change')).change.action).toBe('time_logged');

    const url = `/api/time-entries/${logged.id}`;
    const moved = await call(t, owner, 'PUT', url, { task_id: null });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await watcher.next('time_entries_changed')).toMatchObject({
      time_entry_id: logged.id,
      task_id: null,
    });
    expect((await call(t, owner, 'DELETE', url)).statusCode).toBe(204);
    expect(await watcher.next('time_entries_changed')).toMatchObject({ time_entry_id: logged.id });

    const started = await call(t, owner, 'POST', '/api/time-entries/start', {
      project_id: projectId,
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(await watcher.next('time_entries_changed')).toMatchObject({ user_id: owner.user.id });
    expect((await call(t, owner, 'POST', '/api/time-entries/stop')).statusCode).toBe(200);
    expect(await watcher.next('time_entries_changed')).toMatchObject({ user_id: owner.user.id });

    expect(outsider.frames.map((frame) => frame.type)).not.toContain('time_entries_changed');
  });

  it('publishes nothing for a refused write', async () => {
    const refused = await call(t, observer, 'POST', '/api/time-entries/start', {
      project_id: projectId,
    });
    expect(refused.statusCode).toBe(403);
    await expect(watcher.next('time_entries_changed', 300)).rejects.toThrow();
  });
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('time_entries_changed across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();

  it('time logged through A reaches a member’s socket on B', async () => {
    const lead = await signUp(apps.a);
    const member = await signUp(apps.a);
    const project = await createProject(apps.a, lead);
    await addMember(apps.a, lead, project.id, member);
    const socket = await connect(apps.b, member.access_token);
    try {
      const entry = expectStatus<{ id: string }>(
        await call(apps.a, lead, 'POST', '/api/time-entries', {
          project_id: project.id,
          start_time: '2030-01-08T09:00:00.000Z',
          end_time: '2030-01-08T09:20:00.000Z',
        }),
        201,
      );
      expect(await socket.next('time_entries_changed', 10_000)).toEqual({
        type: 'time_entries_changed',
        projectId: project.id,
        time_entry_id: entry.id,
        user_id: lead.user.id,
        task_id: null,
      });
    } finally {
      socket.close();
    }
  });
});
