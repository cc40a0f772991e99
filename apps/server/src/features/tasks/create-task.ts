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
import { endOfColumn, lockColumn } from './task-position.ts';
import { afterCommit } from '../../db/after-commit.ts';
import {
  estimateText,
  recordTaskHistory,
  type TaskHistoryChange,
} from '../insights/record-task-history.ts';
import { lockProjectSprint } from '../sprints/sprint-queries.ts';
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
    const estimate = input.estimate ?? null;
    // The event goes first so the column lock below is held for the insert and commit only.
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
    await lockColumn(tx, input.projectId, status);
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
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    afterCommit(tx, { t: 'task_created', p: input.projectId, id });
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
