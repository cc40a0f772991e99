import { eq } from 'drizzle-orm';
import {
  SCHEDULE_TASK_UNKNOWN,
  type ScheduleChangeBody,
  type SchedulePreviewJson,
} from '@crewline/shared/contracts/schedule';
import type { TaskActivityChanges } from '@crewline/shared/contracts/project-responses';
import { shiftDueDate } from '@crewline/shared/roadmaps/shift-due';
import { tasks } from '../../db/schema.ts';
import { milestones } from '../../db/roadmaps-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ForbiddenError, ValidationError } from '../../errors.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import {
  loadScheduleGraph,
  lockSchedules,
  type GraphTask,
  type ScheduleGraph,
} from './schedule-queries.ts';
import { planSchedule } from './schedule-plan.ts';
import { forbiddenMovesMessage, presentPlan, resolveMoves } from './schedule-presenter.ts';

/** 422 unless the changed task is a task of the project in the path. */
function refuseForeignTask(graph: ScheduleGraph, projectId: string, taskId: string): void {
  const root = graph.tasks.find((task) => task.id === taskId);
  if (root?.projectId === projectId) return;
  throw new ValidationError(SCHEDULE_TASK_UNKNOWN, [
    { loc: ['body', 'task_id'], msg: SCHEDULE_TASK_UNKNOWN },
  ]);
}

/** What a change of one task's days would move, as the caller may see it. Writes nothing. */
export async function previewSchedule(
  db: DbOrTx,
  options: { projectId: string; userId: string; change: ScheduleChangeBody },
): Promise<SchedulePreviewJson> {
  const { projectId, userId, change } = options;
  const graph = await loadScheduleGraph(db, { taskId: change.task_id, userId, lock: false });
  refuseForeignTask(graph, projectId, change.task_id);
  const plan = planSchedule(graph, change);
  return presentPlan(resolveMoves(graph, plan), plan);
}

/**
 * Applies a change of one task's days and everything it moves, in one transaction: the plan is
 * computed again under the schedule lock with the rows locked, so it is the preview's plan for
 * the state it is applied to. Every move needs the caller's edit right (403 naming the refused
 * ones). Each moved task is recorded as a task edit and pushed live after commit.
 */
export async function applySchedule(
  db: Db,
  options: { projectId: string; userId: string; change: ScheduleChangeBody; now: Date },
): Promise<SchedulePreviewJson> {
  const { projectId, userId, change, now } = options;
  return db.transaction(async (tx) => {
    await lockSchedules(tx);
    const graph = await loadScheduleGraph(tx, { taskId: change.task_id, userId, lock: true });
    refuseForeignTask(graph, projectId, change.task_id);
    const plan = planSchedule(graph, change);
    const moves = resolveMoves(graph, plan);
    const refused = forbiddenMovesMessage(moves);
    if (refused !== null) throw new ForbiddenError(refused);

    const taskById = new Map(graph.tasks.map((task) => [task.id, task]));
    for (const move of moves) {
      if (move.kind === 'task') {
        await moveTask(tx, taskById.get(move.id)!, move.to, { userId, now });
      } else {
        await tx
          .update(milestones)
          .set({ startDate: move.to.start_day!, dueDate: move.to.due_day!, updatedAt: now })
          .where(eq(milestones.id, move.id));
        afterCommit(tx, { t: 'milestone_updated', p: move.entity.projectId, id: move.id });
      }
    }
    return presentPlan(moves, plan);
  });
}

/** Writes one task's new days and records the edit as `PUT /api/tasks/{id}` would. */
async function moveTask(
  tx: DbOrTx,
  task: GraphTask,
  to: { start_day: string | null; due_day: string | null },
  by: { userId: string; now: Date },
): Promise<void> {
  const dueDate = shiftDueDate(task.dueDate, to.due_day!, task.timeZone);
  const changes: TaskActivityChanges = {};
  if (dueDate.getTime() !== task.dueDate?.getTime()) {
    changes.due_date = { from: task.dueDate?.toISOString() ?? null, to: dueDate.toISOString() };
  }
  if (to.start_day !== task.startDate) {
    changes.start_date = { from: task.startDate, to: to.start_day };
  }
  await tx
    .update(tasks)
    .set({ startDate: to.start_day, dueDate, updatedAt: by.now })
    .where(eq(tasks.id, task.id));
  afterCommit(tx, { t: 'task_updated', p: task.projectId, id: task.id });
  // Due dates and start dates are not replayed by insights, so no task_history row is written.
  await recordActivity(tx, {
    projectId: task.projectId,
    actorId: by.userId,
    category: 'tasks',
    action: 'task_updated',
    entityType: 'task',
    entityId: task.id,
    data: { title: task.title, changes },
    at: by.now,
  });
}
