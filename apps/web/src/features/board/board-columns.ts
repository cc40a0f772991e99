import { TASK_STATUSES, type TaskStatus } from '@crewline/shared/domain/task-enums';
import type { Task } from '../../api/tasks/types.ts';

/** The board's four columns, each in board order. */
export type BoardColumns = Record<TaskStatus, Task[]>;

// The server's order: position, then creation time, then id, so ties never shuffle.
function byPosition(a: Task, b: Task): number {
  if (a.position !== b.position) return a.position - b.position;
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Splits tasks into the four status columns, each sorted by board position. */
export function boardColumns(tasks: readonly Task[]): BoardColumns {
  const columns = Object.fromEntries(
    TASK_STATUSES.map((status) => [status, []]),
  ) as unknown as BoardColumns;
  for (const task of tasks) (columns[task.status] ?? columns.todo).push(task);
  for (const status of TASK_STATUSES) columns[status].sort(byPosition);
  return columns;
}

/**
 * `next` with every column that holds the very same tasks as in `previous` replaced by the
 * previous array, so memoised columns a change did not touch skip their render.
 */
export function reuseUnchanged(previous: BoardColumns | null, next: BoardColumns): BoardColumns {
  if (!previous) return next;
  const result = { ...next };
  for (const status of TASK_STATUSES) {
    const [a, b] = [previous[status], next[status]];
    if (a.length === b.length && a.every((task, index) => task === b[index])) result[status] = a;
  }
  return result;
}
