import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadEnv } from '../env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migratePostgres } from '../db/migrate.ts';
import { createStorage } from '../services/storage/create-storage.ts';
import { readAll } from './archive.ts';
import { embeddedClusterDir, type Installation } from './backup.ts';

export type Engine = 'embedded' | 'postgres';

/** A throwaway installation: its own DATA_DIR, and its own PostgreSQL database when asked. */
export type TestInstallation = {
  engine: Engine;
  installation: Installation;
  /** Opens its database (PGlite: the cluster in DATA_DIR, which must exist by then). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
};

/** A new empty installation on `engine` (postgres needs TEST_DATABASE_URL). */
export async function newInstallation(
  engine: Engine,
  /** More settings: S3_* for files in a bucket. */
  settings: Record<string, string> = {},
): Promise<TestInstallation> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-backup-'));
  let url: string | undefined;
  let drop = async () => {};
  if (engine === 'postgres') {
    const adminUrl = inject('databaseUrl');
    const name = `crewline_backup_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(adminUrl);
    target.pathname = `/${name}`;
    url = target.href;
    drop = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await client.end();
    };
  }
  const installation = loadEnv({
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
    ...settings,
  });
  return {
    engine,
    installation,
    open: () =>
      url
        ? openDatabase({ kind: 'postgres', url, poolSize: 2 })
        : openDatabase({ kind: 'embedded', dataDir: embeddedClusterDir(dataDir) }),
    async dispose() {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates and migrates the installation's database, as the app's first start does. */
export async function migrateInstallation(target: TestInstallation): Promise<Database> {
  if (target.engine === 'postgres') await migratePostgres(target.installation.databaseUrl!);
  const database = await target.open();
  await database.migrate();
  return database;
}

type Rows = Record<string, unknown>;

/**
 * Every table of the app's schemas (and the migrations' bookkeeping) as JSON rows in a fixed
 * order, and every sequence's position: two databases with equal snapshots hold the same data.
 */
export async function snapshotDatabase(database: Database): Promise<Rows> {
  return database.db.transaction(async (tx) => {
    // Timestamps become text in the session's time zone: the same zone on both sides.
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const tables = await tx.execute<{ schema: string; name: string }>(sql`
      SELECT schemaname AS schema, tablename AS name FROM pg_catalog.pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`);
    const snapshot: Rows = {};
    for (const { schema, name } of tables.rows) {
      const table = sql.raw(`"${schema}"."${name}"`);
      const result = await tx.execute<{ rows: unknown }>(sql`
        SELECT coalesce(jsonb_agg(to_jsonb(t) ORDER BY to_jsonb(t)::text), '[]'::jsonb) AS rows
        FROM ${table} t`);
      snapshot[`${schema}.${name}`] = result.rows[0]!.rows;
    }
    const sequences = await tx.execute(sql`
      SELECT schemaname, sequencename, last_value::text FROM pg_catalog.pg_sequences
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`);
    snapshot['(sequences)'] = sequences.rows;
    return snapshot;
  });
}

/** Every stored file's bytes and content type, by key. */
export async function snapshotFiles(
  installation: Installation,
): Promise<Map<string, { contentType: string; bytes: Buffer }>> {
  const storage = await createStorage(installation);
  try {
    const files = new Map<string, { contentType: string; bytes: Buffer }>();
    for await (const key of storage.list()) {
      const file = await storage.get(key);
      files.set(key, { contentType: file.contentType, bytes: await readAll(file.body) });
    }
    return files;
  } finally {
    await storage.close();
  }
}

/** Whether the installation holds anything at all (a failed restore must leave it so). */
export async function isUntouched(target: TestInstallation): Promise<boolean> {
  const files = await snapshotFiles(target.installation);
  if (files.size > 0) return false;
  if (target.engine === 'embedded') {
    const cluster = embeddedClusterDir(target.installation.dataDir);
    return !fs.existsSync(cluster) && !fs.existsSync(`${cluster}.restoring`);
  }
  const client = new pg.Client({ connectionString: target.installation.databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
  );
  await client.end();
  return rows[0].n === 0;
}
