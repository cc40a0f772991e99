import fs from 'node:fs';
import { randomInt } from 'node:crypto';
import { inject } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadEnv } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { buildApp, type App, type BuildAppOptions } from '../app.ts';

const TEST_CLIENT_LIMITS = {
  LIMIT_SIGNUPS_PER_IP_PER_HOUR: '1000000',
  LIMIT_VERIFICATION_MAILS_PER_IP_PER_HOUR: '1000000',
  LIMIT_RESET_MAILS_PER_IP_PER_HOUR: '1000000',
  LIMIT_INVITED_ACCOUNTS_PER_IP_PER_HOUR: '1000000',
  // Suites that build a fresh project per case invite one person far more often than a team.
  LIMIT_INVITATIONS_PER_INVITEE_PER_HOUR: '1000000',
  LIMIT_INVITATIONS_PER_ACCOUNT_PER_HOUR: '1000000',
};

/** A clock tests can move forward (token and invitation expiry). */
export type TestClock = { now: () => Date; advance(ms: number): void; set(date: Date): void };

/** A real-time clock that can be shifted. */
export function createTestClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      offset += ms;
    },
    set(date) {
      offset = date.getTime() - Date.now();
    },
  };
}

/** Opens a private copy of the migrated embedded template (PGlite runs only). */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  const template = new Blob([fs.readFileSync(inject('templatePath'))]);
  return openDatabase({ kind: 'embedded', loadDataDir: template });
}

/** Opens a private copy of the migrated template, or the shared PostgreSQL test database. */
export async function openTestDatabase(): Promise<Database> {
  const databaseUrl = inject('databaseUrl');
  if (databaseUrl) return openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 });
  return openEmbeddedTestDatabase();
}

export type TestApp = {
  app: App;
  clock: TestClock;
  database: Database;
  /** Sends a request in-process; `token` becomes the Bearer header. */
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

/**
 * Boots the real application in-process on a real database. Each app gets its own client
 * address so per-IP sign-in throttling in one test file never affects another.
 */
export async function createTestApp(
  settings: Record<string, string> = {},
  /**
   * Parts of the app a test supplies itself (a decoder of its own size, an engine, a database
   * opened through a proxy the test can take down).
   */
  parts: Pick<BuildAppOptions, 'audioDecoder' | 'transcriptionEngine'> & {
    database?: Database;
  } = {},
  /**
   * Another app's database and clock, for a second process on the same database (on PGlite as
   * well): the database stays open until its own app closes (or its opener closes it).
   */
  sharing?: Pick<TestApp, 'database' | 'clock'>,
): Promise<TestApp> {
  const { database: ownDatabase, ...appParts } = parts;
  const database = sharing
    ? { ...sharing.database, close: async () => {} }
    : (ownDatabase ?? (await openTestDatabase()));
  const clock = sharing?.clock ?? createTestClock();
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/crewline-test-unused',
    WEB_DIST: '/nonexistent-web-dist',
    // A test file signs up, invites and asks for mails from one client address many times over;
    // the per-client limits are raised here and set low by the tests that prove them.
    ...TEST_CLIENT_LIMITS,
    ...settings,
  });
  // Periodic jobs off: an app whose clock a test moved days ahead would otherwise send (or clean
  // up) other test files' scheduled messages on a shared PostgreSQL. Job tests drive them.
  const app = await buildApp({
    env,
    database,
    now: clock.now,
    logger: false,
    jobs: false,
    ...appParts,
  });
  // Random, not derived from the pid: on a shared PostgreSQL, test processes whose pids agreed
  // modulo 250 shared addresses and tripped each other's per-IP sign-in throttle.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;
  return {
    app,
    clock,
    database,
    request({ token, headers, ...options }) {
      return app.inject({
        remoteAddress,
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
    },
    close: () => app.close(),
  };
}
