import fs from 'node:fs';
import path from 'node:path';
import { PGlite, protocol } from '@electric-sql/pglite';
import type { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import * as schema from './schema.ts';
import { interleaveQueries } from './fair-queries.ts';
import { migrateEmbedded, migratePostgres } from './migrate.ts';
import { EMBEDDED_CONF } from './embedded-cluster.ts';
import { boundedPgConfig, type DatabaseTimeouts } from './timeouts.ts';
import { guardPool } from './pool-guard.ts';
import {
  embeddedNotifications,
  postgresNotifications,
  type Notifications,
} from './notifications.ts';

export type Db = ReturnType<typeof drizzlePg<typeof schema>>;

/** An open transaction: a unit of work that other commands compose takes one of these. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A transaction handle or the database itself: a unit of work runs in whichever its caller holds. */
export type DbOrTx = Db | Tx;
type DbKind = 'embedded' | 'postgres';

/** One database handle, whatever engine is behind it. */
export type Database = {
  db: Db;
  kind: DbKind;
  /** Runs `SELECT 1`; throws when the database does not answer. */
  ping(): Promise<void>;
  /** LISTEN/NOTIFY from every process on this database. */
  notifications: Notifications;
  /** Applies pending migrations (forward-only). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Calls `listener` with every SQL statement sent through `db`; returns the unsubscribe function (tests count queries). */
  onQuery(listener: (sql: string) => void): () => void;
  /** PostgreSQL's pool now (for /metrics): connections open, idle, and queries waiting for one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * The embedded cluster's files as one uncompressed tarball that PGlite can open
   * (`loadDataDir`), copied between two transactions (what `npm run backup` dumps while the app
   * serves). Embedded only.
   */
  snapshot?(): Promise<Blob>;
};

/** A Drizzle logger that fans statements out to listeners; costs one empty loop when nobody listens. */
function queryObservers() {
  const listeners = new Set<(sql: string) => void>();
  return {
    logger: {
      logQuery(query: string) {
        for (const listener of listeners) listener(query);
      },
    },
    onQuery(listener: (sql: string) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; timeouts?: DatabaseTimeouts }
  | { kind: 'embedded'; dataDir?: string; loadDataDir?: Blob };

/** Opens PGlite (embedded) or a node-postgres pool behind the same Drizzle API. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres')
    return openPostgres(options.url, options.poolSize ?? 10, options.timeouts);
  return openEmbedded(options);
}

async function openEmbedded(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  // Loads while the engine starts.
  const drizzleModule = import('drizzle-orm/pglite');
  const client = await PGlite.create(options.dataDir, {
    loadDataDir: options.loadDataDir,
    postgresqlconf: EMBEDDED_CONF,
  });
  interleaveQueries(client);
  const { drizzle: drizzlePglite } = await drizzleModule;
  const observers = queryObservers();
  // PGlite's drizzle type differs only nominally from node-postgres's; the query API is identical.
  const db = drizzlePglite(client, { schema, logger: observers.logger }) as unknown as Db;
  const notifications = embeddedNotifications(client);
  return {
    db,
    kind: 'embedded',
    onQuery: observers.onQuery,
    async ping() {
      await client.query('SELECT 1');
    },
    notifications,
    migrate: () => migrateEmbedded(client),
    // Taken as close() takes its turn: the transaction lock first (no request's transaction is
    // open, and none starts), then the query lock. A CHECKPOINT writes every page to the files
    // (without it, the copy would be the cluster as after a crash: the same commits, but each
    // sequence ahead by up to 32, as PostgreSQL logs them), then the files are read in one
    // synchronous pass. Requests wait for these two steps only (measured in docs/OPERATIONS.md),
    // not for pg_dump, which the backup command runs on the copy in its own process. CHECKPOINT
    // goes through the wire protocol because query() would wait for the lock held here.
    snapshot: () =>
      client._runExclusiveTransaction(async () => {
        await client._runExclusiveQuery(() =>
          client.execProtocol(protocol.serialize.query('CHECKPOINT')),
        );
        return client.dumpDataDir('none');
      }),
    async close() {
      await notifications.close();
      if (!client.closed) await client.close();
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  timeouts: DatabaseTimeouts | undefined,
): Promise<Database> {
  // Imported here, not at the top: the embedded start-up never loads PostgreSQL's driver.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, ...boundedPgConfig(timeouts) });
  // A dropped idle connection must not crash the process (an 'error' event nobody listens to
  // would); the pool replaces it, and a request that needs it meanwhile answers 503.
  pool.on('error', () => {});
  guardPool(pool);
  const observers = queryObservers();
  const db = drizzlePg(pool, { schema, logger: observers.logger });
  await db.execute(sql`SELECT 1`);
  const notifications = postgresNotifications(url, timeouts);
  return {
    db,
    kind: 'postgres',
    onQuery: observers.onQuery,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async ping() {
      await pool.query('SELECT 1');
    },
    notifications,
    migrate: () => migratePostgres(url),
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
}
