import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from './schema.ts';

/**
 * Append-only history of the task fields insights replay (status, assignee; sprint and estimate
 * join them with sprints): one row per change, written in the transaction of the change, never
 * updated. `field` is `created` (to: the first status), `status`, `assignee` (user ids),
 * `deleted` (from: the last status). `task_id` has no foreign key, so a deleted task keeps its
 * rows; a deleted project takes its history with it.
 */
export const taskHistory = pgTable(
  'task_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    // Replays read a project's rows in time order; a task's own rows for its detail.
    index('task_history_project_at_idx').on(t.projectId, t.at),
    index('task_history_task_at_idx').on(t.taskId, t.at),
  ],
);
