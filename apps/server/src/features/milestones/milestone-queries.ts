import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MILESTONE_NOT_FOUND, MILESTONE_UNKNOWN } from '@crewline/shared/contracts/milestones';
import { calendarDayIn, todayFor, type CalendarDay } from '@crewline/shared/domain/calendar-day';
import type { MilestoneWork } from '@crewline/shared/roadmaps/milestone-status';
import { milestones } from '../../db/roadmaps-schema.ts';
import { projects, tasks } from '../../db/schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import {
  loadProjectAccess,
  PROJECT_NOT_FOUND,
  type ProjectAccess,
} from '../projects/project-policy.ts';
import type { MilestoneRow, MilestoneWithWork } from './milestone-presenter.ts';

/** The figures of a milestone no task is linked to. */
export const NO_MILESTONE_WORK: MilestoneWork = {
  total: 0,
  done: 0,
  estimated: 0,
  points: 0,
  donePoints: 0,
  earliestOpenDueDay: null,
};

/** Today in the project's time zone (a milestone's days and its tasks' due days are read there). */
export async function loadProjectToday(
  db: DbOrTx,
  projectId: string,
  now: Date,
): Promise<{ timeZone: string; today: CalendarDay }> {
  const [row] = await db
    .select({ timeZone: projects.timeZone })
    .from(projects)
    .where(eq(projects.id, projectId));
  // Deleted since the access check.
  if (!row) throw new NotFoundError(PROJECT_NOT_FOUND);
  return { timeZone: row.timeZone, today: todayFor({ now, timeZone: row.timeZone }) };
}

/**
 * The linked tasks' figures of each milestone, in one grouped query whatever their number. The
 * earliest open due instant is read as a day in `timeZone` (the minimum instant falls on the
 * minimum day).
 */
export async function loadMilestoneWork(
  db: DbOrTx,
  milestoneIds: readonly string[],
  timeZone: string,
): Promise<Map<string, MilestoneWork>> {
  const byId = new Map<string, MilestoneWork>();
  if (milestoneIds.length === 0) return byId;
  const isDone = sql`${tasks.status} = 'done'`;
  const rows = await db
    .select({
      milestoneId: tasks.milestoneId,
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${isDone}))::int`,
      estimated: sql<number>`count(${tasks.estimate})::int`,
      points: sql<number>`coalesce(sum(${tasks.estimate}), 0)::float8`,
      donePoints: sql<number>`coalesce(sum(${tasks.estimate}) filter (where ${isDone}), 0)::float8`,
      earliestOpenDue: sql<
        number | null
      >`(extract(epoch from min(${tasks.dueDate}) filter (where not (${isDone}))) * 1000)::float8`,
    })
    .from(tasks)
    .where(inArray(tasks.milestoneId, [...milestoneIds]))
    .groupBy(tasks.milestoneId);
  for (const row of rows) {
    if (!row.milestoneId) continue;
    byId.set(row.milestoneId, {
      total: Number(row.total),
      done: Number(row.done),
      estimated: Number(row.estimated),
      points: Number(row.points),
      donePoints: Number(row.donePoints),
      earliestOpenDueDay:
        row.earliestOpenDue === null
          ? null
          : calendarDayIn(new Date(Number(row.earliestOpenDue)), timeZone),
    });
  }
  return byId;
}

/** Pairs milestone rows with their work (none linked: zeros). */
export async function withWork(
  db: DbOrTx,
  rows: readonly MilestoneRow[],
  timeZone: string,
): Promise<MilestoneWithWork[]> {
  const work = await loadMilestoneWork(
    db,
    rows.map((row) => row.id),
    timeZone,
  );
  return rows.map((row) => ({ row, work: work.get(row.id) ?? NO_MILESTONE_WORK }));
}

/** A project's milestones, earliest due first (ties: earliest start, then created first). */
export async function listMilestoneRows(db: DbOrTx, projectId: string): Promise<MilestoneRow[]> {
  return db
    .select()
    .from(milestones)
    .where(eq(milestones.projectId, projectId))
    .orderBy(
      asc(milestones.dueDate),
      asc(milestones.startDate),
      asc(milestones.createdAt),
      asc(milestones.id),
    );
}

/** One milestone row as it is now, or undefined when it is gone. */
export async function findMilestoneRow(
  db: DbOrTx,
  milestoneId: string,
): Promise<MilestoneRow | undefined> {
  const [row] = await db.select().from(milestones).where(eq(milestones.id, milestoneId));
  return row;
}

/**
 * A milestone with the caller's standing in its project. A missing milestone and one of a
 * project the caller is not in are the same 404, so existence never leaks.
 */
export async function loadMilestone(
  db: Db,
  userId: string,
  milestoneId: string,
): Promise<{ milestone: MilestoneRow; access: ProjectAccess }> {
  const milestone = await findMilestoneRow(db, milestoneId);
  if (!milestone) throw new NotFoundError(MILESTONE_NOT_FOUND);
  try {
    return { milestone, access: await loadProjectAccess(db, milestone.projectId, userId) };
  } catch (error) {
    if (error instanceof NotFoundError) throw new NotFoundError(MILESTONE_NOT_FOUND);
    throw error;
  }
}

/**
 * The milestone a task names (`milestone_id`), share-locked until the transaction ends so it
 * cannot be deleted under the write. One that does not exist or belongs to another project is a
 * 422 on `field`.
 */
export async function lockProjectMilestone(
  tx: DbOrTx,
  projectId: string,
  milestoneId: string,
  field: string,
): Promise<MilestoneRow> {
  const [row] = await tx
    .select()
    .from(milestones)
    .where(and(eq(milestones.id, milestoneId), eq(milestones.projectId, projectId)))
    .for('share');
  if (!row) {
    throw new ValidationError(MILESTONE_UNKNOWN, [
      { loc: ['body', field], msg: MILESTONE_UNKNOWN },
    ]);
  }
  return row;
}
