import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
// Found by its name, so renumbering the migration does not break the test.
const MIGRATION = fs
  .readdirSync(MIGRATIONS)
  .find((file) => /^\d+_project_time_zone\.sql$/.test(file))!;

/** Runs one migration file's statements, as the migrator does. */
async function apply(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('the project time zone migration', () => {
  it('gives existing projects their owner’s stored zone, else UTC, and 7 stalled days', async () => {
    const db = await PGlite.create();
    const files = fs
      .readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files.filter((file) => file < MIGRATION)) await apply(db, file);

    const user = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
    const project = (n: number) => `00000000-0000-4000-8000-0000000000a${n}`;
    const quiet = (zone: string) =>
      `'{"enabled":false,"start":"22:00","end":"08:00","time_zone":"${zone}"}'`;
    // 1: preferences name a zone; 2: nothing stored; 3: preferences say UTC, profile names one;
    // 4: both name a zone (the preferences win).
    await db.exec(`
      INSERT INTO users (id, name, email) VALUES
        ('${user(1)}', 'A', 'a@x.test'), ('${user(2)}', 'B', 'b@x.test'),
        ('${user(3)}', 'C', 'c@x.test'), ('${user(4)}', 'D', 'd@x.test');
      INSERT INTO projects (id, name, owner_id) VALUES
        ('${project(1)}', 'P1', '${user(1)}'), ('${project(2)}', 'P2', '${user(2)}'),
        ('${project(3)}', 'P3', '${user(3)}'), ('${project(4)}', 'P4', '${user(4)}');
      INSERT INTO notification_preferences (user_id, email, push, quiet_hours) VALUES
        ('${user(1)}', '{}', '{}', ${quiet('Asia/Tokyo')}),
        ('${user(3)}', '{}', '{}', ${quiet('UTC')}),
        ('${user(4)}', '{}', '{}', ${quiet('Europe/Berlin')});
      INSERT INTO mentorship_profiles (user_id, timezone) VALUES
        ('${user(3)}', 'America/Sao_Paulo'), ('${user(4)}', 'Asia/Kolkata');
    `);
    await apply(db, MIGRATION);

    const { rows } = await db.query<{ name: string; time_zone: string; stalled: number }>(
      `SELECT name, time_zone, stalled_after_days AS stalled FROM projects ORDER BY name`,
    );
    expect(rows).toEqual([
      { name: 'P1', time_zone: 'Asia/Tokyo', stalled: 7 },
      { name: 'P2', time_zone: 'UTC', stalled: 7 },
      { name: 'P3', time_zone: 'America/Sao_Paulo', stalled: 7 },
      { name: 'P4', time_zone: 'Europe/Berlin', stalled: 7 },
    ]);
    await db.close();
  });
});
