import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { projects, tasks, users } from './schema.ts';

/**
 * Time entries: a span of someone's work on a project, optionally on a task. An entry
 * without `end_time` is that person's running timer (at most one, by the partial unique index).
 * `duration_minutes` is kept with the span, rounded to the nearest minute.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    durationMinutes: integer('duration_minutes'),
    description: text('description').notNull().default(''),
    billable: boolean('billable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_project_idx').on(t.projectId, t.startTime),
    index('time_entries_user_idx').on(t.userId, t.startTime),
    index('time_entries_task_idx').on(t.taskId),
    uniqueIndex('time_entries_one_running_unique')
      .on(t.userId)
      .where(sql`${t.endTime} is null`),
  ],
);

/**
 * Project files and folders. A folder is a row with `file_type = 'folder'` and no
 * versions; `parent_id` is a folder of the same project (null: the project's root).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => files.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    fileType: text('file_type').notNull(),
    comment: text('comment').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A folder's listing in its order (folders first, then by name without case in the "C"
    // collation, then id): a page is one walk of this index from the cursor, with no sort.
    index('files_listing_idx').on(
      t.projectId,
      t.parentId,
      sql`(${t.fileType} <> 'folder')`,
      sql`(lower(${t.name}) collate "C")`,
      t.id,
    ),
    index('files_parent_idx').on(t.parentId),
  ],
);

/**
 * The versions of a file, numbered 1, 2, 3… per file; the bytes live in the storage service
 * under `storage_key`. `project_id` is copied from the file so a project's storage use (its
 * quota) is one indexed sum.
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    versionNumber: integer('version_number').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    comment: text('comment').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('file_versions_number_unique').on(t.fileId, t.versionNumber),
    index('file_versions_project_idx').on(t.projectId),
  ],
);

/**
 * Availability of a resource: hours per weekday within a date window (by default 8 h Monday to
 * Friday, for 90 days). A null bound leaves the window open on that side.
 */
export type ResourceAvailability = {
  hours_per_day: Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', number>;
  start_date: string | null;
  end_date: string | null;
};

/** A project's resources (people, equipment, rooms) with their availability. */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    availability: jsonb('availability').$type<ResourceAvailability>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('resources_project_idx').on(t.projectId)],
);

/** Hours of a resource booked per day over an inclusive date range. */
export const allocations = pgTable(
  'allocations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    resourceId: uuid('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hoursPerDay: doublePrecision('hours_per_day').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('allocations_resource_idx').on(t.resourceId, t.startDate)],
);

/**
 * Moves with everything a project's timesheet shows (its time entries and its members), bumped
 * by statement triggers (migration 0022), so a summed week can be cached under (project,
 * version) and a stale sheet is never served, whichever process wrote. A row of its own, not a
 * column of `projects`: logging time must not queue behind the project row that task writes lock.
 */
export const projectTimeVersions = pgTable('project_time_versions', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Moves with everything a project's file listings show (its files and their versions), bumped
 * by statement triggers (migration 0023), so a listing page can be cached under (project,
 * version, caller) and a stale page is never served, whichever process wrote.
 */
export const projectFileListVersions = pgTable('project_file_list_versions', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
