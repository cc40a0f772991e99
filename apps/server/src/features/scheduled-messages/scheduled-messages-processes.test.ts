import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import pg from 'pg';
import type { ScheduledMessageJson } from '@crewline/shared/contracts/scheduled-messages';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestClock, type TestApp, type TestClock } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { call, createProjectThread, expectStatus } from '../../test/chat-test-helpers.ts';
import { scheduledClientId } from './send-scheduled-message.ts';
import { runScheduledMessages } from './scheduled-messages-job.ts';
import {
  bootTestApp,
  messagesWithClientId,
  scheduledRow,
  waitFor,
} from '../../test/scheduled-test-helpers.ts';

// Exactly once across a restart (both engines) and across processes (PostgreSQL: two apps with
// their own pools and jobs stand in for two processes, sharing nothing but the database).

const databaseUrl = inject('databaseUrl');
const SECOND = 1_000;
const DAY = 24 * 60 * 60 * SECOND;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Opens the same database again and again: the shared PostgreSQL, or an embedded one on disk
 * (a copy of the migrated template), which a restart reopens.
 */
function sameDatabase(): () => Promise<Database> {
  if (databaseUrl) return () => openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-scheduled-'));
  dirs.push(dir);
  const dataDir = path.join(dir, 'pglite');
  let created = false;
  return async () => {
    if (created) return openDatabase({ kind: 'embedded', dataDir });
    created = true;
    const template = new Blob([fs.readFileSync(inject('templatePath'))]);
    return openDatabase({ kind: 'embedded', dataDir, loadDataDir: template });
  };
}

/** Schedules a message `inMs` from the app's clock; fails unless 201. */
async function schedule(
  t: TestApp,
  user: SignedUpUser,
  threadId: string,
  inMs: number,
): Promise<ScheduledMessageJson> {
  const res = await call(t, user, 'POST', '/api/messages/scheduled', {
    thread_id: threadId,
    content: `Scheduled ${randomUUID()}`,
    scheduled_time: new Date(t.clock.now().getTime() + inMs).toISOString(),
  });
  return expectStatus<ScheduledMessageJson>(res, 201);
}

/** A project with `people` members (the first the owner) and a thread. */
async function team(t: TestApp, people: number) {
  const users = await Promise.all(Array.from({ length: people }, () => signUp(t)));
  const project = await createProject(t, users[0]!);
  for (const user of users.slice(1)) await addMember(t, users[0]!, project.id, user);
  const thread = await createProjectThread(t, users[0]!, project.id);
  return { users, threadId: thread.id };
}

describe('a restart', () => {
  it(
    'sends a message that fell due while the app was down, once, at start-up',
    { timeout: 60_000 },
    async () => {
      const open = sameDatabase();
      const clock: TestClock = createTestClock();
      const before = await bootTestApp(await open(), clock, { jobs: ['scheduled-messages'] });
      const { users, threadId } = await team(before, 1);
      const author = users[0]!;
      const due = await schedule(before, author, threadId, 60 * SECOND);
      // Months ahead: no other test's clock reaches it on a shared PostgreSQL.
      const later = await schedule(before, author, threadId, 60 * DAY);
      await before.close();

      clock.advance(61 * SECOND);
      const after = await bootTestApp(await open(), clock, { jobs: ['scheduled-messages'] });
      // No request and no hand-driven run: the start-up run sends it.
      await waitFor(async () => (await scheduledRow(after, due.id))?.status === 'sent');
      await runScheduledMessages(after.database.db, clock.now);
      expect(await messagesWithClientId(after, scheduledClientId(due.id))).toBe(1);
      expect((await scheduledRow(after, later.id))?.status).toBe('pending');
      await after.close();

      // Another restart finds nothing left to send.
      const again = await bootTestApp(await open(), clock, { jobs: false });
      await runScheduledMessages(again.database.db, clock.now);
      expect(await messagesWithClientId(again, scheduledClientId(due.id))).toBe(1);
      const row = (await scheduledRow(again, due.id))!;
      expect(row.status).toBe('sent');
      await again.close();
    },
  );
});

describe.skipIf(!databaseUrl)('two processes on one PostgreSQL', () => {
  it('sends each of many due messages exactly once', { timeout: 120_000 }, async () => {
    const clockA = createTestClock();
    const clockB = createTestClock();
    const a = await bootTestApp(
      await openDatabase({ kind: 'postgres', url: databaseUrl }),
      clockA,
      {
        jobs: ['scheduled-messages'],
      },
    );
    const b = await bootTestApp(
      await openDatabase({ kind: 'postgres', url: databaseUrl }),
      clockB,
      {
        jobs: ['scheduled-messages'],
      },
    );
    try {
      const { users, threadId } = await team(a, 3);
      const other = await team(a, 2);
      const entries: ScheduledMessageJson[] = [];
      for (let i = 0; i < 40; i++) {
        const app = i % 2 ? a : b;
        const [user, thread] =
          i % 3 === 0 ? [other.users[i % 2]!, other.threadId] : [users[i % 3]!, threadId];
        entries.push(await schedule(app, user, thread, 60 * SECOND));
      }
      clockA.advance(61 * SECOND);
      clockB.advance(61 * SECOND);
      // Both processes' own timers run, and both are driven at once as well.
      const runs = await Promise.all([
        runScheduledMessages(a.database.db, clockA.now),
        runScheduledMessages(b.database.db, clockB.now),
        runScheduledMessages(a.database.db, clockA.now),
        runScheduledMessages(b.database.db, clockB.now),
      ]);
      const ids = new Set(entries.map((e) => e.id));
      const taken = runs.flat().filter((o) => ids.has(o.id));
      // No message was taken by two runs.
      expect(new Set(taken.map((o) => o.id)).size).toBe(taken.length);
      await waitFor(async () => {
        const rows = await Promise.all(entries.map((e) => scheduledRow(a, e.id)));
        return rows.every((row) => row?.status === 'sent');
      });
      const messageIds = new Set<string>();
      for (const entry of entries) {
        expect(await messagesWithClientId(a, scheduledClientId(entry.id))).toBe(1);
        messageIds.add((await scheduledRow(b, entry.id))!.messageId!);
      }
      expect(messageIds.size).toBe(entries.length);
      const page = await call(a, users[0]!, 'GET', `/api/threads/${threadId}/messages?limit=100`);
      const inThread = entries.filter((e) => e.thread_id === threadId).length;
      expect(expectStatus<{ messages: unknown[] }>(page, 200).messages).toHaveLength(inThread);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('skips a message another process holds, and sends it once that process dies', async () => {
    const clock = createTestClock();
    const t = await bootTestApp(await openDatabase({ kind: 'postgres', url: databaseUrl }), clock, {
      jobs: false,
    });
    const dying = new pg.Client({ connectionString: databaseUrl });
    try {
      const { users, threadId } = await team(t, 1);
      const entry = await schedule(t, users[0]!, threadId, 10 * SECOND);
      clock.advance(11 * SECOND);
      // Another process claimed it and is in the middle of sending it.
      await dying.connect();
      await dying.query('begin');
      await dying.query('select id from scheduled_messages where id = $1 for update', [entry.id]);
      const outcomes = await runScheduledMessages(t.database.db, clock.now);
      expect(outcomes.map((o) => o.id)).not.toContain(entry.id);
      expect((await scheduledRow(t, entry.id))?.status).toBe('pending');
      // It dies before committing: its transaction rolls back and the claim is gone.
      await dying.end();
      await runScheduledMessages(t.database.db, clock.now);
      expect((await scheduledRow(t, entry.id))?.status).toBe('sent');
      expect(await messagesWithClientId(t, scheduledClientId(entry.id))).toBe(1);
    } finally {
      await dying.end().catch(() => {});
      await t.close();
    }
  });
});
