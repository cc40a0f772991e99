import { buffer } from 'node:stream/consumers';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledMessageJson } from '@crewline/shared/contracts/scheduled-messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect } from '../../test/test-socket.ts';
import { unzip } from '../../test/unzip.ts';
import {
  call,
  createProjectThread,
  expectStatus,
  type MessageJson,
} from '../../test/chat-test-helpers.ts';
import type { CommentJson } from '../../test/comment-test-helpers.ts';
import { mailDeps, mailsTo } from '../../test/notification-mail-test-helpers.ts';
import { runNotificationJobs } from '../notifications/notification-jobs.ts';
import { runNotificationEmails } from '../notifications/notification-email-job.ts';
import { runScheduledMessages } from '../scheduled-messages/scheduled-messages-job.ts';
import { buildDataExport } from '../accounts/build-data-export.ts';

// Messages, comments and thread titles are kept exactly as typed (trimmed, line breaks as
// `\n`): code about HTML must survive. Every way out carries them unchanged or escaped.

let t: TestApp;
let dataDir: string;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;
let threadId: string;

beforeAll(async () => {
  // The data export writes its ZIP to storage: a directory of this file's own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-typed-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  [owner, member] = [await signUp(t), await signUp(t)];
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
  threadId = (await createProjectThread(t, owner, projectId)).id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let serial = 0;
/**
 * Text a stripping or escaping server would change: HTML with event handlers, a script, a
 * `javascript:` link in Markdown and in HTML, entities, quotes, a code fence and emoji, over
 * several lines. Numbered, so the 1-second duplicate rule never joins two sends.
 */
function typed(): string {
  serial += 1;
  return [
    `#${serial} Why does <img src=x onerror=alert(1)> not load?`,
    '<script>alert("x")</script> &amp; <a href="javascript:alert(1)" ONCLICK = "go()">link</a>',
    '[x](javascript:alert(1)) \'single\' "double" < > & 😀 مرحبا',
    '```html',
    '<b onmouseover=alert(2)>bold</b>',
    '```',
  ].join('\n');
}

/** `text` as a careless client sends it: Windows line breaks and spaces around it. */
const asSent = (text: string) => `  ${text.replace(/\n/g, '\r\n')}\r\n `;

/** The UTF-8 bytes of a string, for byte-for-byte comparisons. */
const bytes = (text: string) => Buffer.from(text, 'utf8');

async function messagesOf(user: SignedUpUser): Promise<MessageJson[]> {
  const res = await call(t, user, 'GET', `/api/threads/${threadId}/messages?limit=100`);
  return expectStatus<{ messages: MessageJson[] }>(res, 200).messages;
}

async function commentsOf(user: SignedUpUser): Promise<CommentJson[]> {
  const res = await call(t, user, 'GET', `/api/projects/${projectId}/comments`);
  return expectStatus<{ comments: CommentJson[] }>(res, 200).comments;
}

describe('text kept as typed', () => {
  it('round-trips a message through POST, GET and an edit, byte for byte', async () => {
    const text = typed();
    const sent = expectStatus<MessageJson>(
      await call(t, member, 'POST', '/api/messages', {
        thread_id: threadId,
        content: asSent(text),
        content_type: 'markdown',
      }),
      201,
    );
    expect(bytes(sent.content)).toEqual(bytes(text));
    const listed = (await messagesOf(owner)).find((m) => m.id === sent.id);
    expect(bytes(listed!.content)).toEqual(bytes(text));

    const edit = typed();
    const edited = expectStatus<MessageJson>(
      await call(t, member, 'PUT', `/api/messages/${sent.id}`, { content: asSent(edit) }),
      200,
    );
    expect(bytes(edited.content)).toEqual(bytes(edit));
    const relisted = (await messagesOf(owner)).find((m) => m.id === sent.id);
    expect(bytes(relisted!.content)).toEqual(bytes(edit));
  });

  it('round-trips a comment through POST, GET and an edit, byte for byte', async () => {
    const text = typed();
    const made = expectStatus<CommentJson>(
      await call(t, member, 'POST', `/api/projects/${projectId}/comments`, {
        text: asSent(text),
      }),
      201,
    );
    expect(bytes(made.text)).toEqual(bytes(text));
    const listed = (await commentsOf(owner)).find((c) => c.id === made.id);
    expect(bytes(listed!.text)).toEqual(bytes(text));

    const edit = typed();
    const edited = expectStatus<CommentJson>(
      await call(t, member, 'PUT', `/api/comments/${made.id}`, { text: asSent(edit) }),
      200,
    );
    expect(bytes(edited.text)).toEqual(bytes(edit));
    const relisted = (await commentsOf(owner)).find((c) => c.id === made.id);
    expect(bytes(relisted!.text)).toEqual(bytes(edit));
  });

  it('keeps a scheduled message as typed, scheduled and once sent', async () => {
    const text = typed();
    const entry = expectStatus<ScheduledMessageJson>(
      await call(t, member, 'POST', '/api/messages/scheduled', {
        thread_id: threadId,
        content: asSent(text),
        scheduled_time: new Date(t.clock.now().getTime() + 60_000).toISOString(),
      }),
      201,
    );
    expect(bytes(entry.content)).toEqual(bytes(text));
    t.clock.advance(61_000);
    const outcomes = await runScheduledMessages(t.database.db, t.clock.now);
    const outcome = outcomes.find((o) => o.id === entry.id);
    expect(outcome).toMatchObject({ status: 'sent' });
    const sent = (await messagesOf(owner)).find((m) => m.id === outcome!.messageId);
    expect(bytes(sent!.content)).toEqual(bytes(text));
  });

  it('keeps a thread title as typed', async () => {
    const title = `<img src=x onerror=alert(1)> ${serial++}`;
    const thread = await createProjectThread(t, owner, projectId, { title: ` ${title} ` });
    expect(thread.title).toBe(title);
  });

  it('carries the text unchanged in the new_message and message_updated frames', async () => {
    const reader = await connect(t, owner.access_token);
    try {
      const text = typed();
      const sent = expectStatus<MessageJson>(
        await call(t, member, 'POST', '/api/messages', {
          thread_id: threadId,
          content: asSent(text),
        }),
        201,
      );
      const frame = await reader.next('new_message');
      expect(frame.message.id).toBe(sent.id);
      expect(bytes(frame.message.content)).toEqual(bytes(text));

      const edit = typed();
      expectStatus(
        await call(t, member, 'PUT', `/api/messages/${sent.id}`, { content: asSent(edit) }),
        200,
      );
      const updated = await reader.next('message_updated');
      expect(bytes(updated.message.content)).toEqual(bytes(edit));
    } finally {
      reader.close();
    }
  });

  it('quotes a message and a comment intact in the text part of an e-mail, escaped in its HTML', async () => {
    // One line each: a notification quotes a message as one line. The comment is in a project
    // of its own, so the two mentions are not grouped into one notification.
    const message = `Why does <img src=x onerror=alert(1)> & <a href="javascript:alert(1)">this</a> fail? ${serial++}`;
    const comment = `See <script>alert('x')</script> & "quotes" ${serial++}`;
    const otherProject = (await createProject(t, owner)).id;
    await addMember(t, owner, otherProject, member, 'member');
    expectStatus(
      await call(t, member, 'POST', '/api/messages', {
        thread_id: threadId,
        content: message,
        mentions: [owner.user.id],
      }),
      201,
    );
    expectStatus(
      await call(t, member, 'POST', `/api/projects/${otherProject}/comments`, {
        text: comment,
        mentions: [owner.user.id],
      }),
      201,
    );
    await runNotificationJobs(t.database.db);
    t.clock.advance((t.app.ctx.env.notifyEmailDelayS + 1) * 1_000);
    for (;;) {
      const run = await runNotificationEmails(mailDeps(t), t.clock.now);
      if (!run.more) break;
    }
    const mails = await mailsTo(t, owner.user.email);
    for (const quoted of [message, comment]) {
      const mail = mails.find((m) => m.text.includes(quoted));
      expect(mail, `a mail quoting ${quoted}`).toBeDefined();
      const escaped = quoted
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
      expect(mail!.html).toContain(escaped);
      expect(mail!.html).not.toMatch(/<img|<script|<a href="javascript/i);
    }
  });

  it('writes the text unchanged into the data export', async () => {
    const text = typed();
    const sent = expectStatus<MessageJson>(
      await call(t, member, 'POST', '/api/messages', { thread_id: threadId, content: text }),
      201,
    );
    const made = expectStatus<CommentJson>(
      await call(t, member, 'POST', `/api/projects/${projectId}/comments`, { text }),
      201,
    );
    // The export built for this person alone: the export job takes every pending export of
    // the database, which on a PostgreSQL shared by all test files includes other files' ones.
    const key = `exports/text-as-typed-${randomUUID()}.zip`;
    await buildDataExport(
      { db: t.database.db, storage: t.app.ctx.storage },
      member.user.id,
      key,
      t.clock.now(),
    );
    const zipped = await buffer((await t.app.ctx.storage.get(key)).body);
    const entries = await unzip(zipped);
    const messages = JSON.parse(entries.get('messages.json')!.toString('utf8')) as MessageJson[];
    const comments = JSON.parse(entries.get('comments.json')!.toString('utf8')) as CommentJson[];
    expect(bytes(messages.find((m) => m.id === sent.id)!.content)).toEqual(bytes(text));
    expect(bytes(comments.find((c) => c.id === made.id)!.text)).toEqual(bytes(text));
  });
});
