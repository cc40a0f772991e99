import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NO_SPRINT } from '@crewline/shared/contracts/tasks';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { toProjectRole, type ProjectAccess } from '../projects/project-policy.ts';
import { TASK_NOT_FOUND } from './task-policy.ts';
import { presentTask, type TaskJson, type TaskRow } from './task-presenter.ts';
import {
  parseProjectLinks,
  parseTaskLinks,
  projectLinksColumn,
  taskLinksColumn,
} from '../dependencies/dependency-link-query.ts';

// Board order: columns left to right, then position; created_at and id make ties stable.
const BOARD_ORDER = [
  sql`case ${tasks.status} when 'todo' then 0 when 'in_progress' then 1 when 'in_review' then 2 else 3 end`,
  asc(tasks.position),
  asc(tasks.createdAt),
  asc(tasks.id),
];

const assigneeColumns = { assigneeName: users.name, assigneeAvatar: users.avatar };

type Joined = { task: TaskRow; assigneeName: string | null; assigneeAvatar: string | null };

/** The assignee of a joined row, or null when there is none (or the account is gone). */
function assigneeOf({ task, assigneeName, assigneeAvatar }: Joined) {
  return task.assigneeId && assigneeName !== null
    ? { id: task.assigneeId, name: assigneeName, avatar: assigneeAvatar }
    : null;
}

// Lists come back as ONE row holding a JSON array of tuples: PGlite pays a per-row transfer
// cost that made a 500-task board ~3x slower as 500 rows (measured: ~18 ms vs ~5 ms).
const TASK_TUPLE = sql`json_build_array(${tasks.id}, ${tasks.projectId}, ${tasks.title}, ${tasks.description}, ${tasks.status}, ${tasks.priority}, ${tasks.dueDate}, ${tasks.assigneeId}, ${tasks.position}, ${tasks.createdBy}, ${tasks.createdFromMessageId}, ${tasks.createdAt}, ${tasks.updatedAt}, ${users.name}, ${users.avatar}, ${tasks.sprintId}, ${tasks.estimate}, ${tasks.startDate}, ${tasks.milestoneId})`;

type TaskTuple = [
  id: string,
  projectId: string,
  title: string,
  description: string,
  status: string,
  priority: string,
  dueDate: string | null,
  assigneeId: string | null,
  position: number,
  createdBy: string | null,
  createdFromMessageId: string | null,
  createdAt: string,
  updatedAt: string,
  assigneeName: string | null,
  assigneeAvatar: string | null,
  sprintId: string | null,
  estimate: number | null,
  startDate: string | null,
  milestoneId: string | null,
];

/** Aggregates `tuple` over the selected rows in board order, as JSON text (parsed by us). */
function aggregate(tuple: SQL) {
  return sql<string | null>`json_agg(${tuple} order by ${sql.join(BOARD_ORDER, sql`, `)})::text`;
}

/** Turns a tuple back into the row and assignee the presenter takes. */
function fromTuple(tuple: TaskTuple): Joined {
  const [id, projectId, title, description, status, priority, dueDate, assigneeId, position] =
    tuple;
  const [createdBy, createdFromMessageId, createdAt, updatedAt, assigneeName, assigneeAvatar] =
    tuple.slice(9) as [string | null, string | null, string, string, string | null, string | null];
  const [sprintId, estimate, startDate, milestoneId] = tuple.slice(15) as [
    string | null,
    number | null,
    string | null,
    string | null,
  ];
  return {
    task: {
      id,
      projectId,
      title,
      description,
      status,
      priority,
      dueDate: dueDate === null ? null : new Date(dueDate),
      assigneeId,
      position,
      createdBy,
      createdFromMessageId,
      sprintId,
      estimate,
      startDate,
      milestoneId,
      createdAt: new Date(createdAt),
      updatedAt: new Date(updatedAt),
    },
    assigneeName,
    assigneeAvatar,
  };
}

/**
 * The project's board version: database triggers bump it with every task write and every
 * rename of an assignee, in the writing transaction.
 */
export async function loadTasksVersion(db: Db, projectId: string): Promise<number> {
  const [row] = await db
    .select({ version: projects.tasksVersion })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row?.version ?? 0;
}

/**
 * A project's tasks in board order, assignees and dependency links joined: one statement however
 * many tasks.
 */
export async function listProjectTasks(db: Db, access: ProjectAccess): Promise<TaskJson[]> {
  const [result] = await db
    .select({ list: aggregate(TASK_TUPLE), links: projectLinksColumn(access.projectId) })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(eq(tasks.projectId, access.projectId));
  const tuples = JSON.parse(result?.list ?? '[]') as TaskTuple[];
  const links = parseProjectLinks(result?.links);
  return tuples.map((tuple) => {
    const row = fromTuple(tuple);
    return presentTask(row.task, assigneeOf(row), access.role, links.get(row.task.id));
  });
}

/** A task's links as a list row carries them: `[blocks, blocked_by]`. */
type Links = [blocks: string[], blockedBy: string[]];

/** Joins a task to the caller's member row of its project: no row, not the caller's task. */
function callerMembership(userId: string) {
  return and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId));
}

/** The caller's role in a project from its owner and their member row. */
function roleOf(userId: string, ownerId: string, memberRole: string) {
  return ownerId === userId ? 'owner' : toProjectRole(memberRole);
}

/** The condition of a sprint filter: a sprint's tasks, or (`none`) the tasks in no sprint. */
function inSprint(sprintId: string | undefined): SQL | undefined {
  if (sprintId === undefined) return undefined;
  return sprintId === NO_SPRINT ? isNull(tasks.sprintId) : eq(tasks.sprintId, sprintId);
}

/**
 * Tasks of every project the caller is a member of, optionally of one project, assignee or
 * sprint (`none`: in no sprint).
 */
export async function listMyTasks(
  db: Db,
  userId: string,
  filters: { projectId?: string; assigneeId?: string; sprintId?: string },
): Promise<TaskJson[]> {
  const tuple = sql`json_build_array(${TASK_TUPLE}, ${projectMembers.role}, ${projects.ownerId}, ${taskLinksColumn(tasks.id)}::json)`;
  const [result] = await db
    .select({ list: aggregate(tuple) })
    .from(tasks)
    .innerJoin(projectMembers, callerMembership(userId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(
      and(
        filters.projectId ? eq(tasks.projectId, filters.projectId) : undefined,
        filters.assigneeId ? eq(tasks.assigneeId, filters.assigneeId) : undefined,
        inSprint(filters.sprintId),
      ),
    );
  const tuples = JSON.parse(result?.list ?? '[]') as [TaskTuple, string, string, Links][];
  return tuples.map(([taskTuple, memberRole, ownerId, [blocks, blockedBy]]) => {
    const row = fromTuple(taskTuple);
    const role = roleOf(userId, ownerId, memberRole);
    return presentTask(row.task, assigneeOf(row), role, { blocks, blockedBy });
  });
}

/** One task with its assignee and the caller's standing in its project. */
export type LoadedTask = { task: TaskRow; json: TaskJson; access: ProjectAccess };

/**
 * Loads a task and the caller's membership of its project in one query. A task in a project
 * the caller is not in is as missing as one that does not exist: 404, never 403.
 */
export async function loadTask(db: Db, userId: string, taskId: string): Promise<LoadedTask> {
  const [row] = await db
    .select({
      task: tasks,
      ...assigneeColumns,
      memberRole: projectMembers.role,
      ownerId: projects.ownerId,
      links: taskLinksColumn(tasks.id),
    })
    .from(tasks)
    .innerJoin(projectMembers, callerMembership(userId))
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(eq(tasks.id, taskId))
    .limit(1);
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  const role = roleOf(userId, row.ownerId, row.memberRole);
  return {
    task: row.task,
    json: presentTask(row.task, assigneeOf(row), role, parseTaskLinks(row.links)),
    access: { projectId: row.task.projectId, userId, ownerId: row.ownerId, role },
  };
}
