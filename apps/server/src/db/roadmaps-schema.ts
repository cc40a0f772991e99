import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { projects, tasks, users } from './schema.ts';

/**
 * A project's milestones: a named range of calendar days (`start_date`..`due_date`, in the
 * project's zone) that tasks are linked to (`tasks.milestone_id`, at most one each). Its status
 * is computed from those tasks unless `status_override` (on_track, at_risk, delayed, completed)
 * is set, always with a non-blank `status_override_reason`. `tasks` refers to this table lazily
 * (schema.ts), so the two files import each other.
 */
export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    statusOverride: text('status_override'),
    statusOverrideReason: text('status_override_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A project's milestones in date order (the list, the timeline, the calendar feed).
    index('milestones_project_idx').on(t.projectId, t.dueDate),
    check('milestones_dates_ordered_check', sql`${t.dueDate} >= ${t.startDate}`),
    check(
      'milestones_status_override_check',
      sql`${t.statusOverride} is null or (${t.statusOverride} in ('on_track', 'at_risk', 'delayed', 'completed') and length(btrim(${t.statusOverrideReason})) > 0)`,
    ),
  ],
);

/**
 * Finish-to-start links: `blocked_task_id` may not start before the day after
 * `blocker_task_id` is due. Tasks may be in different projects; a link never closes a cycle
 * (checked by the command under a lock, since a constraint cannot see paths).
 */
export const taskDependencies = pgTable(
  'task_dependencies',
  {
    blockerTaskId: uuid('blocker_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    blockedTaskId: uuid('blocked_task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerTaskId, t.blockedTaskId] }),
    // What blocks a task (the primary key serves what a task blocks).
    index('task_dependencies_blocked_idx').on(t.blockedTaskId),
    check('task_dependencies_not_self_check', sql`${t.blockerTaskId} <> ${t.blockedTaskId}`),
  ],
);

/**
 * Roadmaps across projects: a creator's ordered selection of milestones. `visibility` is
 * `private` (the creator alone) or `members` (the members of any project one of its milestones
 * belongs to); each viewer sees only the milestones of projects they are in.
 */
export const roadmaps = pgTable(
  'roadmaps',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibility: text('visibility').notNull().default('private'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('roadmaps_owner_idx').on(t.ownerId),
    check('roadmaps_visibility_check', sql`${t.visibility} in ('private', 'members')`),
  ],
);

/** The milestones of a roadmap, in the creator's order. */
export const roadmapMilestones = pgTable(
  'roadmap_milestones',
  {
    roadmapId: uuid('roadmap_id')
      .notNull()
      .references(() => roadmaps.id, { onDelete: 'cascade' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.roadmapId, t.milestoneId] }),
    // The roadmaps a milestone is on (who may see a `members` roadmap, live updates).
    index('roadmap_milestones_milestone_idx').on(t.milestoneId),
  ],
);

/**
 * A person's calendar feed: off until turned on. Only the SHA-256 of its secret token is kept
 * (the URL is shown once, when the token is issued); regenerating replaces the row's hash and
 * turning the feed off deletes the row, so an old URL finds nothing.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
