import { and, asc, count, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { MonthBounds } from '@crewline/shared/insights/months';
import type { TaskHistoryRow } from '@crewline/shared/insights/task-replay';
import type { ClosedSprint } from '@crewline/shared/insights/velocity';
import type { DueInput } from '@crewline/shared/domain/due-labels';
import { sprints } from '../../db/sprints-schema.ts';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/** The project settings every insight reads: its zone and when an open task counts as stalled. */
export type InsightSettings = { name: string; timeZone: string; stalledAfterDays: number };

/**
 * A project's whole task history in one query, in the order the replay applies it: by instant,
 * and within one change (one instant) in the order it was written, its creation first. The rows
 * come back already shaped as the replay reads them, the instant as epoch milliseconds: a large
 * project has tens of thousands of rows, and parsing a Date and mapping columns per row cost
 * more than reading them (an index-only scan of `task_history_replay_idx`).
 */
export async function loadProjectHistory(db: Db, projectId: string): Promise<TaskHistoryRow[]> {
  const result = await db.execute(sql`
    select task_id as "taskId", field, from_value as "from", to_value as "to",
      date_part('epoch', at) * 1000 as "at"
    from task_history where project_id = ${projectId}
    order by task_history.at, task_history.seq
  `);
  return result.rows as TaskHistoryRow[];
}

/** A task as it is now, for what the history does not hold (title, due date). */
export type CurrentTask = { id: string; title: string; status: string; dueDate: DueInput };

/** The project's tasks as they are now. */
export async function loadCurrentTasks(db: Db, projectId: string): Promise<CurrentTask[]> {
  return db
    .select({ id: tasks.id, title: tasks.title, status: tasks.status, dueDate: tasks.dueDate })
    .from(tasks)
    .where(eq(tasks.projectId, projectId));
}

/**
 * The current titles of some of the project's tasks (a chart's scope changes name theirs); a
 * deleted task has no row. Far fewer than the project's tasks, which a burndown read all of.
 */
export async function loadTaskTitles(
  db: Db,
  projectId: string,
  taskIds: readonly string[],
): Promise<{ id: string; title: string }[]> {
  if (taskIds.length === 0) return [];
  return db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(
      and(
        eq(tasks.projectId, projectId),
        // One array parameter, however many tasks a long window changed.
        sql`${tasks.id} = any(${`{${taskIds.join(',')}}`}::uuid[])`,
      ),
    );
}

/** A project member with their name and role. */
export type InsightMember = { userId: string; name: string; role: string; isOwner: boolean };

/** Every member of the project with their name, in joining order. */
export async function loadInsightMembers(db: Db, projectId: string): Promise<InsightMember[]> {
  return db
    .select({
      userId: projectMembers.userId,
      name: users.name,
      role: projectMembers.role,
      isOwner: sql<boolean>`${projects.ownerId} = ${projectMembers.userId}`,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.joinedAt), asc(projectMembers.userId));
}

/** Tasks per status of one project. */
export type StatusCountRow = { projectId: string; name: string; status: string | null; n: number };

/**
 * Tasks per (project, status) over every project the user belongs to, one statement; a project
 * with no tasks comes back once with a null status. The tasks are counted per (project, status)
 * before the join, so the join sees a few rows per project rather than every task (twice as
 * fast at 20,000 tasks).
 */
export async function loadStatusCounts(db: Db, userId: string): Promise<StatusCountRow[]> {
  const counted = db
    .select({ projectId: tasks.projectId, status: tasks.status, n: count().as('n') })
    .from(tasks)
    .where(inArray(tasks.projectId, projectsOf(db, userId)))
    .groupBy(tasks.projectId, tasks.status)
    .as('counted');
  return db
    .select({
      projectId: projects.id,
      name: projects.name,
      status: counted.status,
      n: sql<number>`coalesce(${counted.n}, 0)`.mapWith(Number),
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .leftJoin(counted, eq(counted.projectId, projects.id))
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projects.name), asc(projects.id));
}

/** The ids of the projects the user belongs to, as a subquery. */
function projectsOf(db: Db, userId: string) {
  return db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
}

// The stored statuses isTaskDone counts as finished.
const DONE_STATUSES = ['done', 'completed'];

/** Open tasks per assignee across the given projects. */
export type OpenByMemberRow = { userId: string; name: string; n: number };

/**
 * Open (not done) tasks per assignee over every project the user belongs to, one statement.
 * Only assignees who are still members of the task's project count, as on the workload panel.
 * Tasks are counted per (project, assignee) first, so the membership and name joins see at most
 * one row per pair rather than every task.
 */
export async function loadOpenTasksByMember(db: Db, userId: string): Promise<OpenByMemberRow[]> {
  const counted = db
    .select({ projectId: tasks.projectId, assigneeId: tasks.assigneeId, n: count().as('n') })
    .from(tasks)
    .where(
      and(
        inArray(tasks.projectId, projectsOf(db, userId)),
        notInArray(tasks.status, DONE_STATUSES),
        isNotNull(tasks.assigneeId),
      ),
    )
    .groupBy(tasks.projectId, tasks.assigneeId)
    .as('counted');
  const total = sql<number>`sum(${counted.n})::int`.mapWith(Number);
  return db
    .select({ userId: users.id, name: users.name, n: total })
    .from(counted)
    .innerJoin(
      projectMembers,
      and(
        eq(projectMembers.projectId, counted.projectId),
        eq(projectMembers.userId, counted.assigneeId),
      ),
    )
    .innerJoin(users, eq(users.id, counted.assigneeId))
    .groupBy(users.id, users.name)
    .orderBy(sql`sum(${counted.n}) desc`, asc(users.name), asc(users.id));
}

/** A project's closed sprints, earliest closed first, as velocity reads them. */
export async function loadClosedSprints(db: Db, projectId: string): Promise<ClosedSprint[]> {
  const rows = await db
    .select({ sprintId: sprints.id, closedAt: sprints.closedAt })
    .from(sprints)
    .where(and(eq(sprints.projectId, projectId), isNotNull(sprints.closedAt)))
    .orderBy(asc(sprints.closedAt), asc(sprints.id));
  return rows.map((row) => ({ sprintId: row.sprintId, closedAt: row.closedAt! }));
}

/** Month-over-month counts across the caller's projects: this month and last month. */
export type MonthCountsRow = {
  createdThis: number;
  createdLast: number;
  finishedThis: number;
  finishedLast: number;
  projectsThis: number;
  projectsLast: number;
};

/**
 * Tasks created, tasks finished and projects created this month and last month over every
 * project the user belongs to, in one statement. Creations are the history's `created` rows, so
 * a task deleted since still counts. A task counts as finished in the month of its latest move
 * into Done (a `created` row into Done, or a `status` row from a status that is not done), and
 * only while it still exists and is done, as velocity counts it: a task reopened since counts
 * nowhere. Only the two months' rows are read, through `task_history_project_at_idx`.
 */
export async function loadMonthCounts(
  db: Db,
  userId: string,
  bounds: MonthBounds,
): Promise<MonthCountsRow> {
  const last = new Date(bounds.lastMonthStart).toISOString();
  const current = new Date(bounds.thisMonthStart).toISOString();
  const next = new Date(bounds.nextMonthStart).toISOString();
  const done = sql.join(
    DONE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    with mine as (select project_id from project_members where user_id = ${userId}),
    created as (
      select h.at from task_history h
      where h.project_id in (select project_id from mine) and h.field = 'created'
        and h.at >= ${last}::timestamptz and h.at < ${next}::timestamptz
    ),
    finished as (
      select max(h.at) as at from task_history h
      join tasks t on t.id = h.task_id and t.status in (${done})
      where h.project_id in (select project_id from mine)
        and h.at >= ${last}::timestamptz and h.at < ${next}::timestamptz
        and h.field in ('created', 'status') and h.to_value in (${done})
        and (h.field = 'created' or h.from_value is null or h.from_value not in (${done}))
      group by h.task_id
    ),
    made as (
      select p.created_at as at from projects p join mine on mine.project_id = p.id
      where p.created_at >= ${last}::timestamptz and p.created_at < ${next}::timestamptz
    )
    select
      (select count(*) from created where at >= ${current}::timestamptz)::int as created_this,
      (select count(*) from created where at < ${current}::timestamptz)::int as created_last,
      (select count(*) from finished where at >= ${current}::timestamptz)::int as finished_this,
      (select count(*) from finished where at < ${current}::timestamptz)::int as finished_last,
      (select count(*) from made where at >= ${current}::timestamptz)::int as projects_this,
      (select count(*) from made where at < ${current}::timestamptz)::int as projects_last
  `);
  const row = result.rows[0] as Record<string, number | string | null> | undefined;
  const read = (key: string) => Number(row?.[key] ?? 0);
  return {
    createdThis: read('created_this'),
    createdLast: read('created_last'),
    finishedThis: read('finished_this'),
    finishedLast: read('finished_last'),
    projectsThis: read('projects_this'),
    projectsLast: read('projects_last'),
  };
}
