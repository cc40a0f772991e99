import {
  SCHEDULE_PAST_LATEST_DAY,
  type ScheduleChangeBody,
} from '@crewline/shared/contracts/schedule';
import { LATEST_DAY } from '@crewline/shared/limits';
import { ValidationError } from '../../errors.ts';
import { reschedule, type RescheduleResult } from '@crewline/shared/roadmaps/reschedule';
import { storedDueDay } from '@crewline/shared/roadmaps/shift-due';
import type { ScheduleGraph } from './schedule-queries.ts';

/**
 * What a change does to a loaded graph: each task's days are read in its own project's zone; the
 * mode is that of the changed task's project (manual: only it moves), and in automatic mode a
 * dependent in a manual-mode project keeps its days (its broken link is reported instead).
 */
export function planSchedule(graph: ScheduleGraph, change: ScheduleChangeBody): RescheduleResult {
  const plan = reschedule(inputOf(graph, change));
  // Long tasks pushed late could land beyond the accepted calendar (and past year 9999, where a
  // day is no longer written YYYY-MM-DD): refused like any other out-of-range date.
  const tooLate = (day: string | null) => day !== null && (day.length !== 10 || day > LATEST_DAY);
  if (plan.moves.some((move) => tooLate(move.to.start_day) || tooLate(move.to.due_day))) {
    throw new ValidationError(SCHEDULE_PAST_LATEST_DAY, [
      { loc: ['body', 'due_date'], msg: SCHEDULE_PAST_LATEST_DAY },
    ]);
  }
  return plan;
}

/** The pure scheduler's input for a loaded graph and a change. */
function inputOf(graph: ScheduleGraph, change: ScheduleChangeBody) {
  const root = graph.tasks.find((task) => task.id === change.task_id);
  const pinned = new Set(
    graph.tasks
      .filter((task) => task.id !== change.task_id && task.schedulingMode === 'manual')
      .map((task) => task.id),
  );
  return {
    tasks: graph.tasks.map((task) => ({
      id: task.id,
      start_day: task.startDate,
      due_day: storedDueDay(task.dueDate, task.timeZone),
    })),
    links: graph.links,
    milestones: graph.milestones.map((milestone) => ({
      id: milestone.id,
      start_day: milestone.startDate,
      due_day: milestone.dueDate,
      task_ids: graph.tasks
        .filter((task) => task.milestoneId === milestone.id)
        .map((task) => task.id),
    })),
    change: { task_id: change.task_id, start_day: change.start_date, due_day: change.due_date },
    mode: root?.schedulingMode === 'manual' ? ('manual' as const) : ('auto' as const),
    pinned,
  };
}
