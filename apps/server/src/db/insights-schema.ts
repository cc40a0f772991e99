import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from './schema.ts';

/**
 * Append-only history of the task fields insights replay: one row per change, written in the
 * transaction of the change, never updated. `field` is `created` (to: the first status),
 * `status`, `assignee` (user ids), `sprint` (sprint ids; null: in no sprint), `estimate` (the
 * points as text, e.g. "0.5"; null: not estimated) or `deleted` (from: the last status). A task
 * created with a sprint or an estimate gets those rows right after its `created` row, at the same
 * instant; closing a sprint writes a `sprint` row for every task it moves on, and deleting one a
 * `sprint` row (to null) for every task it held. `seq` orders rows written at the same instant
 * (insertion order), so a replay reads `(at, seq)` as a total order. `task_id` has no foreign
 * key, so a deleted task keeps its rows; a deleted project takes its history with it.
 */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    taskId: uuid('task_id').notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Replays read a project's rows in (at, seq) order. Every column a replay reads is in the
    // key, so the read is an index-only scan: a project's rows are spread over the whole heap
    // (written as its tasks change, between every other project's), and visiting them cost a
    // 50,000-row project ~5x the read itself on PostgreSQL.
    index('task_history_replay_idx').on(
      t.projectId,
      t.at,
      t.seq,
      t.taskId,
      t.field,
      t.fromValue,
      t.toValue,
    ),
    // A process keeping a project's history reads only the rows above the highest `seq` it
    // holds: a few rows, found here rather than by filtering all of the project's rows.
    index('task_history_project_seq_idx').on(t.projectId, t.seq),
    // A task's own rows for its detail.
    index('task_history_task_at_idx').on(t.taskId, t.at, t.seq),
    // The overview's month over month reads only creations and moves into Done of two months.
    index('task_history_created_idx')
      .on(t.projectId, t.at)
      .where(sql`${t.field} = 'created'`),
    index('task_history_done_idx')
      .on(t.projectId, t.at, t.taskId, t.field, t.fromValue)
      .where(sql`${t.field} in ('created', 'status') and ${t.toValue} in ('done', 'completed')`),
  ],
);

/**
 * Moves with everything a project's insights show (its task history, its tasks' titles, due
 * dates, statuses and assignees, its sprints, its members, its zone, stalled threshold and
 * name), bumped by statement triggers in the writing transaction (migration 0035), so a chart
 * can be cached under (project, version, day) and a stale one is never served, whichever
 * process wrote. A row of its own, not a column of `projects`: task and sprint writes must not
 * queue behind the project row.
 */
export const projectInsightVersions = pgTable('project_insight_versions', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
