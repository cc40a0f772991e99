import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/factories.ts';
import { addMember, createProject } from '../test/project-factories.ts';
import { connect } from '../test/test-socket.ts';
import { createProjectThread } from '../test/chat-test-helpers.ts';

const databaseUrl = inject('databaseUrl');
const redisUrl = inject('redisUrl');

/**
 * Two app processes on one PostgreSQL (two apps with their own pools and listeners stand in for
 * two processes: they share nothing but the database and the bus).
 */
function twoProcesses(settings: Record<string, string>) {
  const apps: { a?: TestApp; b?: TestApp } = {};
  beforeAll(async () => {
    apps.a = await createTestApp(settings);
    apps.b = await createTestApp(settings);
  });
  afterAll(async () => {
    await apps.a?.close();
    await apps.b?.close();
  });
  return apps as { a: TestApp; b: TestApp };
}

async function eventCrossesProcesses({ a, b }: { a: TestApp; b: TestApp }) {
  const owner = await signUp(a);
  const member = await signUp(a);
  const project = await createProject(a, owner);
  await addMember(a, owner, project.id, member);
  // The member's socket is on process B; the write goes through process A.
  const socket = await connect(b, member.access_token);
  const res = await a.request({
    method: 'POST',
    url: '/api/tasks',
    token: owner.access_token,
    payload: { title: 'From A', project_id: project.id },
  });
  expect(res.statusCode).toBe(201);
  const frame = await socket.next('task_created');
  expect(frame.task.title).toBe('From A');
  // Chat crosses too: a message posted through A reaches the reader on B.
  const thread = await createProjectThread(a, owner, project.id);
  const posted = await a.request({
    method: 'POST',
    url: '/api/messages',
    token: owner.access_token,
    payload: { thread_id: thread.id, content: 'Across processes', content_type: 'text' },
  });
  expect(posted.statusCode).toBe(201);
  expect((await socket.next('new_message')).message.content).toBe('Across processes');
  // Presence crosses too: the owner comes online on A, the member sees it on B.
  const ownerSocket = await connect(a, owner.access_token);
  let presence;
  do presence = await socket.next('presence_update');
  while (presence.presence.user_id !== owner.user.id);
  expect(presence.presence.status).toBe('online');
  ownerSocket.close();
  return socket;
}

describe.skipIf(!databaseUrl)('two processes on one PostgreSQL, LISTEN/NOTIFY bus', () => {
  const apps = twoProcesses({});
  it('delivers an event from process A to a socket on process B', async () => {
    expect(apps.a.app.ctx.realtime.bus.driver).toBe('postgres');
    (await eventCrossesProcesses(apps)).close();
  });
});

describe.skipIf(!databaseUrl || !redisUrl)('two processes on one PostgreSQL, Redis bus', () => {
  const apps = twoProcesses({ REDIS_URL: redisUrl });
  it('delivers an event from process A to a socket on process B', async () => {
    expect(apps.b.app.ctx.realtime.bus.driver).toBe('redis');
    (await eventCrossesProcesses(apps)).close();
  });

  it('tells clients to refetch when the bus lost its connection (a gap)', async () => {
    const user = await signUp(apps.a);
    const socket = await connect(apps.b, user.access_token);
    const admin = new Redis(redisUrl);
    try {
      await admin.client('KILL', 'TYPE', 'pubsub');
    } finally {
      admin.disconnect();
    }
    expect(await socket.next('resync', 10_000)).toEqual({ type: 'resync', reason: 'bus_gap' });
    socket.close();
  });
});
