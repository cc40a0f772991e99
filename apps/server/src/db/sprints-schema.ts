import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { projects, users } from './schema.ts';

/**
 * A project's sprints: a named, inclusive range of calendar days (`start_date`..`end_date`) that
 * tasks are planned into (`tasks.sprint_id`). A sprint is open until `closed_at`; open sprints of
 * one project never overlap (checked by the commands under a per-project lock, since a closed
 * sprint may overlap anything and a range exclusion constraint would need btree_gist).
 * `tasks` refers to this table lazily (schema.ts), so the two files import each other.
 */
export const sprints = pgTable(
  'sprints',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    goal: text('goal').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // A project's sprints read in date order; the overlap check walks the same index.
    index('sprints_project_idx').on(t.projectId, t.startDate),
    check('sprints_dates_ordered_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
