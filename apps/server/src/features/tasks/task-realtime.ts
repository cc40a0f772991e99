import { eq } from 'drizzle-orm';
import type { ProjectVersions } from '@crewline/shared/realtime/server-frames';
import { projects } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { presentTask } from './task-presenter.ts';
import { projectRoom } from '../../realtime/connections.ts';
import type { DispatchContext } from '../../realtime/dispatch.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { sendPerRole, sendToAll } from '../../realtime/fan-out.ts';

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
  // The task as it is now, its assignee and the project's versions (batched with the other
  // task events of this turn). A task already deleted again sends nothing: its task_deleted follows.
  const snapshot = await ctx.loaders.task.load(envelope.id);
  if (!snapshot || snapshot.row.projectId !== envelope.p) return;
  sendPerRole(room, envelope.p, (role) => ({
    type: envelope.t as 'task_created' | 'task_updated',
    projectId: envelope.p,
    task: presentTask(snapshot.row, snapshot.assignee, role, snapshot.links),
    tasks_version: snapshot.tasksVersion,
    card_version: snapshot.cardVersion,
  }));
}
