import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');
const BACKFILL = '0032_task_history.sql';

/** Runs one migration file's statements, as the migrator does. */
async function apply(db: PGlite, file: string) {
  const text = fs.readFileSync(path.join(MIGRATIONS, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

describe('the task history migration', () => {
  it('replays what the activity feed recorded for tasks that existed before it', async () => {
    const db = await PGlite.create();
    const files = fs
      .readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.sql'))
      .sort();
    for (const file of files.filter((file) => file < BACKFILL)) await apply(db, file);

    const u1 = '00000000-0000-4000-8000-000000000001';
    const u2 = '00000000-0000-4000-8000-000000000002';
    const p = '00000000-0000-4000-8000-0000000000a0';
    const feedTask = '00000000-0000-4000-8000-0000000000b1';
    const templateTask = '00000000-0000-4000-8000-0000000000b2';
    const goneTask = '00000000-0000-4000-8000-0000000000b3';
    await db.exec(`
      INSERT INTO users (id, name, email) VALUES ('${u1}', 'Ada', 'ada@x.test'), ('${u2}', 'Bo', 'bo@x.test');
      INSERT INTO projects (id, name, owner_id) VALUES ('${p}', 'P', '${u1}');
      INSERT INTO tasks (id, project_id, title, status, assignee_id, created_by, created_at)
        VALUES ('${feedTask}', '${p}', 'Fed', 'done', '${u2}', '${u1}', '2026-01-01T09:00:00Z'),
               ('${templateTask}', '${p}', 'From a template', 'in_progress', '${u1}', '${u1}', '2026-01-02T09:00:00Z');
      INSERT INTO activity_events (project_id, actor_id, category, action, entity_type, entity_id, data, created_at) VALUES
        ('${p}', '${u1}', 'tasks', 'task_created', 'task', '${feedTask}', '{"title":"Fed","status":"todo"}', '2026-01-01T09:00:00Z'),
        ('${p}', '${u1}', 'tasks', 'task_updated', 'task', '${feedTask}', '{"title":"Fed","changes":{"assignee_id":{"from":"${u1}","to":"${u2}"}}}', '2026-01-01T10:00:00Z'),
        ('${p}', '${u2}', 'tasks', 'task_moved', 'task', '${feedTask}', '{"title":"Fed","changes":{"status":{"from":"todo","to":"done"},"position":{"from":1,"to":2}}}', '2026-01-03T10:00:00Z'),
        ('${p}', '${u1}', 'tasks', 'task_created', 'task', '${goneTask}', '{"title":"Gone","status":"todo"}', '2026-01-01T11:00:00Z'),
        ('${p}', '${u1}', 'tasks', 'task_deleted', 'task', '${goneTask}', '{"title":"Gone","status":"todo"}', '2026-01-04T11:00:00Z');
    `);
    await apply(db, BACKFILL);

    const { rows } = await db.query<{
      task_id: string;
      field: string;
      from_value: string | null;
      to_value: string | null;
      at: Date;
    }>(
      `SELECT task_id, field, from_value, to_value, at FROM task_history ORDER BY task_id, at, field`,
    );
    const of = (task: string) =>
      rows
        .filter((row) => row.task_id === task)
        .map((row) => [row.field, row.from_value, row.to_value, row.at.toISOString()]);
    expect(of(feedTask)).toEqual([
      ['assignee', null, u1, '2026-01-01T09:00:00.000Z'],
      ['created', null, 'todo', '2026-01-01T09:00:00.000Z'],
      ['assignee', u1, u2, '2026-01-01T10:00:00.000Z'],
      ['status', 'todo', 'done', '2026-01-03T10:00:00.000Z'],
    ]);
    expect(of(templateTask)).toEqual([
      ['assignee', null, u1, '2026-01-02T09:00:00.000Z'],
      ['created', null, 'in_progress', '2026-01-02T09:00:00.000Z'],
    ]);
    expect(of(goneTask)).toEqual([
      ['created', null, 'todo', '2026-01-01T11:00:00.000Z'],
      ['deleted', 'todo', null, '2026-01-04T11:00:00.000Z'],
    ]);
    await db.close();
  });
});
