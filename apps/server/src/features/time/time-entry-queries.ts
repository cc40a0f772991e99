import { and, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { TimeEntryJson, TimeEntryListQuery } from '@crewline/shared/contracts/time-entries';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { timeEntries } from '../../db/work-schema.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { toProjectRole } from '../projects/project-policy.ts';
import { TIME_ENTRY_NOT_FOUND, timeEntryAbilities } from './time-entry-policy.ts';
import { presentTimeEntry, type JoinedTimeEntry } from './time-entry-presenter.ts';

const DAY_MS = 86_400_000;
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** `start_date`: a day counts from its 00:00 UTC; a datetime as given. */
function lowerBound(value: string): Date {
  return new Date(DAY_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
}

/** `end_date`: a day counts up to the end of that UTC day (exclusive next midnight). */
function upperBound(value: string): { at: Date; inclusive: boolean } {
  if (DAY_ONLY.test(value)) {
    return { at: new Date(Date.parse(`${value}T00:00:00.000Z`) + DAY_MS), inclusive: false };
  }
  return { at: new Date(value), inclusive: true };
}

// Every list reads the same columns: the entry, its person's name, its task's title, and the
// caller's standing in its project (for `can`).
const columns = {
  entry: timeEntries,
  userName: users.name,
  taskTitle: tasks.title,
  ownerId: projects.ownerId,
  memberRole: projectMembers.role,
};

// Only entries of projects the caller is a member of are ever selected (the inner join).
function selectVisible(db: DbOrTx, callerId: string) {
  return db
    .select(columns)
    .from(timeEntries)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, timeEntries.projectId), eq(projectMembers.userId, callerId)),
    )
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId));
}

// Times as `Date.toISOString()` writes them (UTC, milliseconds, "Z"), so a list entry reads the
// same as one loaded through Drizzle.
function isoTime(column: AnyPgColumn) {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

// Each entry is built by the database as `[caller's role in its project, entry object]` and the
// page comes back as ONE JSON text: mapping 12 columns of 1,680 rows (a project's week) through
// Drizzle and the driver made the list's p99 0.5-0.9 s (bench/time-timesheet.mjs). Only `can`,
// which depends on the viewer, is added in Node.
function listTuple(callerId: string) {
  return sql`json_build_array(
  case when ${projects.ownerId} = ${callerId} then 'owner' else ${projectMembers.role} end,
  json_build_object(
    'id', ${timeEntries.id},
    'task_id', ${timeEntries.taskId},
    'task_title', case when ${timeEntries.taskId} is null then null else ${tasks.title} end,
    'project_id', ${timeEntries.projectId},
    'user_id', ${timeEntries.userId},
    'user_name', ${users.name},
    'start_time', ${isoTime(timeEntries.startTime)},
    'end_time', ${isoTime(timeEntries.endTime)},
    'duration_minutes', ${timeEntries.durationMinutes},
    'description', ${timeEntries.description},
    'billable', ${timeEntries.billable},
    'created', ${isoTime(timeEntries.createdAt)},
    'updated', ${isoTime(timeEntries.updatedAt)}))`;
}

type ListTuple = [role: string, entry: Omit<TimeEntryJson, 'can'>];

/** Entries the caller can see, filtered; newest start first. */
export async function listTimeEntries(
  db: Db,
  callerId: string,
  query: TimeEntryListQuery,
): Promise<TimeEntryJson[]> {
  const filters: SQL[] = [];
  if (query.project_id) filters.push(eq(timeEntries.projectId, query.project_id));
  if (query.task_id) filters.push(eq(timeEntries.taskId, query.task_id));
  if (query.user_id) filters.push(eq(timeEntries.userId, query.user_id));
  if (query.start_date) filters.push(gte(timeEntries.startTime, lowerBound(query.start_date)));
  if (query.end_date) {
    const { at, inclusive } = upperBound(query.end_date);
    filters.push(inclusive ? lte(timeEntries.startTime, at) : lt(timeEntries.startTime, at));
  }
  const tuple = listTuple(callerId);
  const [row] = await db
    .select({
      page: sql<
        string | null
      >`json_agg(${tuple} order by ${timeEntries.startTime} desc, ${timeEntries.id} desc)::text`,
    })
    .from(timeEntries)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, timeEntries.projectId), eq(projectMembers.userId, callerId)),
    )
    .innerJoin(projects, eq(projects.id, timeEntries.projectId))
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .where(and(...filters));
  if (!row?.page) return [];
  return (JSON.parse(row.page) as ListTuple[]).map(([role, entry]) => ({
    ...entry,
    can: timeEntryAbilities(toProjectRole(role), callerId, entry.user_id),
  }));
}

/** One entry the caller can see, else 404 (a missing entry and someone else's look the same). */
export async function loadTimeEntry(
  db: DbOrTx,
  callerId: string,
  entryId: string,
): Promise<{ row: JoinedTimeEntry; json: TimeEntryJson }> {
  const [row] = await selectVisible(db, callerId).where(eq(timeEntries.id, entryId)).limit(1);
  if (!row) throw new NotFoundError(TIME_ENTRY_NOT_FOUND);
  return { row, json: presentTimeEntry(row, callerId) };
}

/** The caller's running timer, if any. */
export async function loadRunningTimer(
  db: DbOrTx,
  callerId: string,
): Promise<TimeEntryJson | null> {
  const [row] = await selectVisible(db, callerId)
    .where(and(eq(timeEntries.userId, callerId), sql`${timeEntries.endTime} is null`))
    .limit(1);
  return row ? presentTimeEntry(row, callerId) : null;
}
