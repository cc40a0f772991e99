import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import {
  call,
  createDirectThread,
  createProjectThread,
  expectStatus,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let outsider: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, outsider] = [await signUp(t), await signUp(t), await signUp(t)];
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member);
});
afterAll(() => t.close());

async function post(user: SignedUpUser, threadId: string, content: string) {
  const res = await call(t, user, 'POST', '/api/messages', {
    thread_id: threadId,
    content,
    content_type: 'text',
  });
  return expectStatus<MessageJson>(res, 201);
}

describe('GET /api/messages/{id}', () => {
  it('answers a reader with the message and its thread id', async () => {
    const thread = await createProjectThread(t, owner, projectId);
    const message = await post(owner, thread.id, 'Look up this one');
    const found = expectStatus<MessageJson>(
      await call(t, member, 'GET', `/api/messages/${message.id}`),
      200,
    );
    expect(found).toMatchObject({
      id: message.id,
      thread_id: thread.id,
      content: 'Look up this one',
    });
    expect(found.can).toEqual({ update: false, delete: false });
  });

  it('hides a project thread’s message from a non-member and a direct one from others', async () => {
    const thread = await createProjectThread(t, owner, projectId);
    const message = await post(owner, thread.id, 'Members only');
    expectStatus(await call(t, outsider, 'GET', `/api/messages/${message.id}`), 404);
    const direct = await createDirectThread(t, owner, [member]);
    const secret = await post(member, direct.id, 'Just us');
    expectStatus(await call(t, outsider, 'GET', `/api/messages/${secret.id}`), 404);
    expectStatus(await call(t, owner, 'GET', `/api/messages/${secret.id}`), 200);
  });

  it('is 401 signed out and 404 for a malformed or unknown id (as every id route)', async () => {
    expectStatus(await call(t, null, 'GET', `/api/messages/${crypto.randomUUID()}`), 401);
    expectStatus(await call(t, owner, 'GET', '/api/messages/not-an-id'), 404);
    expectStatus(await call(t, owner, 'GET', `/api/messages/${crypto.randomUUID()}`), 404);
  });
});
