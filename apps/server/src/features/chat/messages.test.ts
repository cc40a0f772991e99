import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_NOT_FOUND,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
} from '@crewline/shared/contracts/chat';
import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import {
  MESSAGE_MENTION_NOT_MEMBER,
  REPLY_NOT_IN_THREAD,
} from '@crewline/shared/contracts/rule-sentences';
import {
  call,
  createDirectThread,
  createProjectThread,
  expectStatus,
  listThreads,
  postMessage,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';
import { NOT_IN_THREAD } from './message-routes.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let threadId: string;
let directId: string;
let published: Envelope[];

beforeAll(async () => {
  ({ t, owner, member, observer, stranger, projectId, published } = await openTeam());
  threadId = (await createProjectThread(t, owner, projectId)).id;
  directId = (await createDirectThread(t, owner, [member])).id;
});
beforeEach(() => {
  published.length = 0;
});
afterAll(() => t.close());

/** A unique message text, so the 1-second duplicate rule never joins two tests' messages. */
function text(prefix = 'Hello'): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}

/** The messages page of a thread as `user` sees it. */
async function page(
  user: SignedUpUser,
  thread: string,
  query = '',
): Promise<{ messages: MessageJson[]; hasMore: boolean }> {
  return expectStatus(await call(t, user, 'GET', `/api/threads/${thread}/messages${query}`), 200);
}

/** A fresh project thread (owner, member, observer) with no messages. */
async function freshThread(): Promise<string> {
  return (await createProjectThread(t, owner, projectId)).id;
}

describe('sending messages', () => {
  it('sends a message and returns every field', async () => {
    const replied = await postMessage(t, owner, threadId, text('Question'));
    published.length = 0;
    const res = await call(t, member, 'POST', '/api/messages', {
      thread_id: threadId,
      content: '  Hi <script>alert(1)</script>**all**\r\n[x](javascript:go())  ',
      content_type: 'text',
      reply_to_message_id: replied.id,
      mentions: [owner.user.id, observer.user.id, owner.user.id],
      urgent: true,
      attachments: [],
      client_id: 'c-1',
    });
    const message = expectStatus<MessageJson>(res, 201);
    expect(message).toEqual({
      id: expect.any(String),
      thread_id: threadId,
      content: 'Hi <script>alert(1)</script>**all**\n[x](javascript:go())',
      content_type: 'text',
      created_at: expect.any(String),
      updated_at: message.created_at,
      user: { id: member.user.id, name: member.user.name, avatar: null },
      reply_to_message_id: replied.id,
      reply_to_message: {
        user: { id: owner.user.id, name: owner.user.name, avatar: null },
        content: replied.content,
      },
      is_edited: false,
      attachments: [],
      reactions: [],
      mentions: [owner.user.id, observer.user.id],
      urgent: true,
      client_id: 'c-1',
      can: { update: true, delete: true },
    });
    // Urgent: the thread's people are notified by the notification job (one queued row).
    expect(published).toEqual([
      { t: 'new_message', th: threadId, id: message.id },
      { t: 'notification_jobs' },
    ]);
    const seen = (await page(observer, threadId)).messages.at(-1)!;
    expect(seen).toEqual({ ...message, can: { update: false, delete: false } });
  });

  it('lets every reader post, observers and direct participants included', async () => {
    await postMessage(t, observer, threadId, text());
    await postMessage(t, member, directId, text());
    await postMessage(t, owner, directId, text());
    expect((await page(member, directId)).messages.length).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ['an empty content', { content: '' }, ['body', 'content'], MESSAGE_EMPTY],
    ['a blank content', { content: ' \n\t ' }, ['body', 'content'], MESSAGE_EMPTY],
    ['no content', { content: undefined }, ['body', 'content'], MESSAGE_EMPTY],
    [
      'a content over 10,000 characters',
      { content: 'x'.repeat(TEXT_MAX_LENGTH + 1) },
      ['body', 'content'],
      MESSAGE_TOO_LONG,
    ],
    [
      'an attachment that is not an upload of the sender',
      { attachments: ['00000000-0000-4000-8000-000000000000'] },
      ['body', 'attachments'],
      ATTACHMENT_NOT_FOUND,
    ],
    [
      'a mention outside the thread',
      { mentions: [stranger?.user.id] },
      ['body', 'mentions'],
      MESSAGE_MENTION_NOT_MEMBER,
    ],
    [
      'a reply to a message of another thread',
      { reply_to_message_id: 'other-thread' },
      ['body', 'reply_to_message_id'],
      REPLY_NOT_IN_THREAD,
    ],
  ])('refuses %s with 422 and writes nothing', async (_name, body, loc, msg) => {
    const thread = await freshThread();
    const patch: Record<string, unknown> = { ...body };
    if ('mentions' in body) patch.mentions = [stranger.user.id];
    if ('reply_to_message_id' in body) {
      patch.reply_to_message_id = (await postMessage(t, owner, directId, text())).id;
    }
    published.length = 0;
    const res = await call(t, member, 'POST', '/api/messages', {
      thread_id: thread,
      content: text(),
      content_type: 'text',
      ...patch,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({ loc, msg });
    expect((await page(owner, thread)).messages).toEqual([]);
    expect(published).toEqual([]);
  });

  it('takes exactly 10,000 characters', async () => {
    const content = 'y'.repeat(TEXT_MAX_LENGTH);
    expect((await postMessage(t, member, await freshThread(), content)).content).toBe(content);
  });

  it('checks mentions in a direct thread against its participants', async () => {
    const res = await call(t, owner, 'POST', '/api/messages', {
      thread_id: directId,
      content: text(),
      mentions: [observer.user.id],
    });
    expect(res.statusCode).toBe(422);
    const ok = await postMessage(t, owner, directId, text(), { mentions: [member.user.id] });
    expect(ok.mentions).toEqual([member.user.id]);
  });

  it('never posts the same client_id twice', async () => {
    const thread = await freshThread();
    const first = await postMessage(t, member, thread, text(), { client_id: 'retry-1' });
    published.length = 0;
    for (const content of [first.content, text('Other words')]) {
      const again = await call(t, member, 'POST', '/api/messages', {
        thread_id: thread,
        content,
        client_id: 'retry-1',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first);
    }
    // Another author may use the same client id.
    const other = await postMessage(t, owner, thread, text(), { client_id: 'retry-1' });
    expect(other.id).not.toBe(first.id);
    expect((await page(owner, thread)).messages.map((m) => m.id)).toEqual([first.id, other.id]);
    expect(published).toEqual([{ t: 'new_message', th: thread, id: other.id }]);
  });

  it('posts once when the same client_id arrives concurrently', async () => {
    const thread = await freshThread();
    const body = { thread_id: thread, content: text(), client_id: `race-${text()}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call(t, member, 'POST', '/api/messages', body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await page(owner, thread)).messages).toHaveLength(1);
  });

  it('ignores the same content from the same user within 1 s', async () => {
    const thread = await freshThread();
    const content = text();
    const first = await postMessage(t, member, thread, content);
    const again = await call(t, member, 'POST', '/api/messages', { thread_id: thread, content });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.id);
    // Someone else saying the same is a message of its own.
    const echo = await postMessage(t, owner, thread, content);
    // Still within the second, with someone else's message in between: ignored.
    const third = await call(t, member, 'POST', '/api/messages', { thread_id: thread, content });
    expect([third.statusCode, third.json().id]).toEqual([200, first.id]);
    t.clock.advance(1_001);
    const later = await postMessage(t, member, thread, content);
    expect((await page(owner, thread)).messages.map((m) => m.id)).toEqual([
      first.id,
      echo.id,
      later.id,
    ]);
  });
});

describe('reading pages', () => {
  it('pages backwards with the before cursor, oldest first within a page', async () => {
    const thread = await freshThread();
    const sent: string[] = [];
    for (let i = 0; i < 7; i++) sent.push((await postMessage(t, member, thread, `m${i}`)).id);
    const newest = await page(owner, thread, '?limit=3');
    expect(newest.messages.map((m) => m.content)).toEqual(['m4', 'm5', 'm6']);
    expect(newest.hasMore).toBe(true);
    const middle = await page(owner, thread, `?limit=3&before=${newest.messages[0]!.id}`);
    expect(middle.messages.map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    expect(middle.hasMore).toBe(true);
    const oldest = await page(owner, thread, `?limit=3&before=${middle.messages[0]!.id}`);
    expect(oldest.messages.map((m) => m.content)).toEqual(['m0']);
    expect(oldest.hasMore).toBe(false);
    const exact = await page(owner, thread, `?limit=7`);
    expect(exact.messages.map((m) => m.id)).toEqual(sent);
    expect(exact.hasMore).toBe(false);
  });

  it('serves 50 by default', async () => {
    const thread = await freshThread();
    for (let i = 0; i < 51; i++) await postMessage(t, owner, thread, `n${i}`);
    const first = await page(member, thread);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]!.content).toBe('n1');
    expect(first.hasMore).toBe(true);
  });

  it('answers an empty page before the first message, and 404 to a non-reader’s cursor', async () => {
    const thread = await freshThread();
    const first = await postMessage(t, member, thread, text());
    await postMessage(t, member, thread, text());
    const empty = await page(owner, thread, `?before=${first.id}`);
    expect(empty).toEqual({ messages: [], hasMore: false });
    const res = await call(
      t,
      stranger,
      'GET',
      `/api/threads/${thread}/messages?before=${first.id}`,
    );
    expect(res.statusCode).toBe(404);
  });

  it('refuses a cursor from another thread and a bad limit with 422', async () => {
    const other = await postMessage(t, owner, directId, text());
    const res = await call(t, owner, 'GET', `/api/threads/${threadId}/messages?before=${other.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['query', 'before'], msg: NOT_IN_THREAD }]);
    for (const limit of ['0', '101', 'x']) {
      const bad = await call(t, owner, 'GET', `/api/threads/${threadId}/messages?limit=${limit}`);
      expect(bad.statusCode).toBe(422);
    }
  });
});

describe('editing and deleting messages', () => {
  it('lets the author edit: is_edited set, message_updated queued', async () => {
    const message = await postMessage(t, member, threadId, text());
    published.length = 0;
    t.clock.advance(5);
    const res = await call(t, member, 'PUT', `/api/messages/${message.id}`, {
      content: ' Edited <script>x</script> ',
    });
    const edited = expectStatus<MessageJson>(res, 200);
    expect(edited).toMatchObject({
      id: message.id,
      content: 'Edited <script>x</script>',
      is_edited: true,
    });
    expect(edited.updated_at).not.toBe(message.updated_at);
    expect(published).toEqual([{ t: 'message_updated', th: threadId, id: message.id }]);
    for (const [content, msg] of [
      ['   ', MESSAGE_EMPTY],
      ['z'.repeat(TEXT_MAX_LENGTH + 1), MESSAGE_TOO_LONG],
    ] as const) {
      const bad = await call(t, member, 'PUT', `/api/messages/${message.id}`, { content });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().detail).toEqual([{ loc: ['body', 'content'], msg }]);
    }
  });

  it('refuses someone else’s message with 403, the project owner included', async () => {
    const message = await postMessage(t, member, threadId, text());
    for (const other of [owner, observer]) {
      const edit = await call(t, other, 'PUT', `/api/messages/${message.id}`, { content: 'No' });
      expect(edit.statusCode).toBe(403);
      expect((await call(t, other, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(403);
    }
    const still = (await page(owner, threadId)).messages.find((m) => m.id === message.id);
    expect(still?.content).toBe(message.content);
  });

  it('lets the author delete: 204, message_deleted queued, replies keep their text', async () => {
    const thread = await freshThread();
    const message = await postMessage(t, member, thread, text());
    const answer = await postMessage(t, owner, thread, text(), {
      reply_to_message_id: message.id,
    });
    published.length = 0;
    expect((await call(t, member, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(204);
    expect(published).toEqual([{ t: 'message_deleted', th: thread, id: message.id }]);
    const left = (await page(owner, thread)).messages;
    expect(left.map((m) => m.id)).toEqual([answer.id]);
    expect(left[0]).toMatchObject({ reply_to_message_id: null, reply_to_message: null });
    expect((await call(t, member, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(404);
  });
});

describe('reactions', () => {
  it('adds one per user and emoji, counts them per viewer, and removes them', async () => {
    const message = await postMessage(t, member, threadId, text());
    published.length = 0;
    const url = `/api/messages/${message.id}/reactions`;
    const first = expectStatus<MessageJson>(
      await call(t, owner, 'POST', url, { emoji: '👍' }),
      200,
    );
    expect(first.reactions).toEqual([
      {
        emoji: '👍',
        count: 1,
        has_reacted: true,
        users: [{ id: owner.user.id, name: owner.user.name }],
      },
    ]);
    expect(published).toEqual([{ t: 'reaction', th: threadId, id: message.id }]);
    published.length = 0;
    // The same again changes nothing and publishes nothing.
    expectStatus(await call(t, owner, 'POST', url, { emoji: '👍' }), 200);
    expect(published).toEqual([]);
    await call(t, member, 'POST', url, { emoji: '👍' });
    await call(t, member, 'POST', url, { emoji: '🎉' });
    const seen = (await page(observer, threadId)).messages.find((m) => m.id === message.id)!;
    expect(seen.reactions).toEqual([
      {
        emoji: '👍',
        count: 2,
        has_reacted: false,
        users: [
          { id: owner.user.id, name: owner.user.name },
          { id: member.user.id, name: member.user.name },
        ],
      },
      {
        emoji: '🎉',
        count: 1,
        has_reacted: false,
        users: [{ id: member.user.id, name: member.user.name }],
      },
    ]);
    published.length = 0;
    const removed = await call(t, owner, 'DELETE', `${url}/${encodeURIComponent('👍')}`);
    expect(expectStatus<MessageJson>(removed, 200).reactions).toEqual([
      expect.objectContaining({ emoji: '👍', count: 1, has_reacted: false }),
      expect.objectContaining({ emoji: '🎉', count: 1, has_reacted: false }),
    ]);
    expect(published).toEqual([{ t: 'reaction', th: threadId, id: message.id }]);
    published.length = 0;
    const none = await call(t, owner, 'DELETE', `${url}/${encodeURIComponent('👍')}`);
    expect(none.statusCode).toBe(200);
    expect(published).toEqual([]);
  });

  it('refuses a blank or overlong emoji with 422', async () => {
    const message = await postMessage(t, member, threadId, text());
    for (const emoji of ['', '  ', 'x'.repeat(33), 'a b']) {
      const res = await call(t, owner, 'POST', `/api/messages/${message.id}/reactions`, { emoji });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('read state', () => {
  it('counts others’ messages after the read mark, per user and thread', async () => {
    const thread = await freshThread();
    const a = await postMessage(t, member, thread, 'a');
    const b = await postMessage(t, member, thread, 'b');
    const c = await postMessage(t, member, thread, 'c');
    await postMessage(t, owner, thread, 'mine');
    const unread = async (user: SignedUpUser) =>
      (await listThreads(t, user, `?context_id=${projectId}`)).find((th) => th.id === thread)!;
    expect((await unread(owner)).unread_count).toBe(3);
    expect((await unread(member)).unread_count).toBe(1);
    expect((await unread(observer)).unread_count).toBe(4);
    const listed = await unread(observer);
    expect(listed.last_message_content).toBe('mine');
    expect(listed.last_message).toMatchObject({ content: 'mine', user: { id: owner.user.id } });
    expect(listed.last_message_time).toBe(listed.last_message!.created_at);

    const res = await call(t, owner, 'POST', `/api/threads/${thread}/read`, {
      last_message_id: b.id,
    });
    expect(expectStatus(res, 200)).toEqual({ thread_id: thread, unread_count: 1 });
    expect((await unread(owner)).unread_count).toBe(1);
    // An older mark never moves it back.
    await call(t, owner, 'POST', `/api/threads/${thread}/read`, { last_message_id: a.id });
    expect((await unread(owner)).unread_count).toBe(1);
    await call(t, owner, 'POST', `/api/threads/${thread}/read`, { last_message_id: c.id });
    expect((await unread(owner)).unread_count).toBe(0);
    expect((await unread(observer)).unread_count).toBe(4);
    await postMessage(t, member, thread, 'd');
    expect((await unread(owner)).unread_count).toBe(1);
  });

  it('sums the caller’s unread messages for the badges', async () => {
    const [reader, writer] = [await signUp(t), await signUp(t)];
    const project = (await createProject(t, reader)).id;
    await addMember(t, reader, project, writer);
    const thread = (await createProjectThread(t, reader, project)).id;
    const direct = (await createDirectThread(t, writer, [reader])).id;
    await postMessage(t, writer, thread, 'one');
    const two = await postMessage(t, writer, thread, 'two');
    await postMessage(t, writer, direct, 'three');
    await postMessage(t, reader, direct, 'mine');
    const totals = async (user: SignedUpUser) =>
      expectStatus(await call(t, user, 'GET', '/api/threads/unread'), 200);
    expect(await totals(reader)).toEqual({
      total: 3,
      direct: 1,
      projects: [{ project_id: project, unread_count: 2 }],
    });
    expect(await totals(writer)).toEqual({ total: 1, direct: 1, projects: [] });
    await call(t, reader, 'POST', `/api/threads/${thread}/read`, { last_message_id: two.id });
    expect(await totals(reader)).toEqual({ total: 1, direct: 1, projects: [] });
    expect((await call(t, null, 'GET', '/api/threads/unread')).statusCode).toBe(401);
  });

  it('refuses a mark from another thread with 422', async () => {
    const other = await postMessage(t, owner, directId, text());
    const res = await call(t, owner, 'POST', `/api/threads/${threadId}/read`, {
      last_message_id: other.id,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'last_message_id'], msg: NOT_IN_THREAD }]);
  });
});

describe('who may call', () => {
  /** Every chat call on a thread and one of its messages. */
  function calls(thread: string, message: string) {
    return [
      ['GET', `/api/threads/${thread}/messages`, undefined],
      ['POST', '/api/messages', { thread_id: thread, content: text() }],
      ['PUT', `/api/messages/${message}`, { content: 'x' }],
      ['DELETE', `/api/messages/${message}`, undefined],
      ['POST', `/api/messages/${message}/reactions`, { emoji: '👍' }],
      ['DELETE', `/api/messages/${message}/reactions/${encodeURIComponent('👍')}`, undefined],
      ['POST', `/api/threads/${thread}/read`, { last_message_id: message }],
    ] as const;
  }

  it('answers 404 to non-readers of a project thread and of a direct thread', async () => {
    const projectMessage = await postMessage(t, member, threadId, text());
    const directMessage = await postMessage(t, member, directId, text());
    for (const [outsider, thread, message] of [
      [stranger, threadId, projectMessage.id],
      [stranger, directId, directMessage.id],
      // A member of the project who is not in the direct thread.
      [observer, directId, directMessage.id],
    ] as const) {
      for (const [method, url, body] of calls(thread, message)) {
        const res = await call(t, outsider, method, url, body);
        expect([method, url, res.statusCode]).toEqual([method, url, 404]);
      }
    }
    const kept = await page(member, directId);
    expect(kept.messages.find((m) => m.id === directMessage.id)?.reactions).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const message = await postMessage(t, member, threadId, text());
    for (const [method, url, body] of calls(threadId, message.id)) {
      expect((await call(t, null, method, url, body)).statusCode).toBe(401);
    }
  });
});
