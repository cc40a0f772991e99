import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { toProjectRole, type ProjectAccess } from '../../policies/project-policy.ts';
import { TASK_NOT_FOUND } from '../../policies/task-policy.ts';
import { presentTask, type TaskJson, type TaskRow } from '../../presenters/task.ts';

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

/** A project's tasks in board order, assignees joined: one statement however many tasks. */
export async function listProjectTasks(db: Db, access: ProjectAccess): Promise<TaskJson[]> {
  const rows = await db
    .select({ task: tasks, ...assigneeColumns })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(eq(tasks.projectId, access.projectId))
    .orderBy(...BOARD_ORDER);
  return rows.map((row) => presentTask(row.task, assigneeOf(row), access.role));
}

/** The caller's tasks with their role in each task's project, filtered by `where`. */
function selectVisibleTasks(db: Db, userId: string, where?: SQL) {
  return db
    .select({
      task: tasks,
      ...assigneeColumns,
      memberRole: projectMembers.role,
      ownerId: projects.ownerId,
    })
    .from(tasks)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, tasks.projectId), eq(projectMembers.userId, userId)),
    )
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(where);
}

/** Tasks of every project the caller is a member of, optionally of one project or assignee. */
export async function listMyTasks(
  db: Db,
  userId: string,
  filters: { projectId?: string; assigneeId?: string },
): Promise<TaskJson[]> {
  const rows = await selectVisibleTasks(
    db,
    userId,
    and(
      filters.projectId ? eq(tasks.projectId, filters.projectId) : undefined,
      filters.assigneeId ? eq(tasks.assigneeId, filters.assigneeId) : undefined,
    ),
  ).orderBy(...BOARD_ORDER);
  return rows.map((row) =>
    presentTask(
      row.task,
      assigneeOf(row),
      row.ownerId === userId ? 'owner' : toProjectRole(row.memberRole),
    ),
  );
}

/** One task with its assignee and the caller's standing in its project. */
export type LoadedTask = { task: TaskRow; json: TaskJson; access: ProjectAccess };

/**
 * Loads a task and the caller's membership of its project in one query. A task in a project
 * the caller is not in is as missing as one that does not exist: 404, never 403.
 */
export async function loadTask(db: Db, userId: string, taskId: string): Promise<LoadedTask> {
  const [row] = await selectVisibleTasks(db, userId, eq(tasks.id, taskId)).limit(1);
  if (!row) throw new NotFoundError(TASK_NOT_FOUND);
  const role = row.ownerId === userId ? 'owner' : toProjectRole(row.memberRole);
  return {
    task: row.task,
    json: presentTask(row.task, assigneeOf(row), role),
    access: { projectId: row.task.projectId, userId, ownerId: row.ownerId, role },
  };
}
