import type { CalendarDay } from './calendar-day.ts';
import { dueDayOf, type DueInput } from './due-labels.ts';
import { isTaskDone } from './task-enums.ts';
import { DASHBOARD_DUE_FIRST_TASKS } from '../limits.ts';

/** Anything with a due date: a task or a project. */
export type Dated = { due_date: DueInput };

/** Items grouped under the calendar day they are due in the viewer's zone; undated ones are left out. */
export function groupByDueDay<T extends Dated>(
  items: readonly T[],
  timeZone: string,
): Map<CalendarDay, T[]> {
  const byDay = new Map<CalendarDay, T[]>();
  for (const item of items) {
    const day = dueDayOf(item.due_date, timeZone);
    if (day === null) continue;
    const list = byDay.get(day);
    if (list) list.push(item);
    else byDay.set(day, [item]);
  }
  return byDay;
}

function dueMs(due: DueInput): number {
  if (due instanceof Date) return due.getTime();
  return Date.parse(due ?? '');
}

/**
 * "Tasks Due First": unfinished tasks with a valid due date, soonest first (ties
 * by title), at most `limit`. Finished tasks are left out: a done task with an old due date
 * would otherwise sit at the top of a list meant to show what needs doing next.
 */
export function tasksDueFirst<T extends Dated & { status: string; title: string }>(
  tasks: readonly T[],
  timeZone: string,
  limit: number = DASHBOARD_DUE_FIRST_TASKS,
): T[] {
  return tasks
    .filter((task) => !isTaskDone(task.status) && dueDayOf(task.due_date, timeZone) !== null)
    .map((task) => ({ task, ms: dueMs(task.due_date) }))
    .sort((a, b) => a.ms - b.ms || a.task.title.localeCompare(b.task.title))
    .slice(0, Math.max(0, limit))
    .map(({ task }) => task);
}
