import { MESSAGE_MENTION_NOT_MEMBER } from '@crewline/shared/contracts/rule-sentences';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import {
  SCHEDULED_AUTHOR_LEFT_THREAD,
  SCHEDULED_CLEANUP_AGE_MS,
  SCHEDULED_NOT_PENDING,
  SCHEDULED_SEND_RETRY_MS,
  SCHEDULED_SENT_VISIBLE_MS,
  type ScheduledMessageJson,
} from '@crewline/shared/contracts/scheduled-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openTeam, type TestTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, signIn } from '../../test/project-factories.ts';
import { connect, sleep } from '../../test/test-socket.ts';
import { sendMessage } from '../chat/send-message.ts';
import { scheduledClientId } from './send-scheduled-message.ts';
import {
  call,
  createProjectThread,
  expectStatus,
  postMessage,
} from '../../test/chat-test-helpers.ts';
import {
  attachmentRow,
  makePng,
  openAttachmentTeam,
  upload,
} from '../../test/attachment-test-helpers.ts';
import { runScheduledMessages } from './scheduled-messages-job.ts';
import { messagesWithClientId, scheduledRow } from '../../test/scheduled-test-helpers.ts';

// The job is driven by hand on an app whose periodic jobs are off (test-app.ts), with the
// app's movable clock. Restarts and two processes: scheduled-messages-processes.test.ts.

const SECOND = 1_000;
const HOUR = 60 * 60 * SECOND;

let team: TestTeam;
let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;

beforeAll(async () => {
  team = await openTeam();
  ({ t, owner, member, observer } = team);
});
beforeEach(() => {
  team.published.length = 0;
});
afterAll(() => t.close());

/**
 * Moves the app's clock; past an access token's life the team signs in again (in place, so the
 * fixture's own helpers use the new tokens too).
 */
async function advance(ms: number): Promise<void> {
  t.clock.advance(ms);
  if (ms < 10 * 60 * SECOND) return;
  for (const user of [owner, member, observer]) Object.assign(user, await signIn(t, user));
}

/** One run of the job at the app's clock. */
const run = () => runScheduledMessages(t.database.db, t.clock.now);

/** Schedules a message `inMs` from the app's clock; fails unless 201. */
async function schedule(
  user: SignedUpUser,
  threadId: string,
  inMs: number,
  body: Record<string, unknown> = {},
): Promise<ScheduledMessageJson> {
  const res = await call(t, user, 'POST', '/api/messages/scheduled', {
    thread_id: threadId,
    content: `Scheduled ${randomUUID()}`,
    content_type: 'text',
    scheduled_time: new Date(t.clock.now().getTime() + inMs).toISOString(),
    ...body,
  });
  return expectStatus<ScheduledMessageJson>(res, 201);
}

/** `user`'s entry as GET /api/messages/scheduled lists it, or undefined. */
async function listed(user: SignedUpUser, id: string): Promise<ScheduledMessageJson | undefined> {
  const res = await call(t, user, 'GET', '/api/messages/scheduled');
  const list = expectStatus<{ scheduled_messages: ScheduledMessageJson[] }>(res, 200);
  return list.scheduled_messages.find((entry) => entry.id === id);
}

/** The thread's messages as `user` reads them. */
async function messagesOf(user: SignedUpUser, threadId: string): Promise<MessageJson[]> {
  const res = await call(t, user, 'GET', `/api/threads/${threadId}/messages?limit=100`);
  return expectStatus<{ messages: MessageJson[] }>(res, 200).messages;
}

/** A fresh project (owner, member, observer) with one thread. */
async function freshThread(): Promise<{ projectId: string; threadId: string }> {
  const projectId = await team.freshProject();
  return { projectId, threadId: (await createProjectThread(t, owner, projectId)).id };
}

function removeMember(projectId: string, user: SignedUpUser) {
  return call(t, owner, 'DELETE', `/api/projects/${projectId}/members/${user.user.id}`);
}

describe('sending at the scheduled time', () => {
  it('sends the message as its author when due, once, then lists it as sent for 60 s', async () => {
    const { threadId } = await freshThread();
    const question = await postMessage(t, owner, threadId, `Question ${randomUUID()}`);
    const entry = await schedule(member, threadId, 60 * SECOND, {
      reply_to_message_id: question.id,
      mentions: [owner.user.id],
      urgent: true,
      content_type: 'markdown',
    });
    await run();
    expect((await scheduledRow(t, entry.id))?.status).toBe('pending');
    expect(await messagesWithClientId(t, scheduledClientId(entry.id))).toBe(0);

    await advance(61 * SECOND);
    team.published.length = 0;
    const outcomes = await run();
    const outcome = outcomes.find((o) => o.id === entry.id);
    expect(outcome).toMatchObject({ status: 'sent', lastError: null });

    const sent = (await messagesOf(observer, threadId)).at(-1)!;
    expect(sent).toMatchObject({
      id: outcome!.messageId,
      content: entry.content,
      content_type: 'markdown',
      user: { id: member.user.id, name: member.user.name, avatar: null },
      reply_to_message_id: question.id,
      mentions: [owner.user.id],
      urgent: true,
      client_id: scheduledClientId(entry.id),
    });
    // Sent at the run, not at scheduling time.
    expect(Date.parse(sent.created_at)).toBeGreaterThanOrEqual(Date.parse(entry.scheduled_time));
    expect(team.published).toEqual(
      expect.arrayContaining([
        { t: 'new_message', th: threadId, id: sent.id },
        { t: 'scheduled_message_update', u: member.user.id, id: entry.id },
      ]),
    );

    expect(await listed(member, entry.id)).toEqual({
      ...entry,
      status: 'sent',
      message_id: sent.id,
    });
    // Running again sends nothing more.
    await run();
    expect(await messagesWithClientId(t, scheduledClientId(entry.id))).toBe(1);
    expect(
      (await messagesOf(owner, threadId)).filter((m) => m.content === entry.content),
    ).toHaveLength(1);

    const cancel = await call(t, member, 'DELETE', `/api/messages/scheduled/${entry.id}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      error: 'SCHEDULED_MESSAGE_NOT_PENDING',
      message: SCHEDULED_NOT_PENDING,
    });

    await advance(SCHEDULED_SENT_VISIBLE_MS + SECOND);
    expect(await listed(member, entry.id)).toBeUndefined();
    expect(await scheduledRow(t, entry.id)).toBeDefined();
    await advance(SCHEDULED_CLEANUP_AGE_MS);
    await run();
    expect(await scheduledRow(t, entry.id)).toBeUndefined();
    // The message itself stays.
    expect((await messagesOf(owner, threadId)).map((m) => m.id)).toContain(sent.id);
  });

  it('sends due messages in time order and leaves the others', async () => {
    const { threadId } = await freshThread();
    const second = await schedule(owner, threadId, 20 * SECOND);
    const first = await schedule(member, threadId, 10 * SECOND);
    const later = await schedule(owner, threadId, HOUR);
    await advance(30 * SECOND);
    await run();
    const contents = (await messagesOf(owner, threadId)).map((m) => m.content);
    expect(contents).toEqual([first.content, second.content]);
    expect((await scheduledRow(t, later.id))?.status).toBe('pending');
  });
});

describe('failures', () => {
  it('retries 60 s later, then fails after 3 attempts with last_error', async () => {
    const { projectId, threadId } = await freshThread();
    const entry = await schedule(member, threadId, 60 * SECOND);
    expect((await removeMember(projectId, member)).statusCode).toBe(204);

    await advance(61 * SECOND);
    const at = t.clock.now().getTime();
    await run();
    let row = (await scheduledRow(t, entry.id))!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toBe(SCHEDULED_AUTHOR_LEFT_THREAD);
    const retryAt = row.scheduledTime.getTime();
    expect(retryAt - at).toBeGreaterThanOrEqual(SCHEDULED_SEND_RETRY_MS);
    expect(retryAt - at).toBeLessThan(SCHEDULED_SEND_RETRY_MS + 10 * SECOND);

    // Not before its new time.
    await run();
    expect((await scheduledRow(t, entry.id))?.attempts).toBe(1);

    await advance(61 * SECOND);
    await run();
    expect(await scheduledRow(t, entry.id)).toMatchObject({ status: 'pending', attempts: 2 });

    await advance(61 * SECOND);
    team.published.length = 0;
    await run();
    row = (await scheduledRow(t, entry.id))!;
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(team.published).toEqual([
      { t: 'scheduled_message_update', u: member.user.id, id: entry.id },
    ]);
    expect(await listed(member, entry.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: SCHEDULED_AUTHOR_LEFT_THREAD,
      message_id: null,
    });
    expect(await messagesWithClientId(t, scheduledClientId(entry.id))).toBe(0);
    expect((await messagesOf(owner, threadId)).map((m) => m.content)).not.toContain(entry.content);
    // A failed message stays failed.
    await advance(61 * SECOND);
    await run();
    expect((await scheduledRow(t, entry.id))?.attempts).toBe(3);
    const cancel = await call(t, member, 'DELETE', `/api/messages/scheduled/${entry.id}`);
    expect(cancel.statusCode).toBe(409);

    // Listed until the cleanup 24 h after it failed.
    await advance(SCHEDULED_CLEANUP_AGE_MS - 2 * 61 * SECOND);
    await run();
    expect(await listed(member, entry.id)).toBeDefined();
    await advance(2 * 61 * SECOND);
    await run();
    expect(await scheduledRow(t, entry.id)).toBeUndefined();
  });

  it('sends on a retry once the cause is gone', async () => {
    const { projectId, threadId } = await freshThread();
    const entry = await schedule(member, threadId, 60 * SECOND, {
      mentions: [observer.user.id],
    });
    expect((await removeMember(projectId, observer)).statusCode).toBe(204);
    await advance(61 * SECOND);
    await run();
    expect(await scheduledRow(t, entry.id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: MESSAGE_MENTION_NOT_MEMBER,
    });
    await addMember(t, owner, projectId, observer, 'observer');
    await advance(61 * SECOND);
    await run();
    const row = (await scheduledRow(t, entry.id))!;
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    const sent = (await messagesOf(observer, threadId)).at(-1)!;
    expect(sent).toMatchObject({ id: row.messageId, mentions: [observer.user.id] });
  });
});

describe('exactly once', () => {
  it('does not send again a message whose send committed without its status', async () => {
    const { threadId } = await freshThread();
    const entry = await schedule(member, threadId, 10 * SECOND);
    // What a crash between the send and the status change would leave (the job commits both in
    // one transaction; the client id is the second guard).
    const { message } = await sendMessage(t.database.db, {
      threadId,
      authorId: member.user.id,
      content: entry.content,
      contentType: 'text',
      replyToMessageId: null,
      mentions: [],
      urgent: false,
      clientId: scheduledClientId(entry.id),
      now: t.clock.now(),
    });
    await advance(11 * SECOND);
    await run();
    expect(await scheduledRow(t, entry.id)).toMatchObject({
      status: 'sent',
      messageId: message.id,
    });
    expect(await messagesWithClientId(t, scheduledClientId(entry.id))).toBe(1);
  });

  it('never lets a cancel win over a send that happened', async () => {
    const { threadId } = await freshThread();
    const entry = await schedule(member, threadId, 10 * SECOND);
    await advance(11 * SECOND);
    // The cancel and the run race: either it is cancelled and never sent, or sent and 409.
    const [cancel] = await Promise.all([
      call(t, member, 'DELETE', `/api/messages/scheduled/${entry.id}`),
      run(),
    ]);
    const sent = await messagesWithClientId(t, scheduledClientId(entry.id));
    if (cancel.statusCode === 204) expect(sent).toBe(0);
    else expect([cancel.statusCode, sent]).toEqual([409, 1]);
  });
});

describe('cleanup', () => {
  it('keeps pending messages, however long ago they were scheduled', async () => {
    const { threadId } = await freshThread();
    const entry = await schedule(member, threadId, 3 * SCHEDULED_CLEANUP_AGE_MS);
    await advance(SCHEDULED_CLEANUP_AGE_MS + HOUR);
    await run();
    expect((await scheduledRow(t, entry.id))?.status).toBe('pending');
    expect(await listed(member, entry.id)).toBeDefined();
  });
});

describe('live updates', () => {
  it("tells the author's tabs, and nobody else, of each change", async () => {
    // An app of its own: openTeam's apps keep envelopes for inspection instead of publishing.
    const live = await createTestApp();
    try {
      const author = await signUp(live);
      const teammate = await signUp(live);
      const project = await createProject(live, author);
      await addMember(live, author, project.id, teammate);
      const thread = await createProjectThread(live, author, project.id);
      const [mine, theirs] = await Promise.all([
        connect(live, author.access_token),
        connect(live, teammate.access_token),
      ]);
      const post = (inMs: number) =>
        call(live, author, 'POST', '/api/messages/scheduled', {
          thread_id: thread.id,
          content: `Live ${randomUUID()}`,
          scheduled_time: new Date(live.clock.now().getTime() + inMs).toISOString(),
        });
      const entry = expectStatus<ScheduledMessageJson>(await post(10 * SECOND), 201);
      expect((await mine.next('scheduled_message_update')).scheduled_message).toEqual(entry);

      live.clock.advance(11 * SECOND);
      await runScheduledMessages(live.database.db, live.clock.now);
      const update = await mine.next('scheduled_message_update');
      expect(update.scheduled_message).toMatchObject({ id: entry.id, status: 'sent' });
      expect((await theirs.next('new_message')).message.id).toBe(
        update.scheduled_message.message_id,
      );

      const other = expectStatus<ScheduledMessageJson>(await post(HOUR), 201);
      await mine.next('scheduled_message_update');
      expectStatus(await call(live, author, 'DELETE', `/api/messages/scheduled/${other.id}`), 204);
      expect(await mine.next('scheduled_message_deleted')).toEqual({
        type: 'scheduled_message_deleted',
        scheduled_message_id: other.id,
      });
      await sleep(100);
      expect(theirs.frames.filter((f) => f.type.startsWith('scheduled_message'))).toEqual([]);
      mine.close();
      theirs.close();
    } finally {
      await live.close();
    }
  });
});

describe('attachments', () => {
  it('sends a message of files only, joining the files when it is sent', async () => {
    const files = await openAttachmentTeam();
    try {
      const { t: at, owner: o, member: m } = files;
      const thread = await createProjectThread(at, o, files.projectId);
      const file = await upload(at, m, await makePng(4, 3), 'plan.png');
      const res = await call(at, m, 'POST', '/api/messages/scheduled', {
        thread_id: thread.id,
        content: '',
        attachments: [file.id],
        scheduled_time: new Date(at.clock.now().getTime() + 10 * SECOND).toISOString(),
      });
      const entry = expectStatus<ScheduledMessageJson>(res, 201);
      expect(entry).toMatchObject({ content: '', attachments: [file.id] });
      // Still the uploader's alone until it is sent.
      expect((await attachmentRow(at, file.id))?.messageId).toBeNull();

      at.clock.advance(11 * SECOND);
      await runScheduledMessages(at.database.db, at.clock.now);
      const row = (await scheduledRow(at, entry.id))!;
      expect(row.status).toBe('sent');
      expect((await attachmentRow(at, file.id))?.messageId).toBe(row.messageId);
      const page = await call(at, o, 'GET', `/api/threads/${thread.id}/messages`);
      const sent = expectStatus<{ messages: MessageJson[] }>(page, 200).messages.at(-1)!;
      expect(sent.id).toBe(row.messageId);
      expect(sent.attachments.map((a) => a.id)).toEqual([file.id]);
    } finally {
      await files.close();
    }
  });
});
