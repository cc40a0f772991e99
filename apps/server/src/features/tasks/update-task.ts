import { eq, type SQL } from 'drizzle-orm';
import type { TaskActivityChanges } from '@crewline/shared/contracts/project-responses';
import type { TaskUpdateBody } from '@crewline/shared/contracts/tasks';
import { tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError, ValidationError } from '../../errors.ts';
import { toDueDate } from '../projects/create-project.ts';
import { TASK_NOT_FOUND } from './task-policy.ts';
import { loadAssignee, refuseObserver } from './load-assignee.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { endOfColumn, rebalanceIfCrowded } from './task-position.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { notifyEvent } from '../notifications/notification-events.ts';
import {
  estimateText,
  recordTaskHistory,
  type TaskHistoryChange,
} from '../insights/record-task-history.ts';
import { lockProjectSprint } from '../sprints/sprint-queries.ts';
import { lockProjectMilestone } from '../milestones/milestone-queries.ts';
import { refuseStartAfterDue } from './task-dates.ts';

/** The changes insights replay (status, assignee, sprint, estimate), as task history rows. */
function historyOf(
  taskId: string,
  projectId: string,
  changes: TaskActivityChanges,
): TaskHistoryChange[] {
  const rows: TaskHistoryChange[] = [];
  if (changes.status) rows.push({ taskId, projectId, field: 'status', ...changes.status });
  if (changes.assignee_id) {
    rows.push({ taskId, projectId, field: 'assignee', ...changes.assignee_id });
  }
  if (changes.sprint_id) rows.push({ taskId, projectId, field: 'sprint', ...changes.sprint_id });
  if (changes.estimate) {
    const { from, to } = changes.estimate;
    rows.push({
      taskId,
      projectId,
      field: 'estimate',
      from: estimateText(from),
      to: estimateText(to),
    });
  }
  return rows;
}

/**
 * The milestones whose status or progress a task edit may have moved: the one it left and the
 * one it joined, or the one it stays in when its status, due date or estimate changed.
 */
function milestonesMoved(
  before: { milestoneId: string | null },
  changes: TaskActivityChanges,
): string[] {
  const ids = new Set<string>();
  if (changes.milestone_id) {
    if (changes.milestone_id.from) ids.add(changes.milestone_id.from);
    if (changes.milestone_id.to) ids.add(changes.milestone_id.to);
  } else if (before.milestoneId && (changes.status || changes.due_date || changes.estimate)) {
    ids.add(before.milestoneId);
  }
  return [...ids].sort();
}

/** The 422 text for a `project_id` other than the task's own. */
const TASK_PROJECT_FIXED = 'A task cannot be moved to another project';

// Changes that only move a card on the board; the feed words them as a move, not an edit.
const MOVE_FIELDS = new Set(['status', 'position']);

/**
 * Applies any subset of a task's fields and records what changed from what, in one
 * transaction. `assignee_id: null` unassigns; a new status without a position puts the task
 * at the end of that column; a position places it exactly. A body that changes nothing
 * writes nothing and records nothing.
 */
export async function updateTask(
  db: Db,
  options: { taskId: string; projectId: string; actorId: string; body: TaskUpdateBody; now: Date },
): Promise<void> {
  const { taskId, projectId, actorId, body, now } = options;
  // Moving a task would need rights in both projects and a new assignee; not offered.
  if (body.project_id !== undefined && body.project_id !== projectId) {
    throw new ValidationError(TASK_PROJECT_FIXED, [
      { loc: ['body', 'project_id'], msg: TASK_PROJECT_FIXED },
    ]);
  }
  await db.transaction(async (tx) => {
    // The member row before the task row: the order a member removal takes them in.
    const assignee = body.assignee_id ? await loadAssignee(tx, projectId, body.assignee_id) : null;
    // The sprint before the task row too: the order closing or deleting a sprint locks them in.
    if (body.sprint_id) await lockProjectSprint(tx, projectId, body.sprint_id, 'sprint_id');
    // And the milestone, the order deleting a milestone locks them in.
    if (body.milestone_id) {
      await lockProjectMilestone(tx, projectId, body.milestone_id, 'milestone_id');
    }
    // Lock the row so concurrent edits record a truthful before/after.
    const [before] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!before || before.projectId !== projectId) throw new NotFoundError(TASK_NOT_FOUND);

    const changes: TaskActivityChanges = {};
    const set: Partial<Omit<typeof tasks.$inferInsert, 'position'>> & { position?: number | SQL } =
      {};
    for (const [field, column] of [
      ['title', 'title'],
      ['description', 'description'],
      ['priority', 'priority'],
    ] as const) {
      const value = body[field];
      if (value !== undefined && value !== before[column]) {
        changes[field] = { from: before[column], to: value };
        set[column] = value;
      }
    }
    const dueDate = toDueDate(body.due_date);
    if (dueDate !== undefined && dueDate?.getTime() !== before.dueDate?.getTime()) {
      changes.due_date = {
        from: before.dueDate?.toISOString() ?? null,
        to: dueDate?.toISOString() ?? null,
      };
      set.dueDate = dueDate;
    }
    if (body.assignee_id !== undefined && body.assignee_id !== before.assigneeId) {
      if (assignee) refuseObserver(assignee);
      changes.assignee_id = { from: before.assigneeId, to: body.assignee_id };
      set.assigneeId = body.assignee_id;
    }
    if (body.sprint_id !== undefined && body.sprint_id !== before.sprintId) {
      changes.sprint_id = { from: before.sprintId, to: body.sprint_id };
      set.sprintId = body.sprint_id;
    }
    if (body.milestone_id !== undefined && body.milestone_id !== before.milestoneId) {
      changes.milestone_id = { from: before.milestoneId, to: body.milestone_id };
      set.milestoneId = body.milestone_id;
    }
    if (body.start_date !== undefined && body.start_date !== before.startDate) {
      changes.start_date = { from: before.startDate, to: body.start_date };
      set.startDate = body.start_date;
    }
    if (body.start_date !== undefined || dueDate !== undefined) {
      // Checked on the days the task would have: only one of them may have been sent.
      await refuseStartAfterDue(tx, {
        projectId: before.projectId,
        startDate: body.start_date !== undefined ? body.start_date : before.startDate,
        dueDate: dueDate !== undefined ? dueDate : before.dueDate,
        field: body.start_date !== undefined ? 'start_date' : 'due_date',
      });
    }
    if (body.estimate !== undefined && body.estimate !== before.estimate) {
      changes.estimate = { from: before.estimate, to: body.estimate };
      set.estimate = body.estimate;
    }
    const status = body.status ?? before.status;
    if (status !== before.status) {
      changes.status = { from: before.status, to: status };
      set.status = status;
    }
    if (body.position !== undefined && body.position !== before.position) {
      changes.position = { from: before.position, to: body.position };
      set.position = body.position;
    } else if (status !== before.status && body.position === undefined) {
      set.position = endOfColumn(before.projectId, status);
    }
    if (Object.keys(changes).length === 0) return;

    const [after] = await tx
      .update(tasks)
      .set({ ...set, updatedAt: now })
      .where(eq(tasks.id, taskId))
      .returning({ position: tasks.position });
    if (set.position !== undefined && !changes.position) {
      changes.position = { from: before.position, to: after!.position };
    }
    if (typeof set.position === 'number') {
      await rebalanceIfCrowded(tx, { projectId: before.projectId, status }, taskId, set.position);
    }
    afterCommit(
      tx,
      { t: 'task_updated', p: before.projectId, id: taskId },
      ...milestonesMoved(before, changes).map((id) => ({
        t: 'milestone_updated' as const,
        p: before.projectId,
        id,
      })),
    );
    await recordTaskHistory(tx, historyOf(taskId, before.projectId, changes), { actorId, at: now });
    const moveOnly = Object.keys(changes).every((field) => MOVE_FIELDS.has(field));
    await recordActivity(tx, {
      projectId: before.projectId,
      actorId,
      category: 'tasks',
      action: moveOnly ? 'task_moved' : 'task_updated',
      entityType: 'task',
      entityId: taskId,
      data: {
        title: set.title ?? before.title,
        changes,
        ...(assignee && changes.assignee_id && { assignee: assignee.name }),
      },
      at: now,
    });
    if (assignee && changes.assignee_id && assignee.id !== actorId) {
      await notifyEvent(
        tx,
        { kind: 'task_assigned', taskId, assigneeId: assignee.id, actorId, at: now.toISOString() },
        1,
      );
    }
  });
}
