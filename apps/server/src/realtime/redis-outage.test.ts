import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { addMember, createProject } from '../test/project-factories.ts';
import { connect, type TestSocket } from '../test/test-socket.ts';
import { startTcpProxy, type OutageMode, type TcpProxy } from '../test/tcp-proxy.ts';

const redisUrl = inject('redisUrl');

// The requirement's bounds: a write answers within 10 s, events flow again within 30 s.
const ANSWER_WITHIN_MS = 10_000;
const BACK_WITHIN_MS = 30_000;

/** Waits for the task_created frame of the task titled `title`, skipping others. */
async function taskCreated(socket: TestSocket, title: string, ms = 3_000) {
  let frame;
  do frame = await socket.next('task_created', ms);
  while (frame.task.title !== title);
  return frame;
}

// On PGlite too: the database stays up, only the bus goes away.
describe.skipIf(!redisUrl)('Redis goes away and comes back', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    const target = new URL(redisUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    t = await createTestApp({ REDIS_URL: proxy.rewrite(redisUrl) });
    owner = await signUp(t);
    member = await signUp(t);
    projectId = (await createProject(t, owner)).id;
    await addMember(t, owner, projectId, member);
  });
  afterAll(async () => {
    await proxy?.up();
    await t?.close();
    await proxy?.close();
  });

  const write = (title: string) =>
    t.request({
      method: 'POST',
      url: '/api/tasks',
      token: owner.access_token,
      payload: { title, project_id: projectId },
    });

  it.each<OutageMode>(['refuse', 'blackhole'])(
    'keeps writing while Redis is %s, resyncs sockets and delivers again once it is back',
    async (mode) => {
      expect(t.app.ctx.realtime.bus.driver).toBe('redis');
      const socket = await connect(t, member.access_token);
      expect((await write(`Before (${mode})`)).statusCode).toBe(201);
      await taskCreated(socket, `Before (${mode})`);

      await proxy.down(mode);
      // The write is in the database; its event cannot cross the bus now, and that is a gap.
      const started = Date.now();
      const during = await write(`During (${mode})`);
      expect(during.statusCode).toBe(201);
      expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
      expect(await socket.next('resync', ANSWER_WITHIN_MS)).toEqual({
        type: 'resync',
        reason: 'bus_gap',
      });

      await proxy.up();
      // Reconnected: the socket is told again that it may have missed events, and refetches.
      expect(await socket.next('resync', BACK_WITHIN_MS)).toEqual({
        type: 'resync',
        reason: 'bus_gap',
      });
      // The bus carries events again (a write after the reconnect reaches the socket; the
      // publishing connection may reconnect a moment after the subscribed one).
      const deadline = Date.now() + BACK_WITHIN_MS;
      for (let i = 0; ; i++) {
        expect((await write(`After ${i} (${mode})`)).statusCode).toBe(201);
        try {
          await taskCreated(socket, `After ${i} (${mode})`);
          break;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
      }
      expect(socket.ws.readyState).toBe(socket.ws.OPEN);
      socket.close();
    },
  );
});
