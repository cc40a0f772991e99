import {
  addDays,
  mondayOf,
  todayFor,
  type CalendarDay,
  type Clock,
} from '../domain/calendar-day.ts';
import { isTaskDone } from '../domain/task-enums.ts';
import { dayStart } from './days.ts';
import { median } from './stats.ts';
import { createTaskReplay, toInstant, type TaskHistoryRow, type TaskState } from './task-replay.ts';

/** How many weeks the velocity chart shows, the current one last. */
export const VELOCITY_WEEKS = 6;

/** How many of the latest closed sprints the suggested next-sprint load looks at. */
export const SUGGESTION_SPRINTS = 3;

/** A closed sprint: its id and the instant it was closed. */
export type ClosedSprint = { sprintId: string; closedAt: Date | number | string };

/** Tasks done in one Monday-to-Sunday week of the project's zone. */
export type WeekDone = { weekStart: CalendarDay; done: number };

/** Tasks a closed sprint held, done, when it closed. */
export type SprintDone = { sprintId: string; closedAt: number; done: number };

/** The velocity panel: done per week, done per closed sprint, and a suggested next load. */
export type Velocity = {
  weeks: WeekDone[];
  /** Closed sprints, earliest closed first. */
  sprints: SprintDone[];
  /** Median done count of the last SUGGESTION_SPRINTS closed sprints; null with none closed. */
  suggestedLoad: number | null;
};

/**
 * Done tasks per week for the last `weeks` weeks (Monday starts, the current week last). A task
 * counts once, in the week of its latest move into Done, and only while it is still done:
 * a task reopened and finished again moves to its later week; one reopened and still open, or
 * deleted, counts nowhere. `states` is the replay at the current instant.
 */
export function doneByWeek(
  states: Iterable<Readonly<TaskState>>,
  clock: Clock,
  weeks = VELOCITY_WEEKS,
): WeekDone[] {
  const firstMonday = addDays(mondayOf(todayFor(clock)), -7 * (weeks - 1));
  const starts = Array.from({ length: weeks + 1 }, (_, index) =>
    dayStart(addDays(firstMonday, 7 * index), clock.timeZone),
  );
  const counts = new Array<number>(weeks).fill(0);
  for (const state of states) {
    if (state.deleted || !isTaskDone(state.status) || state.doneAt === null) continue;
    for (let week = 0; week < weeks; week += 1) {
      if (state.doneAt >= starts[week]! && state.doneAt < starts[week + 1]!) {
        counts[week]! += 1;
        break;
      }
    }
  }
  return counts.map((done, index) => ({ weekStart: addDays(firstMonday, 7 * index), done }));
}

/**
 * For each closed sprint, the tasks it held when it closed that were done then (not deleted),
 * earliest closed first. One replay serves every sprint.
 */
export function doneBySprint(
  rows: readonly TaskHistoryRow[],
  sprints: readonly ClosedSprint[],
): SprintDone[] {
  const ordered = sprints
    .map((sprint) => ({ sprintId: sprint.sprintId, closedAt: toInstant(sprint.closedAt) }))
    .sort((a, b) => a.closedAt - b.closedAt);
  const replay = createTaskReplay(rows);
  return ordered.map(({ sprintId, closedAt }) => {
    replay.advanceTo(closedAt);
    let done = 0;
    for (const state of replay.states.values()) {
      if (state.sprintId === sprintId && !state.deleted && isTaskDone(state.status)) done += 1;
    }
    return { sprintId, closedAt, done };
  });
}

/** The median done count of the last SUGGESTION_SPRINTS sprints (or all, if fewer); null for none. */
export function suggestedLoad(sprints: readonly SprintDone[]): number | null {
  return median(sprints.slice(-SUGGESTION_SPRINTS).map((sprint) => sprint.done));
}

/** The whole velocity panel from the project's history and its closed sprints. */
export function velocity(
  rows: readonly TaskHistoryRow[],
  closedSprints: readonly ClosedSprint[],
  clock: Clock,
): Velocity {
  const current = createTaskReplay(rows);
  current.advanceTo(clock.now.getTime());
  const sprints = doneBySprint(rows, closedSprints);
  return {
    weeks: doneByWeek(current.states.values(), clock),
    sprints,
    suggestedLoad: suggestedLoad(sprints),
  };
}
