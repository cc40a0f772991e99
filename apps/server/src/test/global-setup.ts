import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded, migratePostgres } from '../db/migrate.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** A migrated PGlite data directory (tar) each test file opens a private copy of. */
    templatePath: string;
    /** Set when the suite runs against a PostgreSQL server (TEST_DATABASE_URL). */
    databaseUrl: string;
    /** Set when a Redis server is available for the realtime bus tests (TEST_REDIS_URL). */
    redisUrl: string;
  }
}

/**
 * Prepares the database once per run: initdb + migrations cost seconds, so every test file
 * opens a copy of a migrated template instead (PGlite), or shares a migrated server (PostgreSQL).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const databaseUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', process.env.TEST_REDIS_URL ?? '');
  if (databaseUrl) {
    await migratePostgres(databaseUrl);
    project.provide('templatePath', '');
    return () => {};
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-template-'));
  const client = await PGlite.create();
  await migrateEmbedded(client);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('templatePath', templatePath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
