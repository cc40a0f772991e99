import { eq } from 'drizzle-orm';
import { SPRINT_NOT_FOUND } from '@crewline/shared/contracts/sprints';
import { sprints } from '../../db/sprints-schema.ts';
import { tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordTaskHistory } from '../insights/record-task-history.ts';

/**
 * Deletes a sprint. Its tasks stay, in no sprint: they are taken out explicitly (a `sprint`
 * history row each, and a task_updated for open boards) rather than left to the foreign key,
 * which would unplan them silently.
 */
export async function deleteSprint(
  db: Db,
  options: { sprintId: string; actorId: string; now: Date },
): Promise<void> {
  const { sprintId, actorId, now } = options;
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sprints).where(eq(sprints.id, sprintId)).for('update');
    if (!before) throw new NotFoundError(SPRINT_NOT_FOUND);
    const unplanned = await tx
      .update(tasks)
      .set({ sprintId: null, updatedAt: now })
      .where(eq(tasks.sprintId, sprintId))
      .returning({ id: tasks.id });
    const taskIds = unplanned.map((task) => task.id).sort();
    await recordTaskHistory(
      tx,
      taskIds.map((taskId) => ({
        taskId,
        projectId: before.projectId,
        field: 'sprint' as const,
        from: sprintId,
        to: null,
      })),
      { actorId, at: now },
    );
    await tx.delete(sprints).where(eq(sprints.id, sprintId));
    afterCommit(
      tx,
      { t: 'sprints_changed', p: before.projectId, id: sprintId },
      ...taskIds.map((id) => ({ t: 'task_updated' as const, p: before.projectId, id })),
    );
  });
}
