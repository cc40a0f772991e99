import { isTaskDone } from './task-enums.ts';

/** How far along each task status counts toward its project's progress. */
export const STATUS_PROGRESS: Readonly<Record<string, number>> = {
  todo: 0,
  in_progress: 50,
  in_review: 50,
  done: 100,
};

/** The progress a single task contributes, 0-100; unknown statuses count as not started. */
export function taskProgress(status: string | null | undefined): number {
  if (isTaskDone(status)) return 100;
  return STATUS_PROGRESS[status ?? ''] ?? 0;
}

/** Project progress: the rounded average of its tasks' progress, 0 when it has no tasks. */
export function projectProgress(statuses: readonly (string | null | undefined)[]): number {
  if (statuses.length === 0) return 0;
  const total = statuses.reduce((sum, status) => sum + taskProgress(status), 0);
  return Math.round(total / statuses.length);
}

/** The "x of y tasks completed" counts of a project card. */
export function taskCompletion(statuses: readonly (string | null | undefined)[]): {
  completed: number;
  total: number;
} {
  return { completed: statuses.filter(isTaskDone).length, total: statuses.length };
}
