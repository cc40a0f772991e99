import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../paths.ts';

// Each engine's driver is imported only when that engine is used: loading the other one's cost
// the embedded start-up ~100 ms.

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Applies pending migrations to a PostgreSQL server. The advisory lock is held on the same
 * connection that migrates, so two processes starting together never both migrate.
 */
export async function migratePostgres(url: string): Promise<void> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/** Applies pending migrations to an open PGlite instance (only this process opens it). */
export async function migrateEmbedded(client: PGlite): Promise<void> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_DIR });
}
