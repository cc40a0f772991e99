import { and, eq, notInArray } from 'drizzle-orm';
import {
  SPRINT_ALREADY_CLOSED,
  SPRINT_NOT_FOUND,
  SPRINT_TARGET_NOT_OPEN,
} from '@crewline/shared/contracts/sprints';
import { sprints } from '../../db/sprints-schema.ts';
import { tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordTaskHistory } from '../insights/record-task-history.ts';
import type { SprintRow } from './sprint-presenter.ts';
import { lockProjectSprint } from './sprint-queries.ts';

// Statuses that count as finished (isTaskDone): such tasks stay in the sprint they were done in.
const FINISHED = ['done', 'completed'];

/**
 * Closes an open sprint (409 if already closed) and moves its unfinished tasks to `moveOpenTo`,
 * another open sprint of the project, or out of every sprint (null). Each move is a `sprint`
 * history row at the closing instant: scope removed from this sprint, added to the next.
 */
export async function closeSprint(
  db: Db,
  options: { sprintId: string; moveOpenTo: string | null; actorId: string; now: Date },
): Promise<{ sprint: SprintRow; movedTaskIds: string[] }> {
  const { sprintId, moveOpenTo, actorId, now } = options;
  return db.transaction(async (tx) => {
    // The sprint first, then the target, then the tasks: the order task writes lock them in.
    const [before] = await tx.select().from(sprints).where(eq(sprints.id, sprintId)).for('update');
    if (!before) throw new NotFoundError(SPRINT_NOT_FOUND);
    if (before.closedAt !== null) throw new ConflictError(SPRINT_ALREADY_CLOSED);
    if (moveOpenTo !== null) {
      const refuse = () =>
        new ValidationError(SPRINT_TARGET_NOT_OPEN, [
          { loc: ['body', 'move_open_to'], msg: SPRINT_TARGET_NOT_OPEN },
        ]);
      if (moveOpenTo === sprintId) throw refuse();
      const target = await lockProjectSprint(tx, before.projectId, moveOpenTo, 'move_open_to');
      if (target.closedAt !== null) throw refuse();
    }
    const [sprint] = await tx
      .update(sprints)
      .set({ closedAt: now })
      .where(eq(sprints.id, sprintId))
      .returning();
    const moved = await tx
      .update(tasks)
      .set({ sprintId: moveOpenTo, updatedAt: now })
      .where(and(eq(tasks.sprintId, sprintId), notInArray(tasks.status, FINISHED)))
      .returning({ id: tasks.id });
    const movedTaskIds = moved.map((task) => task.id).sort();
    await recordTaskHistory(
      tx,
      movedTaskIds.map((taskId) => ({
        taskId,
        projectId: before.projectId,
        field: 'sprint' as const,
        from: sprintId,
        to: moveOpenTo,
      })),
      { actorId, at: now },
    );
    afterCommit(
      tx,
      { t: 'sprints_changed', p: before.projectId, id: sprintId },
      ...movedTaskIds.map((id) => ({ t: 'task_updated' as const, p: before.projectId, id })),
    );
    return { sprint: sprint!, movedTaskIds };
  });
}
