import { z } from 'zod';

/** Task statuses in board-column order (docs/PRODUCT.md, Tasks). */
export const TASK_STATUSES = ['todo', 'in_progress', 'in_review', 'done'] as const;

/** A task's status code as stored and sent over the API. */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** Zod enum of task statuses, for request validation on the server and the client. */
export const taskStatusSchema = z.enum(TASK_STATUSES);

/** Display label per task status; the UI translates from these keys. */
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  todo: 'To Do',
  in_progress: 'In Progress',
  in_review: 'In Review',
  done: 'Done',
};

/** Status a new task gets when none is sent. */
export const DEFAULT_TASK_STATUS: TaskStatus = 'todo';

/** Task priorities, lowest first. */
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;

/** A task's priority code as stored and sent over the API. */
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Zod enum of task priorities, for request validation. */
export const taskPrioritySchema = z.enum(TASK_PRIORITIES);

/** Display label per task priority. */
export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

/** Priority a new task gets when none is sent. */
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'medium';

/** Whether a value is one of the task status codes. */
export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/** Whether a value is one of the task priority codes. */
export function isTaskPriority(value: unknown): value is TaskPriority {
  return typeof value === 'string' && (TASK_PRIORITIES as readonly string[]).includes(value);
}

/** Whether a status counts as finished; 'completed' also counts as done. */
export function isTaskDone(status: string | null | undefined): boolean {
  return status === 'done' || status === 'completed';
}

/** Display label of a task status; unknown values fall back to the first column, To Do. */
export function taskStatusLabel(status: string | null | undefined): string {
  if (status === 'completed') return TASK_STATUS_LABELS.done;
  return isTaskStatus(status) ? TASK_STATUS_LABELS[status] : TASK_STATUS_LABELS.todo;
}
