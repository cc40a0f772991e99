import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { TASK_NOT_FOUND } from './task-policy.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordTaskHistory } from '../insights/record-task-history.ts';
import { loadLinkedTaskRefs } from '../dependencies/dependency-queries.ts';

/** Deletes a task and records `task_deleted` (with its title, for the feed) in one transaction. */
export async function deleteTask(
  db: Db,
  options: { taskId: string; actorId: string; now: Date },
): Promise<void> {
  const { taskId, actorId, now } = options;
  await db.transaction(async (tx) => {
    // The delete cascades to the task's dependency links: the tasks at their other ends lose an
    // entry of `blocks` or `blocked_by`, and their viewers are told.
    const linked = await loadLinkedTaskRefs(tx, taskId);
    const [gone] = await tx.delete(tasks).where(eq(tasks.id, taskId)).returning({
      projectId: tasks.projectId,
      title: tasks.title,
      status: tasks.status,
      milestoneId: tasks.milestoneId,
    });
    // Deleted concurrently by someone else: the caller's delete did not happen.
    if (!gone) throw new NotFoundError(TASK_NOT_FOUND);
    afterCommit(
      tx,
      { t: 'task_deleted', p: gone.projectId, id: taskId },
      // Its milestone has one task fewer: progress and status may move.
      ...(gone.milestoneId
        ? [{ t: 'milestone_updated' as const, p: gone.projectId, id: gone.milestoneId }]
        : []),
    );
    for (const other of linked)
      afterCommit(tx, { t: 'task_updated', p: other.projectId, id: other.id });
    await recordTaskHistory(
      tx,
      [{ taskId, projectId: gone.projectId, field: 'deleted', from: gone.status, to: null }],
      { actorId, at: now },
    );
    await recordActivity(tx, {
      projectId: gone.projectId,
      actorId,
      category: 'tasks',
      action: 'task_deleted',
      entityType: 'task',
      entityId: taskId,
      data: { title: gone.title, status: gone.status },
      at: now,
    });
  });
}
