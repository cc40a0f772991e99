import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';
import { createProjectThread, postMessage } from '../../test/chat-test-helpers.ts';
import { send } from '../../test/notification-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let socket: TestSocket;
let strangerSocket: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member);
  socket = await connect(t, member.access_token);
  strangerSocket = await connect(t, stranger.access_token);
});
afterAll(async () => {
  socket.close();
  strangerSocket.close();
  await t.close();
});

describe('notification frames', () => {
  it('reach the recipient’s sockets: created, updated, deleted, all read', async () => {
    const res = await send(t, owner, 'POST', '/api/tasks', {
      title: 'Live one',
      project_id: projectId,
      assignee_id: member.user.id,
    });
    expect(res.statusCode).toBe(201);
    const created = await socket.next('notification_created');
    expect(created.notification).toMatchObject({
      user_id: member.user.id,
      notification_type: 'task_assigned',
      read: false,
    });
    const id = created.notification.id;
    // A second assignment within the minute joins the group: an update, not a new one.
    await send(t, owner, 'POST', '/api/tasks', {
      title: 'Live two',
      project_id: projectId,
      assignee_id: member.user.id,
    });
    const grouped = await socket.next('notification_updated');
    expect(grouped.notification).toMatchObject({
      id,
      title: expect.stringMatching(/^2 tasks assigned to you in /),
    });
    await send(t, member, 'PATCH', `/api/notifications/${id}`, { read: true });
    expect((await socket.next('notification_updated')).notification).toMatchObject({
      id,
      read: true,
    });
    await send(t, member, 'POST', '/api/notifications', { user_id: member.user.id, title: 'Self' });
    await socket.next('notification_created');
    await send(t, member, 'POST', '/api/notifications/mark-all-read');
    expect(await socket.next('all_notifications_read')).toEqual({ type: 'all_notifications_read' });
    await send(t, member, 'DELETE', `/api/notifications/${id}`);
    expect(await socket.next('notification_deleted')).toEqual({
      type: 'notification_deleted',
      notification_ids: [id],
    });
    // Nobody else hears any of it.
    expect(strangerSocket.frames.filter((f) => f.type.includes('notification'))).toEqual([]);
  });

  it('a fan-out through the job arrives live too (the commit wakes the job)', async () => {
    const thread = await createProjectThread(t, owner, projectId);
    const started = Date.now();
    const message = await postMessage(t, owner, thread.id, 'Urgent!', { urgent: true });
    const frame = await socket.next('notification_created');
    expect(frame.notification).toMatchObject({
      notification_type: 'urgent',
      link: `/dashboard/inbox?message=${message.id}`,
      metadata: { urgent: true },
    });
    // Woken at once, not by the 5-second poll.
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe.runIf(inject('databaseUrl'))('two processes on PostgreSQL', () => {
  const apps = twoTestApps();

  it('a notification made through one process reaches the recipient’s socket on the other', async () => {
    const [boss, worker] = await Promise.all([signUp(apps.a), signUp(apps.a)]);
    const project = await createProject(apps.a, boss);
    await addMember(apps.a, boss, project.id, worker);
    const remote = await connect(apps.b, worker.access_token);
    try {
      await send(apps.a, boss, 'POST', '/api/tasks', {
        title: 'Across',
        project_id: project.id,
        assignee_id: worker.user.id,
      });
      const frame = await remote.next('notification_created');
      expect(frame.notification.metadata.task_title).toBe('Across');
      // A job queued by A is expanded by one process and arrives on B.
      const thread = await createProjectThread(apps.a, boss, project.id);
      await postMessage(apps.a, boss, thread.id, 'All hands', { urgent: true });
      expect((await remote.next('notification_created')).notification.notification_type).toBe(
        'urgent',
      );
    } finally {
      remote.close();
    }
  });
});
