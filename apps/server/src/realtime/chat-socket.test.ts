import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { addMember, createProject } from '../test/project-factories.ts';
import { connect, sleep } from '../test/test-socket.ts';
import {
  call,
  createDirectThread,
  createProjectThread,
  expectStatus,
  type MessageJson,
} from '../test/chat-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = [await signUp(t), await signUp(t), await signUp(t)];
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

describe('chat over the socket', () => {
  it('delivers a project thread’s messages, edits, reactions and deletions to its readers only', async () => {
    const thread = await createProjectThread(t, owner, projectId);
    const reader = await connect(t, member.access_token);
    const outsider = await connect(t, stranger.access_token);
    const sent = await post(owner, thread.id, 'Hello team');
    const received = await reader.next('new_message');
    expect(received.thread_id).toBe(thread.id);
    expect(received.message).toMatchObject({ id: sent.id, content: 'Hello team' });
    // The reader did not write it: they may not edit it.
    expect(received.message.can).toEqual({ update: false, delete: false });

    expectStatus(
      await call(t, member, 'POST', `/api/messages/${sent.id}/reactions`, { emoji: '👍' }),
      200,
    );
    const reaction = await reader.next('reaction');
    expect(reaction.message.reactions).toEqual([
      expect.objectContaining({ emoji: '👍', count: 1, has_reacted: true }),
    ]);

    expectStatus(
      await call(t, owner, 'PUT', `/api/messages/${sent.id}`, { content: 'Hello all' }),
      200,
    );
    expect((await reader.next('message_updated')).message).toMatchObject({
      content: 'Hello all',
      is_edited: true,
    });
    expectStatus(await call(t, owner, 'DELETE', `/api/messages/${sent.id}`), 204);
    expect(await reader.next('message_deleted')).toEqual({
      type: 'message_deleted',
      thread_id: thread.id,
      message_id: sent.id,
    });
    await sleep(200);
    expect(outsider.frames.some((frame) => frame.type === 'new_message')).toBe(false);
    reader.close();
    outsider.close();
  });

  it('keeps a direct thread between its participants, and passes typing to the others', async () => {
    const direct = await createDirectThread(t, owner, [member]);
    const reader = await connect(t, member.access_token);
    const writer = await connect(t, owner.access_token);
    const outsider = await connect(t, stranger.access_token);
    writer.send({ type: 'typing', thread_id: direct.id, is_typing: true });
    expect(await reader.next('typing_indicator')).toEqual({
      type: 'typing_indicator',
      thread_id: direct.id,
      user_id: owner.user.id,
      is_typing: true,
    });
    await post(owner, direct.id, 'Just us');
    expect((await reader.next('new_message')).message.content).toBe('Just us');
    // A stranger may not type in it: 404, as over HTTP.
    outsider.send({ type: 'typing', thread_id: direct.id, is_typing: true });
    expect(await outsider.next('error')).toMatchObject({ code: 'not_found' });
    await sleep(200);
    expect(outsider.frames.some((frame) => frame.type === 'new_message')).toBe(false);
    expect(writer.frames.some((frame) => frame.type === 'typing_indicator')).toBe(false);
    for (const socket of [reader, writer, outsider]) socket.close();
  });

  it('upserts and removes threads live', async () => {
    const reader = await connect(t, member.access_token);
    const thread = await createProjectThread(t, owner, projectId);
    expect((await reader.next('thread_update')).thread).toMatchObject({ id: thread.id });
    expectStatus(await call(t, owner, 'DELETE', `/api/threads/${thread.id}`), 204);
    expect(await reader.next('thread_deleted')).toEqual({
      type: 'thread_deleted',
      thread_id: thread.id,
    });
    reader.close();
  });
});
