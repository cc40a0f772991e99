import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TaskDependenciesJson } from '@crewline/shared/contracts/dependencies';
import { taskDependencies } from '../../db/roadmaps-schema.ts';
import { projects, tasks } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { presentLinkedTask, type LinkedTaskRow } from './dependency-presenter.ts';

/** Whether `userId` is a member (the owner included) of the task's project. */
function callerIsMember(userId: string) {
  // Spelled out: drizzle leaves columns unqualified in a single-table select, where
  // `project_id` inside this subquery would then mean the member row's own column.
  return sql<boolean>`exists (select 1 from project_members pm where pm.project_id = "tasks"."project_id" and pm.user_id = ${userId})`;
}

const linkedColumns = (userId: string) => ({
  id: tasks.id,
  title: tasks.title,
  status: tasks.status,
  projectId: tasks.projectId,
  projectName: projects.name,
  dueDate: tasks.dueDate,
  startDate: tasks.startDate,
  visible: callerIsMember(userId),
});

/** The tasks on one side of a task's links, in link order, each marked visible or not. */
async function linkedTasks(
  db: DbOrTx,
  userId: string,
  taskId: string,
  side: 'blocks' | 'blocked_by',
): Promise<LinkedTaskRow[]> {
  const [self, other] =
    side === 'blocks'
      ? [taskDependencies.blockerTaskId, taskDependencies.blockedTaskId]
      : [taskDependencies.blockedTaskId, taskDependencies.blockerTaskId];
  return db
    .select(linkedColumns(userId))
    .from(taskDependencies)
    .innerJoin(tasks, eq(tasks.id, other))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .where(eq(self, taskId))
    .orderBy(taskDependencies.createdAt, tasks.id);
}

/**
 * A task's links as the caller may see them: tasks of projects they are not in are counted,
 * never named, so a link reveals nothing of another team's work.
 */
export async function loadTaskDependencies(
  db: DbOrTx,
  userId: string,
  taskId: string,
): Promise<TaskDependenciesJson> {
  const [blocks, blockedBy] = await Promise.all([
    linkedTasks(db, userId, taskId, 'blocks'),
    linkedTasks(db, userId, taskId, 'blocked_by'),
  ]);
  const shown = (rows: LinkedTaskRow[]) => rows.filter((r) => r.visible).map(presentLinkedTask);
  const hidden = (rows: LinkedTaskRow[]) => rows.filter((r) => !r.visible).length;
  return {
    blocks: shown(blocks),
    blocked_by: shown(blockedBy),
    hidden_blocks: hidden(blocks),
    hidden_blocked_by: hidden(blockedBy),
  };
}

/** The titles of tasks and whether the caller may read each (for naming a cycle). */
export async function loadTaskTitles(
  db: DbOrTx,
  userId: string,
  taskIds: readonly string[],
): Promise<Map<string, { title: string; visible: boolean }>> {
  const rows = await db
    .select({ id: tasks.id, title: tasks.title, visible: callerIsMember(userId) })
    .from(tasks)
    .where(inArray(tasks.id, [...taskIds]));
  return new Map(rows.map((row) => [row.id, { title: row.title, visible: row.visible }]));
}

/**
 * The links reachable from `taskId` along "blocks": everything a new link into `taskId` could
 * close a cycle through. One recursive statement; `union` stops at tasks already reached.
 */
export async function loadReachableLinks(
  db: DbOrTx,
  taskId: string,
): Promise<{ blocker: string; blocked: string }[]> {
  const result = await db.execute(sql`
    with recursive reached(id) as (
      select ${taskId}::uuid
      union
      select l.blocked_task_id from task_dependencies l join reached r on l.blocker_task_id = r.id
    )
    select l.blocker_task_id as blocker, l.blocked_task_id as blocked
    from task_dependencies l join reached r on l.blocker_task_id = r.id`);
  return result.rows as { blocker: string; blocked: string }[];
}

/** The tasks linked to `taskId` either way, with their projects (whose boards show the link). */
export async function loadLinkedTaskRefs(
  db: DbOrTx,
  taskId: string,
): Promise<{ id: string; projectId: string }[]> {
  const other = sql`case when ${taskDependencies.blockerTaskId} = ${taskId} then ${taskDependencies.blockedTaskId} else ${taskDependencies.blockerTaskId} end`;
  return db
    .selectDistinct({ id: tasks.id, projectId: tasks.projectId })
    .from(taskDependencies)
    .innerJoin(tasks, eq(tasks.id, other))
    .where(
      sql`${taskDependencies.blockerTaskId} = ${taskId} or ${taskDependencies.blockedTaskId} = ${taskId}`,
    );
}

/** Whether the link blocker → blocked exists. */
export async function linkExists(db: DbOrTx, blocker: string, blocked: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(taskDependencies)
    .where(
      and(eq(taskDependencies.blockerTaskId, blocker), eq(taskDependencies.blockedTaskId, blocked)),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The tasks of other projects linked to a task of `projectId`: deleting the project deletes
 * those links, so their lists change and their viewers are told.
 */
export async function loadTasksLinkedIntoProject(
  db: DbOrTx,
  projectId: string,
): Promise<{ id: string; projectId: string }[]> {
  const result = await db.execute(sql`
    select distinct o.id, o.project_id as "projectId"
    from tasks s
    join task_dependencies l on s.id in (l.blocker_task_id, l.blocked_task_id)
    join tasks o on o.id = case when l.blocker_task_id = s.id then l.blocked_task_id else l.blocker_task_id end
    where s.project_id = ${projectId} and o.project_id <> ${projectId}`);
  return result.rows as { id: string; projectId: string }[];
}
