import { addDays, daysBetween, type CalendarDay } from '../domain/calendar-day.ts';

/** A finish-to-start link: `blocked_id` may not start before the day after `blocker_id` is due. */
export type ScheduleLink = { blocker_id: string; blocked_id: string };

/** A task's days as stored: no start means a one-day task on its due day; no due, unscheduled. */
export type ScheduleTask = {
  id: string;
  start_day: CalendarDay | null;
  due_day: CalendarDay | null;
};

// Arithmetic runs on whole day numbers (days since 1970-01-01), converted once per task, so a
// graph of thousands of links costs no date parsing per link.
const EPOCH = '1970-01-01';

/** The day number of a calendar day (days since 1970-01-01). */
export function dayNumber(day: CalendarDay): number {
  return daysBetween(EPOCH, day);
}

/** The calendar day of a day number. */
export function dayOfNumber(day: number): CalendarDay {
  return addDays(EPOCH, day);
}

/** A scheduled task as day numbers: both ends inclusive. */
export type SpanNumbers = { start: number; due: number };

/** The span of a task, or null when it has no due day (not scheduled). */
export function spanOf(task: ScheduleTask): SpanNumbers | null {
  if (task.due_day === null) return null;
  const due = dayNumber(task.due_day);
  return { start: task.start_day === null ? due : dayNumber(task.start_day), due };
}

/** Out- and in-neighbours of every task named by a link, by id. */
export type Adjacency = { blocks: Map<string, string[]>; blockedBy: Map<string, string[]> };

/** The adjacency lists of the links (a duplicate link counts once per copy, harmlessly). */
export function adjacencyOf(links: readonly ScheduleLink[]): Adjacency {
  const blocks = new Map<string, string[]>();
  const blockedBy = new Map<string, string[]>();
  const push = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };
  for (const link of links) {
    push(blocks, link.blocker_id, link.blocked_id);
    push(blockedBy, link.blocked_id, link.blocker_id);
  }
  return { blocks, blockedBy };
}
