import { isTaskDone } from './task-enums.ts';

/**
 * Progress has one definition everywhere (cards, overview, dashboard, timeline): the share of
 * a project's tasks that are done, as a whole percentage. "In review" is not done: a figure
 * that gave it half a task once put "0 of 4 tasks completed" beside a 25 % bar.
 */
export function progressPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** The "x of y tasks completed" counts of a project card. */
export function taskCompletion(statuses: readonly (string | null | undefined)[]): {
  completed: number;
  total: number;
} {
  return { completed: statuses.filter(isTaskDone).length, total: statuses.length };
}

/** Project progress from its tasks' statuses: done ÷ all, 0 when it has no tasks. */
export function projectProgress(statuses: readonly (string | null | undefined)[]): number {
  const { completed, total } = taskCompletion(statuses);
  return progressPercent(completed, total);
}
