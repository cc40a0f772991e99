import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { SOURCE_MESSAGE_REFUSED } from '../tasks/check-source-message.ts';
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
let otherProjectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, outsider] = [await signUp(t), await signUp(t), await signUp(t)];
  projectId = (await createProject(t, owner)).id;
  otherProjectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member);
  await addMember(t, owner, otherProjectId, outsider);
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

function createTask(user: SignedUpUser, project: string, messageId: string) {
  return call(t, user, 'POST', '/api/tasks', {
    title: 'From chat',
    project_id: project,
    created_from_message_id: messageId,
  });
}

describe('message → task', () => {
  it('makes a task from a message of the project’s chat, linked both ways', async () => {
    const thread = await createProjectThread(t, owner, projectId);
    const message = await post(member, thread.id, 'Someone should fix the login page');
    const task = expectStatus<{ id: string; created_from_message_id: string }>(
      await createTask(member, projectId, message.id),
      201,
    );
    expect(task.created_from_message_id).toBe(message.id);
    const links = await call(t, owner, 'GET', `/api/threads/${thread.id}/message-tasks`);
    expect(expectStatus(links, 200)).toEqual({
      message_tasks: [{ message_id: message.id, task_id: task.id }],
    });
    // The project-scoped form takes it too.
    const scoped = await call(t, owner, 'POST', `/api/projects/${projectId}/tasks`, {
      title: 'Also from chat',
      created_from_message_id: message.id,
    });
    expect(
      expectStatus<{ created_from_message_id: string }>(scoped, 201).created_from_message_id,
    ).toBe(message.id);
  });

  it('takes a direct thread of the project’s members, not one with an outsider', async () => {
    const ours = await createDirectThread(t, owner, [member]);
    const fromUs = await post(owner, ours.id, 'Let us plan the launch');
    expect((await createTask(owner, projectId, fromUs.id)).statusCode).toBe(201);

    const withOutsider = await createDirectThread(t, owner, [outsider]);
    const fromThem = await post(owner, withOutsider.id, 'Private to us two');
    const refused = await createTask(owner, projectId, fromThem.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().detail[0]).toEqual({
      loc: ['body', 'created_from_message_id'],
      msg: SOURCE_MESSAGE_REFUSED,
    });
  });

  it('refuses a message of another project, one the caller cannot read, or none (422, no task)', async () => {
    const elsewhere = await createProjectThread(t, owner, otherProjectId);
    const message = await post(owner, elsewhere.id, 'Other project');
    expect((await createTask(owner, projectId, message.id)).statusCode).toBe(422);
    // The member cannot read the other project's thread: the same 422, nothing leaks.
    const own = await createProjectThread(t, owner, projectId);
    const secret = await post(owner, (await createDirectThread(t, owner, [outsider])).id, 'x');
    expect((await createTask(member, projectId, secret.id)).statusCode).toBe(422);
    expect((await createTask(member, projectId, own.id)).statusCode).toBe(422);
    const bad = await call(t, owner, 'POST', '/api/tasks', {
      title: 'Bad id',
      project_id: projectId,
      created_from_message_id: 'not-a-uuid',
    });
    expect(bad.statusCode).toBe(422);
    const tasks = await call(t, owner, 'GET', `/api/tasks?project_id=${projectId}`);
    expect(
      expectStatus<{ title: string }[]>(tasks, 200).some((task) => task.title === 'Bad id'),
    ).toBe(false);
  });

  it('lists a thread’s message tasks only to its readers', async () => {
    const thread = await createProjectThread(t, owner, projectId);
    expect((await call(t, null, 'GET', `/api/threads/${thread.id}/message-tasks`)).statusCode).toBe(
      401,
    );
    expect(
      (await call(t, outsider, 'GET', `/api/threads/${thread.id}/message-tasks`)).statusCode,
    ).toBe(404);
    expect(
      expectStatus(await call(t, member, 'GET', `/api/threads/${thread.id}/message-tasks`), 200),
    ).toEqual({ message_tasks: [] });
  });
});
