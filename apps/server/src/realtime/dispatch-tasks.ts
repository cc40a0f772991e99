import { eq } from 'drizzle-orm';
import type { ProjectVersions } from '@crewline/shared';
import { projects, tasks, users } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { presentTask } from '../presenters/task.ts';
import { projectRoom } from './connections.ts';
import type { DispatchContext } from './dispatch.ts';
import type { Envelope } from './envelopes.ts';
import { sendPerRole, sendToAll } from './fan-out.ts';

type TaskEnvelope = Extract<Envelope, { t: 'task_created' | 'task_updated' | 'task_deleted' }>;

/** A project's cache versions; undefined when the project is gone. */
export async function loadVersions(
  db: Db,
  projectId: string,
): Promise<ProjectVersions | undefined> {
  const [row] = await db
    .select({ tasks_version: projects.tasksVersion, card_version: projects.cardVersion })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row;
}

/** Task events go to the project's room, presented per role with the project's versions. */
export async function dispatchTask(ctx: DispatchContext, envelope: TaskEnvelope): Promise<void> {
  const room = ctx.registry.inRoom(projectRoom(envelope.p));
  if (room.size === 0) return;
  if (envelope.t === 'task_deleted') {
    const versions = await loadVersions(ctx.db, envelope.p);
    if (!versions) return;
    sendToAll(room, {
      type: 'task_deleted',
      projectId: envelope.p,
      task_id: envelope.id,
      ...versions,
    });
    return;
  }
  // One query: the task as it is now, its assignee and the project's versions. A task already
  // deleted again sends nothing: its task_deleted follows.
  const [row] = await ctx.db
    .select({
      task: tasks,
      assigneeName: users.name,
      assigneeAvatar: users.avatar,
      tasksVersion: projects.tasksVersion,
      cardVersion: projects.cardVersion,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(eq(tasks.id, envelope.id))
    .limit(1);
  if (!row || row.task.projectId !== envelope.p) return;
  const assignee =
    row.task.assigneeId && row.assigneeName !== null
      ? { id: row.task.assigneeId, name: row.assigneeName, avatar: row.assigneeAvatar }
      : null;
  sendPerRole(room, envelope.p, (role) => ({
    type: envelope.t as 'task_created' | 'task_updated',
    projectId: envelope.p,
    task: presentTask(row.task, assignee, role),
    tasks_version: row.tasksVersion,
    card_version: row.cardVersion,
  }));
}
