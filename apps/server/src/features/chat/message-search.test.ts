import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_SEARCH_QUERY_REQUIRED,
  MESSAGE_SEARCH_QUERY_TOO_LONG,
} from '@crewline/shared/contracts/chat';
import type { MessageSearchJson } from '@crewline/shared/contracts/chat-responses';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RECENT_WINDOW, searchMessages } from './message-search.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import {
  call,
  createDirectThread,
  createProjectThread,
  expectStatus,
  postMessage,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let otherProjectId: string;
let threadId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  otherProjectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member);
  threadId = (await createProjectThread(t, owner, projectId)).id;
});
afterAll(() => t.close());

/** A word no other test (or earlier run on a shared database) uses. */
function token(): string {
  return `zq${Math.random().toString(36).slice(2, 10)}`;
}

/** Posts a message, then moves the clock on, so hits have distinct times. */
async function post(user: SignedUpUser, thread: string, content: string): Promise<MessageJson> {
  const message = await postMessage(t, user, thread, content);
  t.clock.advance(1_000);
  return message;
}

/** GET /api/messages/search as `user`; fails unless 200. */
async function search(
  user: SignedUpUser,
  params: Record<string, string>,
): Promise<MessageSearchJson['messages']> {
  const query = new URLSearchParams(params).toString();
  const res = await call(t, user, 'GET', `/api/messages/search?${query}`);
  return expectStatus<MessageSearchJson>(res, 200).messages;
}

describe('GET /api/messages/search', () => {
  it('needs a signed-in caller', async () => {
    const res = await call(t, null, 'GET', '/api/messages/search?q=task');
    expect(res.statusCode).toBe(401);
  });

  it('rejects an empty or too long query and a bad limit with 422', async () => {
    for (const [query, msg] of [
      ['', MESSAGE_SEARCH_QUERY_REQUIRED],
      ['q=', MESSAGE_SEARCH_QUERY_REQUIRED],
      ['q=%20%20%20', MESSAGE_SEARCH_QUERY_REQUIRED],
      [`q=${'a'.repeat(201)}`, MESSAGE_SEARCH_QUERY_TOO_LONG],
    ] as const) {
      const res = await call(t, owner, 'GET', `/api/messages/search?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json()), query).toContain(msg);
    }
    for (const limit of ['0', '51', 'x', '1.5']) {
      const res = await call(t, owner, 'GET', `/api/messages/search?q=task&limit=${limit}`);
      expect(res.statusCode, limit).toBe(422);
    }
    // 200 characters once trimmed is fine.
    await search(owner, { q: `  ${'a'.repeat(200)}  ` });
  });

  it('finds English words by their stem and returns the message with a plain snippet', async () => {
    const tag = token();
    const long = `${'filler words here and there '.repeat(12)}please review the open tasks ${tag} before friday ${'more trailing filler text '.repeat(12)}`;
    const message = await post(member, threadId, long);
    const [hit, ...rest] = await search(owner, { q: `task ${tag}` });
    expect(rest).toEqual([]);
    const { snippet, ...json } = hit!;
    expect(json).toEqual({ ...message, can: { update: false, delete: false } });
    expect(snippet).toContain('tasks');
    expect(snippet).toContain(tag);
    expect(snippet).not.toMatch(/[<>]/);
    expect(snippet.length).toBeLessThan(long.length);
    expect(await search(owner, { q: `reviewed ${tag}` })).toHaveLength(1);
  });

  it('finds Russian words by their stem', async () => {
    const tag = token();
    await post(owner, threadId, `Новая задача ${tag} на завтра`);
    const hits = await search(member, { q: `задачи ${tag}` });
    expect(hits.map((h) => h.content)).toEqual([`Новая задача ${tag} на завтра`]);
    expect(hits[0]!.snippet).toContain('задача');
    expect(await search(member, { q: `задачу ${tag}` })).toHaveLength(1);
  });

  it('finds Arabic words by their stem (the article and the feminine ending)', async () => {
    const tag = token();
    await post(owner, threadId, `هذه المهمة ${tag} عاجلة جدا`);
    // مهمة ("a task") finds المهمة ("the task"): both stem to مهم; unstemmed they differ.
    const hits = await search(member, { q: `مهمة ${tag}` });
    expect(hits).toHaveLength(1);
    expect(hits[0]!.snippet).toContain('المهمة');
    const book = token();
    await post(owner, threadId, `أين الكتاب ${book}`);
    expect(await search(member, { q: `بالكتاب ${book}` })).toHaveLength(1);
  });

  it('never shows hits from threads the caller cannot read', async () => {
    const tag = token();
    const strangerProject = (await createProject(t, stranger)).id;
    const strangerThread = (await createProjectThread(t, stranger, strangerProject)).id;
    const outsider = await signUp(t);
    await addMember(t, stranger, strangerProject, outsider);
    const strangersDirect = (await createDirectThread(t, stranger, [outsider])).id;
    await post(stranger, strangerThread, `secret plan ${tag}`);
    await post(stranger, strangersDirect, `private plan ${tag}`);
    const mine = await post(owner, threadId, `public plan ${tag}`);
    expect((await search(owner, { q: tag })).map((h) => h.id)).toEqual([mine.id]);
    expect(await search(owner, { q: tag, project_id: strangerProject })).toEqual([]);
    expect(await search(stranger, { q: tag })).toHaveLength(2);
    expect(await search(outsider, { q: tag })).toHaveLength(2);
  });

  it('filters by project and lists newest first', async () => {
    const tag = token();
    const otherThread = (await createProjectThread(t, owner, otherProjectId)).id;
    const direct = (await createDirectThread(t, owner, [member])).id;
    const first = await post(owner, threadId, `deploy ${tag} one`);
    const second = await post(owner, otherThread, `deploy ${tag} two`);
    const third = await post(member, direct, `deploy ${tag} three`);
    expect((await search(owner, { q: tag })).map((h) => h.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect((await search(owner, { q: tag, project_id: projectId })).map((h) => h.id)).toEqual([
      first.id,
    ]);
    expect((await search(member, { q: tag })).map((h) => h.id)).toEqual([third.id, first.id]);
  });

  it('returns at most `limit` hits, 50 by default', async () => {
    const tag = token();
    for (let i = 0; i < 52; i += 1) await post(owner, threadId, `batch ${tag} number ${i}`);
    const all = await search(owner, { q: tag });
    expect(all).toHaveLength(50);
    expect(all[0]!.content).toBe(`batch ${tag} number 51`);
    const two = await search(owner, { q: tag, limit: '2' });
    expect(two.map((h) => h.content)).toEqual([`batch ${tag} number 51`, `batch ${tag} number 50`]);
  });

  it('finds the same hits among the newest messages as through the index, whatever the window', async () => {
    const tag = token();
    const otherThread = (await createProjectThread(t, owner, otherProjectId)).id;
    const direct = (await createDirectThread(t, owner, [member])).id;
    const strangerThread = (
      await createProjectThread(t, stranger, (await createProject(t, stranger)).id)
    ).id;
    // Hits and misses interleaved, readable or not, the newest a stranger's (unreadable) hit.
    const posted = [
      await post(owner, threadId, `older ${tag} alpha`),
      await post(stranger, strangerThread, `hidden ${tag} beta`),
      await post(member, direct, `direct ${tag} gamma`),
      await post(owner, threadId, 'no match here'),
      await post(owner, otherThread, `other ${tag} delta`),
      await post(member, threadId, `newer ${tag} epsilon`),
      await post(stranger, strangerThread, `hidden ${tag} zeta`),
    ];
    const readable = [posted[5]!, posted[4]!, posted[2]!, posted[0]!].map((m) => m.id);
    const inProject = [posted[5]!, posted[0]!].map((m) => m.id);
    for (const window of [1, 2, 3, 5, 8, RECENT_WINDOW]) {
      for (const limit of [1, 2, 3, 4, 50]) {
        const found = async (projectFilter?: string) =>
          (
            await searchMessages(t.database.db, owner.user.id, tag, projectFilter, limit, window)
          ).map((h) => h.id);
        const label = `window ${window}, limit ${limit}`;
        expect(await found(), label).toEqual(readable.slice(0, limit));
        expect(await found(projectId), label).toEqual(inProject.slice(0, limit));
      }
    }
  });

  it('finds a word in most messages (and a stemmed one) through the window, newest first', async () => {
    const tag = token();
    const contents = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 2 ? `nothing to see ${i}` : `the ${tag} tasks list ${i}`,
    );
    for (const content of contents) await post(owner, threadId, content);
    const expected = contents.filter((c) => c.includes(tag)).reverse();
    for (const q of [tag, `task ${tag}`, `"${tag} tasks"`]) {
      const hits = await search(member, { q, limit: '5' });
      expect(
        hits.map((h) => h.content),
        q,
      ).toEqual(expected.slice(0, 5));
      expect(hits[0]!.snippet, q).toContain(tag);
    }
  });
});
