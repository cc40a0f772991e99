import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { messages, scheduledMessages } from '../db/chat-schema.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { buildApp, type PeriodicJob } from '../app.ts';
import type { TestApp, TestClock } from './test-app.ts';
import type { ScheduledMessageRow } from '../features/scheduled-messages/scheduled-message-presenter.ts';

/** A scheduled message's row as stored, or undefined once removed. */
export async function scheduledRow(
  t: Pick<TestApp, 'database'>,
  id: string,
): Promise<ScheduledMessageRow | undefined> {
  const [row] = await t.database.db
    .select()
    .from(scheduledMessages)
    .where(eq(scheduledMessages.id, id));
  return row;
}

/** How many messages carry this client id (a scheduled message's must never exceed 1). */
export async function messagesWithClientId(
  t: Pick<TestApp, 'database'>,
  clientId: string,
): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(messages)
    .where(eq(messages.clientId, clientId));
  return row?.n ?? 0;
}

/**
 * Boots the real application on a database the test opened (to start a second app on the same
 * one, or a new app after a restart), with its periodic jobs on or off.
 */
export async function bootTestApp(
  database: Database,
  clock: TestClock,
  options: { jobs: boolean | PeriodicJob[] },
): Promise<TestApp> {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/crewline-test-unused',
    WEB_DIST: '/nonexistent-web-dist',
  });
  const app = await buildApp({ env, database, now: clock.now, logger: false, jobs: options.jobs });
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  return {
    app,
    clock,
    database,
    request({ token, headers, ...rest }) {
      return app.inject({
        remoteAddress,
        ...rest,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    close: () => app.close(),
  };
}

/** Resolves once `check` holds, polling; fails after `ms`. */
export async function waitFor(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
