import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import {
  call,
  createProjectThread,
  expectStatus,
  postMessage,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';

type Page = { messages: MessageJson[]; hasMore: boolean };

async function page(t: TestApp, user: SignedUpUser, thread: string, query = ''): Promise<Page> {
  return expectStatus(await call(t, user, 'GET', `/api/threads/${thread}/messages${query}`), 200);
}

/**
 * Message pages are cached under versions the database moves (migration 0016). Every change a
 * page shows is made here straight in SQL, as any write path would, and the next page must show
 * it: the triggers, not the routes, keep the cache honest.
 */
describe('message pages stay fresh under the page cache', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let member: SignedUpUser;
  let stranger: SignedUpUser;
  let threadId: string;
  let first: MessageJson;

  beforeAll(async () => {
    const team = await openTeam();
    ({ t, owner, member, stranger } = team);
    threadId = (await createProjectThread(t, owner, team.projectId)).id;
    first = await postMessage(t, owner, threadId, 'First');
    await postMessage(t, member, threadId, 'Second');
  });
  afterAll(() => t.close());

  const run = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  it('serves the same page twice, and per viewer (can, has_reacted)', async () => {
    await call(t, member, 'POST', `/api/messages/${first.id}/reactions`, { emoji: '👍' });
    const mine = await page(t, owner, threadId);
    expect(await page(t, owner, threadId)).toEqual(mine);
    const theirs = await page(t, member, threadId);
    expect(mine.messages[0]!.can).not.toEqual(theirs.messages[0]!.can);
    expect(mine.messages[0]!.reactions[0]!.has_reacted).toBe(false);
    expect(theirs.messages[0]!.reactions[0]!.has_reacted).toBe(true);
  });

  it('shows a message edited in SQL', async () => {
    await page(t, owner, threadId);
    await run(sql`update messages set content = 'Edited in SQL' where id = ${first.id}`);
    expect((await page(t, owner, threadId)).messages[0]!.content).toBe('Edited in SQL');
  });

  it('shows a new message, and loses a deleted one', async () => {
    await page(t, owner, threadId);
    const third = await postMessage(t, owner, threadId, 'Third');
    expect((await page(t, owner, threadId)).messages.map((m) => m.id)).toContain(third.id);
    await run(sql`delete from messages where id = ${third.id}`);
    expect((await page(t, owner, threadId)).messages.map((m) => m.id)).not.toContain(third.id);
  });

  it('shows reactions added and removed in SQL', async () => {
    await page(t, owner, threadId);
    await run(
      sql`insert into message_reactions (message_id, user_id, emoji) values (${first.id}, ${owner.user.id}, '🎉')`,
    );
    const emojis = async () =>
      (await page(t, owner, threadId)).messages[0]!.reactions.map((r) => r.emoji);
    expect(await emojis()).toContain('🎉');
    await run(sql`delete from message_reactions where message_id = ${first.id} and emoji = '🎉'`);
    expect(await emojis()).not.toContain('🎉');
  });

  it('shows an attachment put on a message in SQL', async () => {
    await page(t, owner, threadId);
    await run(
      sql`insert into attachments (uploader_id, message_id, storage_key, file_name, file_size, mime_type, attachment_type)
          values (${owner.user.id}, ${first.id}, 'k/cache-test', 'notes.txt', 5, 'text/plain', 'document')`,
    );
    const names = (await page(t, owner, threadId)).messages[0]!.attachments.map((a) => a.file_name);
    expect(names).toContain('notes.txt');
  });

  it("shows an author's new name", async () => {
    await page(t, owner, threadId);
    await run(sql`update users set name = 'Renamed Author' where id = ${member.user.id}`);
    const second = (await page(t, owner, threadId)).messages.find((m) => m.content === 'Second');
    expect(second!.user!.name).toBe('Renamed Author');
  });

  it('never serves a cached page to someone who may not read the thread', async () => {
    await page(t, owner, threadId);
    expect((await call(t, stranger, 'GET', `/api/threads/${threadId}/messages`)).statusCode).toBe(
      404,
    );
  });

  it('stops serving the page to a member who left', async () => {
    const project = await createProject(t, owner);
    const leaver = await signUp(t);
    await addMember(t, owner, project.id, leaver);
    const thread = (await createProjectThread(t, owner, project.id)).id;
    await postMessage(t, owner, thread, 'Before leaving');
    await page(t, leaver, thread);
    await run(
      sql`delete from project_members where project_id = ${project.id} and user_id = ${leaver.user.id}`,
    );
    expect((await call(t, leaver, 'GET', `/api/threads/${thread}/messages`)).statusCode).toBe(404);
  });
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('message pages across two processes on one PostgreSQL', () => {
  const apps = twoTestApps();

  it('a page cached on A shows an edit and a reaction made through B', async () => {
    const owner = await signUp(apps.a);
    const member = await signUp(apps.a);
    const project = await createProject(apps.a, owner);
    await addMember(apps.a, owner, project.id, member);
    const thread = (await createProjectThread(apps.a, owner, project.id)).id;
    const message = await postMessage(apps.a, owner, thread, 'Original');
    expect((await page(apps.a, member, thread)).messages[0]!.content).toBe('Original');
    expectStatus(
      await call(apps.b, owner, 'PUT', `/api/messages/${message.id}`, { content: 'Edited on B' }),
      200,
    );
    expect((await page(apps.a, member, thread)).messages[0]!.content).toBe('Edited on B');
    await call(apps.b, owner, 'POST', `/api/messages/${message.id}/reactions`, { emoji: '🔥' });
    expect((await page(apps.a, member, thread)).messages[0]!.reactions.map((r) => r.emoji)).toEqual(
      ['🔥'],
    );
  });
});
