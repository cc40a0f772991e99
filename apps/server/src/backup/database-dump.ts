import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_CONF } from '../db/embedded-cluster.ts';
import { BackupError } from './archive.ts';

// Owners and grants name roles of the source server that the target may not have (PGlite has
// only `postgres`); the restored objects belong to whoever restores them.
const PORTABLE = ['--no-owner', '--no-privileges'];

/**
 * pg_dump's plain SQL of an embedded cluster, by the WebAssembly pg_dump of pglite-tools
 * (it always adds --inserts: rows as INSERT statements, which any client can replay).
 * The caller holds the data-dir lock, so nothing else writes while it dumps.
 */
export async function dumpEmbedded(clusterDir: string): Promise<string> {
  if (!fs.existsSync(clusterDir)) {
    throw new BackupError(`There is no embedded database in ${clusterDir} to back up.`);
  }
  return dumpPglite(PGlite.create(clusterDir, { postgresqlconf: EMBEDDED_CONF }));
}

/**
 * pg_dump's plain SQL of a snapshot the running app sent (Database.snapshot: a tarball of its
 * cluster), opened in memory in this process: the app never runs pg_dump itself.
 */
export async function dumpEmbeddedSnapshot(tarball: Buffer): Promise<string> {
  return dumpPglite(
    PGlite.create({ loadDataDir: new Blob([tarball]), postgresqlconf: EMBEDDED_CONF }),
  );
}

async function dumpPglite(opening: Promise<PGlite>): Promise<string> {
  const [{ pgDump }, client] = await Promise.all([
    import('@electric-sql/pglite-tools/pg_dump'),
    opening,
  ]);
  try {
    const file = await pgDump({ pg: client, args: PORTABLE });
    return await file.text();
  } finally {
    await client.close();
  }
}

/**
 * pg_dump's plain SQL of a PostgreSQL database. pg_dump reads everything in one REPEATABLE READ
 * snapshot, so the app keeps serving while it runs and the dump is still consistent.
 */
export async function dumpPostgres(url: string, pgDumpPath: string): Promise<string> {
  // The password reaches pg_dump through a private password file, not its arguments, which any
  // user can read in `ps`.
  const target = new URL(url);
  const password = decodeURIComponent(target.password);
  target.password = '';
  const dir = password ? await fs.promises.mkdtemp(path.join(os.tmpdir(), 'crewline-pgpass-')) : '';
  if (password) {
    const passfile = path.join(dir, 'pgpass');
    const escaped = password.replace(/[\\:]/g, (c) => `\\${c}`);
    await fs.promises.writeFile(passfile, `*:*:*:*:${escaped}\n`, { mode: 0o600 });
    target.searchParams.set('passfile', passfile);
  }
  try {
    return await new Promise((resolve, reject) => {
      execFile(
        pgDumpPath,
        [...PORTABLE, '--inserts', '--dbname', target.href],
        { maxBuffer: 4 * 1024 ** 3, encoding: 'utf8' },
        (error, stdout, stderr) => {
          if (!error) return resolve(stdout);
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
            return reject(
              new BackupError(
                `pg_dump was not found (${pgDumpPath}). Install PostgreSQL's client tools (Debian: postgresql-client) or set PG_DUMP to its path.`,
              ),
            );
          }
          reject(new BackupError(`pg_dump failed: ${stderr.trim() || error.message}`));
        },
      );
    });
  } finally {
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes a dump from either engine's pg_dump replayable by a plain client on either engine:
 * psql's `\restrict` guard lines go (no client but psql understands them), and so do the
 * header's `SET` lines for settings the target does not have (PGlite's pg_dump is newer than a
 * PostgreSQL 15 server and sets `transaction_timeout`, which 15 does not know).
 */
export function portableDump(dump: string, knownSettings: Set<string>): string {
  const lines = dump.split('\n');
  // The header ends where the first object's comment block begins.
  const headerEnd = lines.findIndex((line, i) => i > 0 && line.startsWith('-- Name:'));
  return lines
    .filter((line, i) => {
      if (/^\\(un)?restrict [A-Za-z0-9]+\s*$/.test(line)) return false;
      if (i >= headerEnd && headerEnd !== -1) return true;
      const set = /^SET ([a-z_]+) = .*;$/.exec(line);
      return !set || knownSettings.has(set[1]!);
    })
    .join('\n');
}

/** Names of the run-time settings the connected server has. */
export const SETTINGS_QUERY = 'SELECT name FROM pg_settings';

/** Counts tables outside PostgreSQL's own schemas: a database fit to restore into has none. */
export const USER_TABLES_QUERY = `SELECT count(*)::int AS n FROM pg_catalog.pg_tables
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`;

/**
 * Replays a dump into an empty PostgreSQL database in one transaction: it is all there after,
 * or (an error, a lost connection) none of it.
 */
export async function replayIntoPostgres(url: string, dump: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(USER_TABLES_QUERY);
    if (rows[0]!.n > 0) {
      throw new BackupError(
        'The target database is not empty. Restore into a new, empty database (createdb), so nothing is overwritten.',
      );
    }
    const settings = await client.query<{ name: string }>(SETTINGS_QUERY);
    const sql = portableDump(dump, new Set(settings.rows.map((row) => row.name)));
    await client.query('BEGIN');
    try {
      await client.query(sql);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw new BackupError(`Restoring the database failed: ${(error as Error).message}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Replays a dump into a new embedded cluster in `clusterDir` (which must not exist yet). The
 * cluster is built in a sibling folder and renamed into place when complete, so a failure
 * leaves nothing where the app looks.
 */
export async function replayIntoEmbedded(clusterDir: string, dump: string): Promise<void> {
  const building = `${clusterDir}.restoring`;
  fs.rmSync(building, { recursive: true, force: true });
  const client = await PGlite.create(building, { postgresqlconf: EMBEDDED_CONF });
  try {
    const settings = await client.query<{ name: string }>(SETTINGS_QUERY);
    const sql = portableDump(dump, new Set(settings.rows.map((row) => row.name)));
    await client.transaction(async (tx) => {
      await tx.exec(sql);
    });
  } catch (error) {
    await client.close().catch(() => {});
    fs.rmSync(building, { recursive: true, force: true });
    throw new BackupError(`Restoring the database failed: ${(error as Error).message}`);
  }
  await client.close();
  fs.renameSync(building, clusterDir);
}
