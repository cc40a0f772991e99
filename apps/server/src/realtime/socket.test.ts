import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_MAX_FRAME_BYTES } from '@crewline/shared/limits';
import { CLOSE_CODES } from '@crewline/shared/realtime/client-frames';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { addMember, createProject } from '../test/project-factories.ts';
import { connect, openSocket, sleep } from '../test/test-socket.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let project: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  member = await signUp(t);
  project = await createProject(t, owner);
  await addMember(t, owner, project.id, member);
});
afterAll(() => t.close());

async function createTask(token: string, projectId: string, title = 'A task') {
  const res = await t.request({
    method: 'POST',
    url: '/api/tasks',
    token,
    payload: { title, project_id: projectId },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string }>();
}

describe('signing in to the socket', () => {
  it('closes with 4401 before any event for a missing, forged or expired token', async () => {
    for (const token of [undefined, '', 'not.a.token', `${owner.access_token.slice(0, -2)}xx`]) {
      const socket = await openSocket(t, token);
      expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);
      expect(socket.frames).toEqual([]);
    }
    const app = await createTestApp();
    try {
      const user = await signUp(app);
      app.clock.advance(16 * 60_000);
      const socket = await openSocket(app, user.access_token);
      expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);
    } finally {
      await app.close();
    }
  });

  it('closes with 4401 for the token of a deleted account, and closes its open sockets', async () => {
    const doomed = await signUp(t);
    const open = await connect(t, doomed.access_token);
    await t.database.db.delete(users).where(eq(users.id, doomed.user.id));
    expect(await open.closed).toBe(CLOSE_CODES.unauthorized);
    const again = await openSocket(t, doomed.access_token);
    expect(await again.closed).toBe(CLOSE_CODES.unauthorized);
    expect(again.frames).toEqual([]);
  });

  it('closes with 4401, not 1013, when the account is deleted while the socket is being set up', async () => {
    const doomed = await signUp(t);
    const { presence } = t.app.ctx.realtime;
    const arrived = presence.arrived;
    // The deletion lands between the session check and the presence row (a race under load).
    presence.arrived = async (connection) => {
      await t.database.db.delete(users).where(eq(users.id, doomed.user.id));
      return arrived.call(presence, connection);
    };
    try {
      const socket = await openSocket(t, doomed.access_token);
      expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);
    } finally {
      presence.arrived = arrived;
    }
    expect([...t.app.ctx.realtime.registry.all].some((c) => c.userId === doomed.user.id)).toBe(
      false,
    );
  });

  it('greets with hello and answers ping with pong', async () => {
    const socket = await openSocket(t, owner.access_token);
    const hello = await socket.next('hello');
    expect(hello).toEqual({ type: 'hello', protocol: 1, user_id: owner.user.id });
    socket.send({ type: 'ping', nonce: 7 });
    expect(await socket.next('pong')).toMatchObject({ type: 'pong', nonce: 7 });
    socket.close();
  });

  it('refuses an upgrade from another site (403) but allows clients without Origin', async () => {
    const foreign = await openSocket(t, owner.access_token, { origin: 'https://evil.example' });
    const error = await new Promise<Error>((resolve) => foreign.ws.on('error', resolve));
    expect(error.message).toContain('403');
    const same = await openSocket(t, owner.access_token, { origin: t.app.ctx.env.appOrigin });
    await same.next('hello');
    same.close();
  });

  it('closes a logged-out session with 4401 within 5 seconds, and only that session', async () => {
    const login = async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: member.user.email, password: member.password },
      });
      return res.json<{ access_token: string; refresh_token: string }>();
    };
    const [first, second] = [await login(), await login()];
    const doomed = await connect(t, first.access_token);
    const kept = await connect(t, second.access_token);
    const started = Date.now();
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/logout',
      token: first.access_token,
      payload: { refresh_token: first.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    expect(await doomed.closed).toBe(CLOSE_CODES.unauthorized);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    kept.close();
  });

  it('accepts a refreshed token over the socket and refuses another user’s', async () => {
    const socket = await connect(t, member.access_token);
    socket.send({ type: 'auth', token: 'garbage' });
    expect(await socket.next('error')).toMatchObject({ code: 'unauthorized' });
    socket.send({ type: 'auth', token: owner.access_token });
    expect(await socket.closed).toBe(CLOSE_CODES.unauthorized);
  });
});

describe('events', () => {
  it('pushes task writes to members, presented for each recipient’s role, with versions', async () => {
    const observer = await signUp(t);
    await addMember(t, owner, project.id, observer, 'observer');
    const memberSocket = await connect(t, member.access_token);
    const observerSocket = await connect(t, observer.access_token);
    const task = await createTask(owner.access_token, project.id, 'Pushed');
    const created = await memberSocket.next('task_created');
    expect(created.task).toMatchObject({ id: task.id, title: 'Pushed', can: { update: true } });
    expect(created.tasks_version).toBeGreaterThan(0);
    const seen = await observerSocket.next('task_created');
    expect(seen.task.can).toEqual({ update: false, delete: false });

    await t.request({
      method: 'PUT',
      url: `/api/tasks/${task.id}`,
      token: owner.access_token,
      payload: { status: 'done' },
    });
    const updated = await memberSocket.next('task_updated');
    expect(updated.task.status).toBe('done');
    expect(updated.tasks_version).toBeGreaterThan(created.tasks_version);
    expect(await memberSocket.next('project_change')).toMatchObject({ projectId: project.id });

    await t.request({ method: 'DELETE', url: `/api/tasks/${task.id}`, token: owner.access_token });
    expect(await memberSocket.next('task_deleted')).toMatchObject({ task_id: task.id });
    memberSocket.close();
    observerSocket.close();
  });

  it('never sends a project’s events to a stranger, and refuses their join', async () => {
    const stranger = await signUp(t);
    const socket = await connect(t, stranger.access_token);
    socket.send({ type: 'join_project', projectId: project.id });
    expect(await socket.next('error')).toMatchObject({ code: 'not_found', projectId: project.id });
    await createTask(owner.access_token, project.id, 'Secret');
    await sleep(300);
    expect(socket.frames.some((frame) => frame.type === 'task_created')).toBe(false);
    socket.close();
  });

  it('stops a removed member’s events at once; a new member receives without reconnecting', async () => {
    const newcomer = await signUp(t);
    const own = await createProject(t, owner);
    const socket = await connect(t, newcomer.access_token);
    await addMember(t, owner, own.id, newcomer);
    expect(await socket.next('member_added')).toMatchObject({ projectId: own.id });
    await createTask(owner.access_token, own.id, 'Welcome');
    expect((await socket.next('task_created')).task.title).toBe('Welcome');
    socket.send({ type: 'join_project', projectId: own.id });
    expect(await socket.next('joined')).toEqual({ type: 'joined', projectId: own.id });

    const res = await t.request({
      method: 'DELETE',
      url: `/api/projects/${own.id}/members/${newcomer.user.id}`,
      token: owner.access_token,
    });
    expect(res.statusCode).toBe(204);
    expect(await socket.next('member_removed')).toMatchObject({ user_id: newcomer.user.id });
    await createTask(owner.access_token, own.id, 'After removal');
    await sleep(300);
    expect(socket.frames.filter((frame) => frame.type === 'task_created')).toHaveLength(1);
    socket.close();
  });

  it('pushes comments with the recipient’s abilities: only the author may edit', async () => {
    const memberSocket = await connect(t, member.access_token);
    const ownerSocket = await connect(t, owner.access_token);
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/comments`,
      token: member.access_token,
      payload: { text: 'Looks good to me' },
    });
    expect(res.statusCode).toBe(201);
    const mine = await memberSocket.next('comment_added');
    expect(mine.comment).toMatchObject({
      text: 'Looks good to me',
      can: { update: true, delete: true },
    });
    const theirs = await ownerSocket.next('comment_added');
    expect(theirs.comment.can).toEqual({ update: false, delete: true });
    const id = mine.comment.id;
    await t.request({ method: 'DELETE', url: `/api/comments/${id}`, token: owner.access_token });
    expect(await memberSocket.next('comment_deleted')).toMatchObject({
      comment_id: id,
      task_id: null,
    });
    memberSocket.close();
    ownerSocket.close();
  });

  it('tells members of a deleted project in their own rooms', async () => {
    const doomed = await createProject(t, owner);
    await addMember(t, owner, doomed.id, member);
    const socket = await connect(t, member.access_token);
    await t.request({
      method: 'DELETE',
      url: `/api/projects/${doomed.id}`,
      token: owner.access_token,
    });
    expect(await socket.next('project_deleted')).toEqual({
      type: 'project_deleted',
      projectId: doomed.id,
    });
    socket.close();
  });
});

describe('viewing, presence and typing frames', () => {
  it('answers join_project; opening or leaving a page is told to nobody', async () => {
    const watcher = await connect(t, owner.access_token);
    const viewer = await connect(t, member.access_token);
    viewer.send({ type: 'join_project', projectId: project.id });
    expect(await viewer.next('joined')).toEqual({ type: 'joined', projectId: project.id });
    viewer.send({ type: 'leave_project', projectId: project.id });
    viewer.send({ type: 'ping' });
    await viewer.next('pong');
    // leave_project ends nothing: the viewer's lists stay live.
    await createTask(owner.access_token, project.id, 'After leaving');
    expect((await viewer.next('task_created')).task.title).toBe('After leaving');
    await watcher.next('task_created');
    // No screen shows who views a project, so no frame says it (user_joined/user_left are gone).
    expect(watcher.frames.map((frame) => frame.type)).not.toContain('joined');
    expect(watcher.frames.filter((frame) => (frame.type as string).startsWith('user_'))).toEqual(
      [],
    );
    watcher.close();
    viewer.close();
  });

  it('takes presence from frames: a chosen status, then leaving turns the user offline', async () => {
    const user = await signUp(t);
    await addMember(t, owner, project.id, user);
    const watcher = await connect(t, owner.access_token);
    const socket = await connect(t, user.access_token);
    const about = async (status: string) => {
      let frame;
      do frame = await watcher.next('presence_update', 10_000);
      while (frame.presence.user_id !== user.user.id || frame.presence.status !== status);
      return frame.presence;
    };
    await about('online');
    socket.send({ type: 'presence_update', action: 'heartbeat', status: 'away' });
    expect((await about('away')).status).toBe('away');
    socket.send({ type: 'presence_update', action: 'left' });
    await about('offline');
    socket.send({ type: 'presence_update', action: 'joined' });
    expect((await about('away')).status).toBe('away');
    watcher.close();
    socket.close();
  });

  it('answers typing in a thread that does not exist with not_found', async () => {
    const socket = await connect(t, member.access_token);
    socket.send({ type: 'typing', thread_id: project.id, is_typing: true });
    expect(await socket.next('error')).toMatchObject({ code: 'not_found' });
    socket.close();
  });
});

describe('bad input', () => {
  it('answers malformed and unknown frames with an error frame and keeps serving', async () => {
    const socket = await connect(t, member.access_token);
    socket.send('{not json');
    expect(await socket.next('error')).toMatchObject({ code: 'bad_frame' });
    socket.send({ type: 'launch_missiles' });
    expect(await socket.next('error')).toMatchObject({ code: 'unknown_type' });
    socket.send({ type: 'join_project', projectId: 'nope' });
    expect(await socket.next('error')).toMatchObject({ code: 'bad_frame' });
    socket.send([1, 2, 3]);
    expect(await socket.next('error')).toMatchObject({ code: 'bad_frame' });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    socket.close();
  });

  it('closes with 1009 on a frame over 64 KB', async () => {
    const socket = await connect(t, member.access_token);
    socket.send({ type: 'ping', nonce: 'x'.repeat(REALTIME_MAX_FRAME_BYTES) });
    expect(await socket.closed).toBe(CLOSE_CODES.tooBig);
  });

  it('warns a flood with an error frame, then closes it with 1008', async () => {
    const socket = await connect(t, member.access_token);
    for (let i = 0; i < 60; i += 1) socket.send({ type: 'ping' });
    expect(await socket.next('error')).toMatchObject({ code: 'rate_limited' });
    for (let i = 0; i < 200; i += 1) socket.send({ type: 'ping' });
    expect(await socket.closed).toBe(CLOSE_CODES.policyViolation);
  });

  it('closes a slow consumer (over 1 MB unsent) with 1013 and keeps serving the others', async () => {
    const reader = await connect(t, owner.access_token);
    const slow = await connect(t, member.access_token);
    // The client stops reading: the kernel's buffers fill, then the server's send buffer grows.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const text = 'x'.repeat(9_000);
    let posted = 0;
    while (slow.ws.readyState === slow.ws.OPEN && posted < 4_000) {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          t.request({
            method: 'POST',
            url: `/api/projects/${project.id}/comments`,
            token: owner.access_token,
            payload: { text },
          }),
        ),
      );
      posted += 50;
      // The server is closing it; the paused client only notices once it reads again.
      const server = t.app.ctx.realtime.registry.ofUser(member.user.id);
      if (server.every((connection) => connection.socket.readyState !== connection.socket.OPEN)) {
        break;
      }
    }
    (slow.ws as unknown as { _socket: { resume(): void } })._socket.resume();
    expect(await slow.closed).toBe(CLOSE_CODES.tryAgainLater);
    reader.send({ type: 'ping' });
    await reader.next('pong');
    reader.close();
  }, 60_000);

  it('closes the oldest of 21 sockets of one user with 1008', async () => {
    const user = await signUp(t);
    const sockets = [];
    for (let i = 0; i < 20; i += 1) sockets.push(await connect(t, user.access_token));
    const extra = await connect(t, user.access_token);
    expect(await sockets[0]!.closed).toBe(CLOSE_CODES.policyViolation);
    expect(sockets[1]!.ws.readyState).toBe(sockets[1]!.ws.OPEN);
    for (const socket of [...sockets.slice(1), extra]) socket.close();
  });
});

describe('presence', () => {
  it('is online while a socket is open and offline soon after the last one closes', async () => {
    const user = await signUp(t);
    await addMember(t, owner, project.id, user);
    const watcher = await connect(t, owner.access_token);
    const socket = await connect(t, user.access_token);
    let online;
    do online = await watcher.next('presence_update');
    while (online.presence.user_id !== user.user.id);
    expect(online.presence.status).toBe('online');
    const res = await t.request({
      method: 'GET',
      url: `/api/presence?project_id=${project.id}`,
      token: owner.access_token,
    });
    const listed = res.json<{ presence: { user_id: string; status: string }[] }>().presence;
    expect(listed.find((p) => p.user_id === user.user.id)?.status).toBe('online');

    const put = await t.request({
      method: 'PUT',
      url: '/api/presence',
      token: user.access_token,
      payload: { status: 'busy', custom_status_message: 'In a meeting' },
    });
    expect(put.json()).toMatchObject({ status: 'busy', custom_status_message: 'In a meeting' });

    socket.close();
    const started = Date.now();
    let offline;
    do offline = await watcher.next('presence_update', 10_000);
    while (offline.presence.user_id !== user.user.id || offline.presence.status !== 'offline');
    expect(Date.now() - started).toBeLessThan(10_000);
    watcher.close();
  });

  it('refuses presence to strangers and bad presence bodies', async () => {
    const stranger = await signUp(t);
    const res = await t.request({
      method: 'GET',
      url: `/api/presence?project_id=${project.id}`,
      token: stranger.access_token,
    });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/presence' })).statusCode).toBe(401);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/presence',
      token: stranger.access_token,
      payload: { status: 'offline' },
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('shutdown', () => {
  it('closes sockets with 1001 so clients reconnect elsewhere', async () => {
    const app = await createTestApp();
    const user = await signUp(app);
    const socket = await connect(app, user.access_token);
    await app.close();
    expect(await socket.closed).toBe(CLOSE_CODES.goingAway);
  });
});
