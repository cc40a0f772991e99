import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { migratePostgres } from './migrate.ts';

const databaseUrl = inject('databaseUrl');

// Needs a PostgreSQL server (TEST_DATABASE_URL); on PGlite one process owns the data directory.
describe.skipIf(!databaseUrl)('migrations on PostgreSQL', () => {
  it('lets two processes start together: one migrates, the other waits, neither fails', async () => {
    const name = `crewline_migrate_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    try {
      await Promise.all([
        migratePostgres(url.href),
        migratePostgres(url.href),
        migratePostgres(url.href),
      ]);
      const check = new pg.Client({ connectionString: url.href });
      await check.connect();
      const { rows } = await check.query(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      const tables = await check.query("SELECT to_regclass('public.users') AS t");
      await check.end();
      expect(rows[0].n).toBeGreaterThan(0);
      expect(tables.rows[0].t).toBe('users');
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
