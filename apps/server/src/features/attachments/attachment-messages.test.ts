import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_ALREADY_ATTACHED,
  ATTACHMENT_NOT_FOUND,
  ATTACHMENTS_TOO_MANY,
  MESSAGE_ATTACHMENTS_MAX,
  MESSAGE_EMPTY,
  UNATTACHED_UPLOAD_MAX_AGE_MS,
} from '@crewline/shared/contracts/chat';
import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { eq, inArray } from 'drizzle-orm';
import { attachments, scheduledMessages } from '../../db/chat-schema.ts';
import { sweepAttachments } from './attachment-sweep-job.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import {
  call,
  createDirectThread,
  createProjectThread,
  expectStatus,
  postMessage,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';
import {
  attachmentRow,
  makePng,
  openAttachmentTeam,
  upload,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';

let team: AttachmentTeam;
let threadId: string;

beforeAll(async () => {
  team = await openAttachmentTeam();
  threadId = (await createProjectThread(team.t, team.owner, team.projectId)).id;
});
beforeEach(() => {
  team.published.length = 0;
});
afterAll(() => team.close());

const silent = { warn() {} };
const sweep = () =>
  sweepAttachments(
    { db: team.t.database.db, storage: team.t.app.ctx.storage, log: silent },
    team.t.clock.now(),
  );

async function uploadText(user: SignedUpUser, text = 'notes'): Promise<AttachmentJson> {
  return upload(team.t, user, Buffer.from(`${text} ${Math.random()}`), `${text}.txt`);
}

async function send(user: SignedUpUser, body: Record<string, unknown>, thread = threadId) {
  return call(team.t, user, 'POST', '/api/messages', {
    thread_id: thread,
    content_type: 'text',
    ...body,
  });
}

async function pageOf(user: SignedUpUser, thread = threadId): Promise<MessageJson[]> {
  const res = await call(team.t, user, 'GET', `/api/threads/${thread}/messages`);
  return expectStatus<{ messages: MessageJson[] }>(res, 200).messages;
}

async function stored(key: string | null | undefined): Promise<boolean> {
  return key ? team.t.app.ctx.storage.exists(key) : false;
}

describe('sending messages with attachments', () => {
  it('joins the uploads to the message, with no text needed, on every path', async () => {
    const { t, owner, member } = team;
    const image = await upload(t, owner, await makePng(64, 32), 'pic.png');
    const doc = await uploadText(owner);
    const message = expectStatus<MessageJson>(
      await send(owner, { content: '   ', attachments: [image.id, doc.id, image.id] }),
      201,
    );
    expect(message.content).toBe('');
    expect(message.attachments).toEqual([
      { ...image, message_id: message.id },
      { ...doc, message_id: message.id },
    ]);
    expect(team.published).toContainEqual({ t: 'new_message', th: threadId, id: message.id });
    // The page, as another reader sees it, carries them too; that reader may now download.
    const seen = (await pageOf(member)).find((m) => m.id === message.id)!;
    expect(seen.attachments.map((a) => [a.id, a.width, a.height])).toEqual([
      [image.id, 64, 32],
      [doc.id, null, null],
    ]);
    expect((await call(t, member, 'GET', image.file_url)).statusCode).toBe(200);
    expect((await call(t, member, 'GET', image.thumbnail_url!)).statusCode).toBe(200);
    // Editing the text keeps them.
    const edited = expectStatus<MessageJson>(
      await call(t, owner, 'PUT', `/api/messages/${message.id}`, { content: 'Look' }),
      200,
    );
    expect(edited.attachments.map((a) => a.id)).toEqual([image.id, doc.id]);
  });

  it('carries the files in search hits', async () => {
    const { t, owner } = team;
    const file = await uploadText(owner);
    const word = `zebra${Math.random().toString(36).slice(2, 8)}`;
    const message = await postMessage(t, owner, threadId, `about ${word}`, {
      attachments: [file.id],
    });
    const res = await call(t, owner, 'GET', `/api/messages/search?q=${word}`);
    const hits = expectStatus<{ messages: MessageJson[] }>(res, 200).messages;
    expect(hits.map((hit) => [hit.id, hit.attachments.map((a) => a.id)])).toEqual([
      [message.id, [file.id]],
    ]);
  });

  it('refuses an empty text without attachments with "Message cannot be empty."', async () => {
    for (const body of [{ content: '  ' }, { content: '', attachments: [] }, {}]) {
      const res = await send(team.owner, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'content'], msg: MESSAGE_EMPTY }]);
    }
  });

  it('refuses someone else’s upload, an unknown id and an attached file with 422', async () => {
    const { owner, member } = team;
    const theirs = await uploadText(member);
    const sent = await uploadText(owner);
    await postMessage(team.t, owner, threadId, 'first', { attachments: [sent.id] });
    team.published.length = 0;
    for (const [ids, msg] of [
      [[theirs.id], ATTACHMENT_NOT_FOUND],
      [['00000000-0000-4000-8000-000000000000'], ATTACHMENT_NOT_FOUND],
      [[sent.id], ATTACHMENT_ALREADY_ATTACHED],
    ] as const) {
      const res = await send(owner, { content: `again ${Math.random()}`, attachments: ids });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([{ loc: ['body', 'attachments'], msg }]);
    }
    expect(team.published).toEqual([]);
    expect((await attachmentRow(team.t, theirs.id))?.messageId).toBeNull();
  });

  it(`takes at most ${MESSAGE_ATTACHMENTS_MAX} attachments, and only ids`, async () => {
    const ids = Array.from({ length: MESSAGE_ATTACHMENTS_MAX + 1 }, () => crypto.randomUUID());
    const res = await send(team.owner, { content: 'many', attachments: ids });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({
      loc: ['body', 'attachments'],
      msg: ATTACHMENTS_TOO_MANY,
    });
    expect((await send(team.owner, { content: 'x', attachments: ['nope'] })).statusCode).toBe(422);
  });

  it('sends two file-only messages in a row (the 1-second rule compares files too)', async () => {
    const a = await uploadText(team.owner, 'a');
    const b = await uploadText(team.owner, 'b');
    const first = expectStatus<MessageJson>(await send(team.owner, { attachments: [a.id] }), 201);
    // The same files twice at once (a double click): one message, the other call answers it.
    const twice = await Promise.all([
      send(team.owner, { attachments: [b.id] }),
      send(team.owner, { attachments: [b.id] }),
    ]);
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const [second, again] = twice.map((res) => res.json() as MessageJson);
    expect(second!.id).not.toBe(first.id);
    expect(again!.id).toBe(second!.id);
  });

  it('gives a direct thread’s files to its participants only', async () => {
    const { t, owner, member, stranger } = team;
    const direct = await createDirectThread(t, owner, [member]);
    const file = await uploadText(owner);
    await postMessage(t, owner, direct.id, 'private', { attachments: [file.id] });
    expect((await call(t, member, 'GET', file.file_url)).statusCode).toBe(200);
    expect((await call(t, stranger, 'GET', file.file_url)).statusCode).toBe(404);
    expect((await call(t, stranger, 'DELETE', `/api/attachments/${file.id}`)).statusCode).toBe(404);
  });
});

describe('removing attachments', () => {
  it('lets only the uploader delete a sent file: 403 for another reader, 404 for others', async () => {
    const { t, owner, member, stranger } = team;
    const file = await uploadText(owner);
    await postMessage(t, owner, threadId, 'with a file', { attachments: [file.id] });
    expect((await call(t, member, 'DELETE', `/api/attachments/${file.id}`)).statusCode).toBe(403);
    expect((await call(t, stranger, 'DELETE', `/api/attachments/${file.id}`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', file.file_url)).statusCode).toBe(404);
    expect(await attachmentRow(t, file.id)).toBeDefined();
  });

  it('updates a message that keeps text or files, and deletes a text-less one with its last file', async () => {
    const { t, owner } = team;
    const [a, b, c] = [await uploadText(owner), await uploadText(owner), await uploadText(owner)];
    const bare = await postMessage(t, owner, threadId, '', { attachments: [a.id, b.id] });
    const texted = await postMessage(t, owner, threadId, 'caption', { attachments: [c.id] });
    const keyA = (await attachmentRow(t, a.id))!.storageKey;
    team.published.length = 0;

    expect((await call(t, owner, 'DELETE', `/api/attachments/${a.id}`)).statusCode).toBe(204);
    expect(team.published).toEqual([{ t: 'message_updated', th: threadId, id: bare.id }]);
    expect(await stored(keyA)).toBe(false);
    let page = await pageOf(owner);
    expect(page.find((m) => m.id === bare.id)?.attachments.map((x) => x.id)).toEqual([b.id]);

    team.published.length = 0;
    expect((await call(t, owner, 'DELETE', `/api/attachments/${b.id}`)).statusCode).toBe(204);
    expect(team.published).toEqual([{ t: 'message_deleted', th: threadId, id: bare.id }]);
    expect((await call(t, owner, 'DELETE', `/api/attachments/${c.id}`)).statusCode).toBe(204);
    page = await pageOf(owner);
    expect(page.some((m) => m.id === bare.id)).toBe(false);
    expect(page.find((m) => m.id === texted.id)?.attachments).toEqual([]);
    expect((await call(t, owner, 'GET', b.file_url)).statusCode).toBe(404);
  });

  it('removes a deleted message’s files from storage', async () => {
    const { t, owner } = team;
    const image = await upload(t, owner, await makePng(40, 40), 'bye.png');
    const message = await postMessage(t, owner, threadId, 'soon gone', {
      attachments: [image.id],
    });
    const row = (await attachmentRow(t, image.id))!;
    expect([await stored(row.storageKey), await stored(row.thumbnailKey)]).toEqual([true, true]);
    expect((await call(t, owner, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(204);
    expect(await attachmentRow(t, image.id)).toBeUndefined();
    expect([await stored(row.storageKey), await stored(row.thumbnailKey)]).toEqual([false, false]);
  });
});

describe('the sweep', () => {
  it('removes uploads never sent within a day, unless a pending scheduled message names them', async () => {
    const { t, owner } = team;
    const old = await uploadText(owner, 'old');
    const scheduled = await uploadText(owner, 'scheduled');
    await t.database.db.insert(scheduledMessages).values({
      userId: owner.user.id,
      threadId,
      content: 'later',
      attachmentIds: [scheduled.id],
      scheduledTime: new Date(t.clock.now().getTime() + 3 * UNATTACHED_UPLOAD_MAX_AGE_MS),
    });
    const oldKey = (await attachmentRow(t, old.id))!.storageKey;
    const fresh = await uploadText(owner, 'fresh');
    await sweep();
    expect(await attachmentRow(t, old.id)).toBeDefined();

    // A day and a minute later for all but the fresh upload.
    const dayAgo = new Date(t.clock.now().getTime() - UNATTACHED_UPLOAD_MAX_AGE_MS - 60_000);
    await t.database.db
      .update(attachments)
      .set({ createdAt: dayAgo })
      .where(inArray(attachments.id, [old.id, scheduled.id]));
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await attachmentRow(t, old.id)).toBeUndefined();
    expect(await stored(oldKey)).toBe(false);
    expect(await attachmentRow(t, scheduled.id)).toBeDefined();
    expect(await attachmentRow(t, fresh.id)).toBeDefined();

    // Once that message is no longer pending, its file goes too.
    await t.database.db
      .update(scheduledMessages)
      .set({ status: 'failed' })
      .where(eq(scheduledMessages.userId, owner.user.id));
    await sweep();
    expect(await attachmentRow(t, scheduled.id)).toBeUndefined();
  });

  it('removes the files of messages that went with their project', async () => {
    const { t, owner } = team;
    const projectId = (
      await expectStatus<{ id: string }>(
        await call(t, owner, 'POST', '/api/projects', { name: `Doomed ${Math.random()}` }),
        201,
      )
    ).id;
    const thread = await createProjectThread(t, owner, projectId);
    const file = await uploadText(owner);
    await postMessage(t, owner, thread.id, 'in a doomed project', { attachments: [file.id] });
    const key = (await attachmentRow(t, file.id))!.storageKey;
    expect((await call(t, owner, 'DELETE', `/api/projects/${projectId}`)).statusCode).toBe(204);
    // The cascade detached the row (message_id null, attached_at kept): unreadable, then swept.
    expect((await attachmentRow(t, file.id))?.messageId).toBeNull();
    expect((await call(t, owner, 'GET', file.file_url)).statusCode).toBe(404);
    await sweep();
    expect(await attachmentRow(t, file.id)).toBeUndefined();
    expect(await stored(key)).toBe(false);
  });
});
