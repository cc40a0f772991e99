import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_NOT_FOUND,
  MESSAGE_EMPTY,
  MESSAGE_TOO_LONG,
} from '@crewline/shared/contracts/chat';
import {
  SCHEDULED_MESSAGE_NOT_FOUND,
  SCHEDULED_PENDING_MAX,
  SCHEDULED_TIME_INVALID,
  SCHEDULED_TIME_NOT_FUTURE,
  SCHEDULED_TOO_MANY,
  type ScheduledMessageJson,
} from '@crewline/shared/contracts/scheduled-messages';
import { TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import type { SignedUpUser } from '../../test/factories.ts';
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
  postMessage,
} from '../../test/chat-test-helpers.ts';

// Everything here is scheduled months ahead: the job's own tests move their clocks days
// forward and run the job, and on a shared PostgreSQL they must never reach these entries.
// Sending, retries and cleanup are tested in jobs/scheduled-messages-job.test.ts.

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let threadId: string;
let directId: string;
let published: Envelope[];

beforeAll(async () => {
  ({ t, owner, member, stranger, projectId, published } = await openTeam());
  threadId = (await createProjectThread(t, owner, projectId)).id;
  directId = (await createDirectThread(t, owner, [member])).id;
});
beforeEach(() => {
  published.length = 0;
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1_000;

/** An ISO time `days` from the app's clock. */
function inDays(days: number): string {
  return new Date(t.clock.now().getTime() + days * DAY_MS).toISOString();
}

/** Schedules a message as `user`; the response as it came. */
function schedule(user: SignedUpUser | null, body: Record<string, unknown> = {}) {
  return call(t, user, 'POST', '/api/messages/scheduled', {
    thread_id: threadId,
    content: 'Later',
    content_type: 'text',
    scheduled_time: inDays(90),
    ...body,
  });
}

/** Schedules a message as `user`; fails unless 201. */
async function scheduled(
  user: SignedUpUser,
  body: Record<string, unknown> = {},
): Promise<ScheduledMessageJson> {
  return expectStatus<ScheduledMessageJson>(await schedule(user, body), 201);
}

/** The caller's list (with an optional query string). */
async function list(user: SignedUpUser, query = ''): Promise<ScheduledMessageJson[]> {
  const res = await call(t, user, 'GET', `/api/messages/scheduled${query}`);
  return expectStatus<{ scheduled_messages: ScheduledMessageJson[] }>(res, 200).scheduled_messages;
}

describe('signed out', () => {
  it('refuses every scheduled-message call with 401', async () => {
    expect((await schedule(null)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/api/messages/scheduled')).statusCode).toBe(401);
    const res = await call(t, null, 'DELETE', `/api/messages/scheduled/${randomUUID()}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/messages/scheduled', () => {
  it('stores the message for later and returns every field', async () => {
    const replied = await postMessage(t, owner, threadId, `Question ${randomUUID()}`);
    published.length = 0;
    const time = inDays(90);
    const res = await schedule(member, {
      content: '  Ping <script>alert(1)</script>**all**\r\n[x](javascript:go())  ',
      content_type: 'markdown',
      reply_to_message_id: replied.id,
      mentions: [owner.user.id, owner.user.id],
      urgent: true,
      attachments: [],
      scheduled_time: time,
    });
    const entry = expectStatus<ScheduledMessageJson>(res, 201);
    expect(entry).toEqual({
      id: expect.any(String),
      thread_id: threadId,
      content: 'Ping <script>alert(1)</script>**all**\n[x](javascript:go())',
      content_type: 'markdown',
      reply_to_message_id: replied.id,
      attachments: [],
      mentions: [owner.user.id],
      urgent: true,
      scheduled_time: time,
      status: 'pending',
      attempts: 0,
      last_error: null,
      created_at: expect.any(String),
      message_id: null,
    });
    expect(Math.abs(Date.parse(entry.created_at) - t.clock.now().getTime())).toBeLessThan(5_000);
    expect(published).toEqual([{ t: 'scheduled_message_update', u: member.user.id, id: entry.id }]);
    expect(await list(member)).toContainEqual(entry);
    // Nobody else sees it, and nothing was posted yet.
    expect((await list(owner)).map((e) => e.id)).not.toContain(entry.id);
    const page = await call(t, owner, 'GET', `/api/threads/${threadId}/messages`);
    expect(JSON.stringify(page.json())).not.toContain('Ping **all**');
  });

  it('accepts a time with an offset, and direct threads', async () => {
    const at = new Date(t.clock.now().getTime() + 90 * DAY_MS);
    const withOffset = at.toISOString().replace('Z', '+00:00');
    const entry = await scheduled(owner, { thread_id: directId, scheduled_time: withOffset });
    expect(entry.scheduled_time).toBe(at.toISOString());
    expect(entry.content_type).toBe('text');
    expect(entry.urgent).toBe(false);
  });

  it('answers 404 for a thread the caller cannot read, or none', async () => {
    for (const [user, thread] of [
      [stranger, threadId],
      [stranger, directId],
      [member, randomUUID()],
    ] as const) {
      const res = await schedule(user, { thread_id: thread });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Thread not found');
    }
  });

  it.each([
    ['a time in the past', () => new Date(t.clock.now().getTime() - 60_000)],
    ['the present moment', () => t.clock.now()],
  ])('refuses %s with 422 "Please select a future date and time"', async (_, time) => {
    const res = await schedule(member, { scheduled_time: time().toISOString() });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: SCHEDULED_TIME_NOT_FUTURE,
      detail: [{ loc: ['body', 'scheduled_time'], msg: SCHEDULED_TIME_NOT_FUTURE }],
    });
  });

  it.each([
    [
      'a missing time',
      { scheduled_time: undefined },
      ['body', 'scheduled_time'],
      SCHEDULED_TIME_INVALID,
    ],
    [
      'a time that is not ISO',
      { scheduled_time: 'tomorrow 9 AM' },
      ['body', 'scheduled_time'],
      SCHEDULED_TIME_INVALID,
    ],
    [
      'a time without a zone',
      { scheduled_time: '2099-01-01T09:00:00' },
      ['body', 'scheduled_time'],
      SCHEDULED_TIME_INVALID,
    ],
    ['an empty content', { content: '' }, ['body', 'content'], MESSAGE_EMPTY],
    [
      'a content over 10,000 characters',
      { content: 'x'.repeat(TEXT_MAX_LENGTH + 1) },
      ['body', 'content'],
      MESSAGE_TOO_LONG,
    ],
    ['an unknown content type', { content_type: 'html' }, ['body', 'content_type'], undefined],
    ['a malformed thread id', { thread_id: 'nope' }, ['body', 'thread_id'], undefined],
  ])('refuses %s with 422', async (_, body, loc, msg) => {
    const res = await schedule(member, body);
    expect(res.statusCode).toBe(422);
    const detail = res.json().detail as { loc: string[]; msg: string }[];
    expect(detail.map((d) => d.loc)).toContainEqual(loc);
    if (msg) expect(detail).toContainEqual({ loc, msg });
  });

  it('checks mentions, the replied-to message and attachments as a send would', async () => {
    const mention = await schedule(member, { mentions: [stranger.user.id] });
    expect(mention.statusCode).toBe(422);
    expect(mention.json().message).toBe(MESSAGE_MENTION_NOT_MEMBER);
    const elsewhere = await postMessage(t, owner, directId, `Direct ${randomUUID()}`);
    const reply = await schedule(member, { reply_to_message_id: elsewhere.id });
    expect(reply.statusCode).toBe(422);
    expect(reply.json().message).toBe(REPLY_NOT_IN_THREAD);
    const file = await schedule(member, { attachments: [randomUUID()] });
    expect(file.statusCode).toBe(422);
    expect(file.json().message).toBe(ATTACHMENT_NOT_FOUND);
    expect(published).toEqual([{ t: 'new_message', th: directId, id: elsewhere.id }]);
  });

  it('answers 400 for a body that is not JSON, 415 for one of another type', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/messages/scheduled',
      token: member.access_token,
      headers: { 'content-type': 'application/json' },
      payload: '{"thread_id":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
    const text = await t.request({
      method: 'POST',
      url: '/api/messages/scheduled',
      token: member.access_token,
      headers: { 'content-type': 'application/xml' },
      payload: '<later/>',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Unsupported content type.');
  });

  it(`allows ${SCHEDULED_PENDING_MAX} pending messages per person, then 422`, async () => {
    // A team of its own: the limit counts every pending entry of the person.
    const busy = await openTeam();
    try {
      const thread = await createProjectThread(busy.t, busy.member, busy.projectId);
      const post = (i: number) =>
        call(busy.t, busy.member, 'POST', '/api/messages/scheduled', {
          thread_id: thread.id,
          content: `Batch ${i}`,
          content_type: 'text',
          scheduled_time: new Date(busy.t.clock.now().getTime() + 90 * DAY_MS).toISOString(),
        });
      // Concurrent requests cannot pass the limit together.
      const results = await Promise.all(
        Array.from({ length: SCHEDULED_PENDING_MAX + 5 }, (_, i) => post(i)),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(SCHEDULED_PENDING_MAX);
      const refused = results.find((r) => r.statusCode === 422)!;
      expect(refused.json()).toEqual({
        error: 'VALIDATION_ERROR',
        message: SCHEDULED_TOO_MANY,
        detail: [{ loc: ['body'], msg: SCHEDULED_TOO_MANY }],
      });
      // Someone else's count is their own; a cancel frees a place.
      expect(
        (
          await call(busy.t, busy.owner, 'POST', '/api/messages/scheduled', {
            thread_id: thread.id,
            content: 'Mine',
            scheduled_time: new Date(busy.t.clock.now().getTime() + 90 * DAY_MS).toISOString(),
          })
        ).statusCode,
      ).toBe(201);
      const first = results.find((r) => r.statusCode === 201)!.json() as ScheduledMessageJson;
      const cancel = await call(
        busy.t,
        busy.member,
        'DELETE',
        `/api/messages/scheduled/${first.id}`,
      );
      expect(cancel.statusCode).toBe(204);
      expect((await post(99)).statusCode).toBe(201);
      expect((await post(100)).statusCode).toBe(422);
    } finally {
      await busy.t.close();
    }
  });
});

describe('GET /api/messages/scheduled', () => {
  it("lists the caller's own entries by time, optionally of one thread", async () => {
    const late = await scheduled(owner, { scheduled_time: inDays(120) });
    const early = await scheduled(owner, { scheduled_time: inDays(100) });
    const direct = await scheduled(owner, { thread_id: directId, scheduled_time: inDays(110) });
    const mine = (await list(owner)).map((e) => e.id);
    const order = [early.id, direct.id, late.id];
    expect(mine.filter((id) => order.includes(id))).toEqual(order);
    const times = (await list(owner)).map((e) => e.scheduled_time);
    expect(times).toEqual([...times].sort());
    expect((await list(owner, `?thread_id=${directId}`)).map((e) => e.id)).toContain(direct.id);
    expect((await list(owner, `?thread_id=${directId}`)).map((e) => e.id)).not.toContain(late.id);
    expect((await list(stranger)).map((e) => e.id)).not.toContain(early.id);
    const bad = await call(t, owner, 'GET', '/api/messages/scheduled?thread_id=nope');
    expect(bad.statusCode).toBe(422);
  });
});

describe('DELETE /api/messages/scheduled/{id}', () => {
  it("cancels the caller's own pending message", async () => {
    const entry = await scheduled(member);
    published.length = 0;
    const res = await call(t, member, 'DELETE', `/api/messages/scheduled/${entry.id}`);
    expectStatus(res, 204);
    expect(published).toEqual([
      { t: 'scheduled_message_deleted', u: member.user.id, id: entry.id },
    ]);
    expect((await list(member)).map((e) => e.id)).not.toContain(entry.id);
    const again = await call(t, member, 'DELETE', `/api/messages/scheduled/${entry.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("answers 404 for someone else's entry, an unknown id and a malformed one", async () => {
    const entry = await scheduled(member);
    for (const [user, id] of [
      [owner, entry.id],
      [stranger, entry.id],
      [member, randomUUID()],
      [member, 'nope'],
    ] as const) {
      const res = await call(t, user, 'DELETE', `/api/messages/scheduled/${id}`);
      expect(res.statusCode).toBe(404);
    }
    const res = await call(t, owner, 'DELETE', `/api/messages/scheduled/${entry.id}`);
    expect(res.json()).toEqual({ error: 'NOT_FOUND', message: SCHEDULED_MESSAGE_NOT_FOUND });
    expect((await list(member)).map((e) => e.id)).toContain(entry.id);
    expect(published).toEqual([{ t: 'scheduled_message_update', u: member.user.id, id: entry.id }]);
  });
});
