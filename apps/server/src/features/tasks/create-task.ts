import { randomUUID } from 'node:crypto';
import {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  type TaskPriority,
  type TaskStatus,
} from '@crewline/shared/domain/task-enums';
import { tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { TaskAssignee, TaskRow } from './task-presenter.ts';
import { loadAssignee, refuseObserver } from './load-assignee.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { endOfColumn } from './task-position.ts';
import { afterCommit } from '../../db/after-commit.ts';
import {
  estimateText,
  recordTaskHistory,
  type TaskHistoryChange,
} from '../insights/record-task-history.ts';
import { lockProjectSprint } from '../sprints/sprint-queries.ts';
import { lockProjectMilestone } from '../milestones/milestone-queries.ts';
import { refuseStartAfterDue } from './task-dates.ts';
import { notifyEvent } from '../notifications/notification-events.ts';

/** What a new task is made of; everything but the title has a default. */
type NewTask = {
  projectId: string;
  title: string;
  description?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  dueDate?: Date | null;
  assigneeId?: string | null;
  /** The chat message it was made from, already checked (check-source-message.ts). */
  createdFromMessageId?: string | null;
  /** A sprint of the same project (422 otherwise). */
  sprintId?: string | null;
  /** Points, already range-checked by the contract. */
  estimate?: number | null;
  /** The day work starts (`YYYY-MM-DD`), on or before the due date's day (422 otherwise). */
  startDate?: string | null;
  /** A milestone of the same project (422 otherwise). */
  milestoneId?: string | null;
};

/**
 * The history a new task starts with: `created` first, then the assignee, sprint and estimate it
 * was created with, all at the same instant (the order `seq` keeps).
 */
function initialHistory(
  taskId: string,
  projectId: string,
  status: string,
  values: { assigneeId: string | null; sprintId: string | null; estimate: number | null },
): TaskHistoryChange[] {
  const row = (field: TaskHistoryChange['field'], to: string | null): TaskHistoryChange => ({
    taskId,
    projectId,
    field,
    from: null,
    to,
  });
  return [
    row('created', status),
    ...(values.assigneeId ? [row('assignee', values.assigneeId)] : []),
    ...(values.sprintId ? [row('sprint', values.sprintId)] : []),
    ...(values.estimate !== null ? [row('estimate', estimateText(values.estimate))] : []),
  ];
}

/**
 * Creates a task at the end of its column and records `task_created`, in one transaction.
 * Returns the row and its assignee, ready to present without another query.
 */
export async function createTask(
  db: Db,
  options: { actorId: string; input: NewTask; now: Date },
): Promise<{ row: TaskRow; assignee: TaskAssignee | null }> {
  const { actorId, input, now } = options;
  const status = input.status ?? DEFAULT_TASK_STATUS;
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const assignee = input.assigneeId
      ? refuseObserver(await loadAssignee(tx, input.projectId, input.assigneeId))
      : null;
    const sprintId = input.sprintId
      ? (await lockProjectSprint(tx, input.projectId, input.sprintId, 'sprint_id')).id
      : null;
    const milestoneId = input.milestoneId
      ? (await lockProjectMilestone(tx, input.projectId, input.milestoneId, 'milestone_id')).id
      : null;
    const startDate = input.startDate ?? null;
    await refuseStartAfterDue(tx, {
      projectId: input.projectId,
      startDate,
      dueDate: input.dueDate ?? null,
      field: 'start_date',
    });
    const estimate = input.estimate ?? null;
    // The event goes first so the column lock the insert takes is held for the rest only.
    await recordActivity(tx, {
      projectId: input.projectId,
      actorId,
      category: 'tasks',
      action: 'task_created',
      entityType: 'task',
      entityId: id,
      data: { title: input.title, status, ...(assignee && { assignee: assignee.name }) },
      at: now,
    });
    const [row] = await tx
      .insert(tasks)
      .values({
        id,
        projectId: input.projectId,
        title: input.title,
        description: input.description ?? '',
        status,
        priority: input.priority ?? DEFAULT_TASK_PRIORITY,
        dueDate: input.dueDate ?? null,
        assigneeId: assignee?.id ?? null,
        position: endOfColumn(input.projectId, status),
        createdBy: actorId,
        createdFromMessageId: input.createdFromMessageId ?? null,
        sprintId,
        estimate,
        startDate,
        milestoneId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    afterCommit(
      tx,
      { t: 'task_created', p: input.projectId, id },
      // A new linked task changes its milestone's progress and maybe its status.
      ...(milestoneId
        ? [{ t: 'milestone_updated' as const, p: input.projectId, id: milestoneId }]
        : []),
    );
    await recordTaskHistory(
      tx,
      initialHistory(id, input.projectId, status, {
        assigneeId: assignee?.id ?? null,
        sprintId,
        estimate,
      }),
      { actorId, at: now },
    );
    if (assignee && assignee.id !== actorId) {
      await notifyEvent(
        tx,
        {
          kind: 'task_assigned',
          taskId: id,
          assigneeId: assignee.id,
          actorId,
          at: now.toISOString(),
        },
        1,
      );
    }
    return { row: row!, assignee };
  });
}
