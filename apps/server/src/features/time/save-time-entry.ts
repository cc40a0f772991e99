import { timeEntryOverlap } from '@crewline/shared/contracts/rule-sentences';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  TIME_ENTRY_END_BEFORE_START,
  TIME_ENTRY_TOO_LONG,
  TIME_ENTRY_TASK_NOT_IN_PROJECT,
  TIME_ENTRY_USER_NOT_MEMBER,
  TIMER_ALREADY_RUNNING,
  TIMER_NOT_RUNNING,
  roundedDurationMinutes,
} from '@crewline/shared/contracts/time-entries';
import { TIME_ENTRY_MAX_DAYS } from '@crewline/shared/limits';
import { projectMembers, projects, tasks } from '../../db/schema.ts';
import { timeEntries } from '../../db/work-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';

type Row = typeof timeEntries.$inferSelect;

const DAY_MS = 86_400_000;

/** The span and fields an entry will have once saved. `end` null: a running timer. */
type TimeEntryDraft = {
  projectId: string;
  taskId: string | null;
  userId: string;
  start: Date;
  end: Date | null;
  description: string;
  billable: boolean;
};

function invalid(field: string, message: string): ValidationError {
  return new ValidationError(message, [{ loc: ['body', field], msg: message }]);
}

/**
 * Serialises every write of one person's time: the overlap check and the write that follows are
 * atomic against a concurrent request (two tabs, two devices) for the same person.
 */
async function lockPersonTime(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`time:${userId}`}, 0))`);
}

/** 422 unless the task (if any) belongs to the project and the person is one of its members. */
async function checkPlacement(tx: DbOrTx, draft: TimeEntryDraft): Promise<void> {
  if (draft.taskId) {
    const [task] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, draft.taskId), eq(tasks.projectId, draft.projectId)))
      .limit(1);
    if (!task) throw invalid('task_id', TIME_ENTRY_TASK_NOT_IN_PROJECT);
  }
  const [member] = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.projectId, draft.projectId), eq(projectMembers.userId, draft.userId)),
    )
    .limit(1);
  if (!member) throw invalid('user_id', TIME_ENTRY_USER_NOT_MEMBER);
}

/**
 * 422 naming the first of the person's other entries that shares time with the draft. Spans are
 * half-open [start, end): entries that only touch do not overlap; a running timer lasts until it
 * is stopped, so it reaches every later moment.
 */
async function checkNoOverlap(tx: DbOrTx, draft: TimeEntryDraft, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: timeEntries.id, start: timeEntries.startTime, end: timeEntries.endTime })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.userId, draft.userId),
        exceptId ? ne(timeEntries.id, exceptId) : undefined,
        draft.end ? lt(timeEntries.startTime, draft.end) : undefined,
        or(isNull(timeEntries.endTime), gt(timeEntries.endTime, draft.start)),
      ),
    )
    .orderBy(timeEntries.startTime)
    .limit(1);
  if (!clash) return;
  const message = timeEntryOverlap(clash.id, clash.start, clash.end);
  throw new ValidationError(message, [{ loc: ['body', 'start_time'], msg: message }]);
}

// `timesGiven`: the request sets a start or an end. An edit of only the description of an entry
// that grew long as a forgotten timer (stopping is never refused) is not held to the cap.
function checkSpan(draft: Pick<TimeEntryDraft, 'start' | 'end'>, timesGiven = true): void {
  if (!draft.end) return;
  const span = draft.end.getTime() - draft.start.getTime();
  if (span <= 0) throw invalid('end_time', TIME_ENTRY_END_BEFORE_START);
  if (timesGiven && span > TIME_ENTRY_MAX_DAYS * DAY_MS)
    throw invalid('end_time', TIME_ENTRY_TOO_LONG);
}

function values(draft: TimeEntryDraft) {
  return {
    projectId: draft.projectId,
    taskId: draft.taskId,
    userId: draft.userId,
    startTime: draft.start,
    endTime: draft.end,
    durationMinutes: draft.end
      ? roundedDurationMinutes(draft.start.getTime(), draft.end.getTime())
      : null,
    description: draft.description,
    billable: draft.billable,
  };
}

// Time changes go into the project's feed (entity `time_entry`) and reach the project's members
// as `time_entries_changed`, so every open timesheet, task time list and timer refreshes.
async function recordTime(
  tx: DbOrTx,
  entry: Row,
  action: 'time_logged' | 'time_updated' | 'time_deleted' | 'timer_started' | 'timer_stopped',
  actorId: string,
  at: Date,
): Promise<void> {
  await recordActivity(tx, {
    projectId: entry.projectId,
    actorId,
    category: 'project',
    action,
    entityType: 'time_entry',
    entityId: entry.id,
    data: { user_id: entry.userId, duration_minutes: entry.durationMinutes },
    at,
  });
  afterCommit(tx, {
    t: 'time_entries_changed',
    p: entry.projectId,
    id: entry.id,
    u: entry.userId,
    task: entry.taskId,
  });
}

/** The project's billable default, for a new entry whose request did not say. */
async function billableDefault(tx: DbOrTx, projectId: string): Promise<boolean> {
  const [project] = await tx
    .select({ billable: projects.billableByDefault })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return project?.billable ?? true;
}

/**
 * Saves a new entry (finished, or a running timer when `draft.end` is null). Without `billable`
 * it takes the project's default: a timer and a manual entry of one project start out alike.
 */
export async function createTimeEntry(
  db: Db,
  request: Omit<TimeEntryDraft, 'billable'> & { billable: boolean | undefined },
  actorId: string,
  now: Date,
): Promise<string> {
  checkSpan(request);
  return db.transaction(async (tx) => {
    const draft: TimeEntryDraft = {
      ...request,
      billable: request.billable ?? (await billableDefault(tx, request.projectId)),
    };
    await checkPlacement(tx, draft);
    await lockPersonTime(tx, draft.userId);
    if (!draft.end) {
      const [running] = await tx
        .select({ id: timeEntries.id })
        .from(timeEntries)
        .where(and(eq(timeEntries.userId, draft.userId), isNull(timeEntries.endTime)))
        .limit(1);
      if (running) throw new ConflictError(TIMER_ALREADY_RUNNING);
    }
    await checkNoOverlap(tx, draft);
    const [row] = await tx
      .insert(timeEntries)
      .values({ ...values(draft), createdAt: now, updatedAt: now })
      .returning();
    await recordTime(tx, row!, draft.end ? 'time_logged' : 'timer_started', actorId, now);
    return row!.id;
  });
}

/**
 * Rewrites an entry with `draft` (same person); re-checks placement, span and overlap.
 * `timesGiven`: whether the request changed the start or end (see checkSpan).
 */
export async function updateTimeEntry(
  db: Db,
  entryId: string,
  draft: TimeEntryDraft,
  actorId: string,
  now: Date,
  timesGiven = true,
): Promise<void> {
  checkSpan(draft, timesGiven);
  await db.transaction(async (tx) => {
    await checkPlacement(tx, draft);
    await lockPersonTime(tx, draft.userId);
    await checkNoOverlap(tx, draft, entryId);
    const [row] = await tx
      .update(timeEntries)
      .set({ ...values(draft), updatedAt: now })
      .where(eq(timeEntries.id, entryId))
      .returning();
    if (row) await recordTime(tx, row, 'time_updated', actorId, now);
  });
}

/** Stops the caller's running timer at `now`; 409 when none runs. Returns the entry's id. */
export async function stopTimer(db: Db, userId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    await lockPersonTime(tx, userId);
    const [running] = await tx
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, userId), isNull(timeEntries.endTime)))
      .limit(1);
    if (!running) throw new ConflictError(TIMER_NOT_RUNNING);
    // A clock never runs backwards past the start: a stop in the same instant is 0 minutes.
    const end = now.getTime() < running.startTime.getTime() ? running.startTime : now;
    const [row] = await tx
      .update(timeEntries)
      .set({
        endTime: end,
        durationMinutes: roundedDurationMinutes(running.startTime.getTime(), end.getTime()),
        updatedAt: now,
      })
      .where(eq(timeEntries.id, running.id))
      .returning();
    await recordTime(tx, row!, 'timer_stopped', userId, now);
    return row!.id;
  });
}

/** Deletes an entry (the caller was authorised by the route). */
export async function deleteTimeEntry(
  db: Db,
  entry: Row,
  actorId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(timeEntries).where(eq(timeEntries.id, entry.id));
    await recordTime(tx, entry, 'time_deleted', actorId, now);
  });
}
