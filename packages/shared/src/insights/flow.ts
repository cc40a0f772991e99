import { isTaskDone, isTaskStatus, TASK_STATUSES, type TaskStatus } from '../domain/task-enums.ts';
import { dayIndexAt, type InsightDay } from './days.ts';
import { nearestRankPercentile, median } from './stats.ts';
import { totalsAt, type TaskHistoryRow, type TaskState } from './task-replay.ts';

const MS_PER_HOUR = 3_600_000;

/** The percentile the flow panel reports besides the median. */
export const FLOW_PERCENTILE = 85;

/** One task's time, in hours, unrounded. */
export type DurationSample = { taskId: string; hours: number };

/**
 * A distribution of task durations: the median, the FLOW_PERCENTILE-th percentile by nearest
 * rank, and every sample shortest first. Statistics are null when there are no samples.
 */
export type DurationStats = {
  unit: 'hours';
  count: number;
  median: number | null;
  p85: number | null;
  samples: DurationSample[];
};

/** Cycle time (first In Progress to latest Done) and lead time (created to latest Done). */
export type FlowTimes = { cycleTime: DurationStats; leadTime: DurationStats };

/** Which finished tasks count: those whose latest move into Done falls in [from, to]. */
export type DoneWithin = { from: number; to: number };

/** Tasks per status at one day's end. */
export type CumulativeFlowPoint = { day: string } & Record<TaskStatus, number>;

/** Tasks whose latest move into Done fell on a day (and which are still done). */
export type ThroughputPoint = { day: string; done: number };

function stats(samples: DurationSample[]): DurationStats {
  samples.sort((a, b) => a.hours - b.hours);
  const sorted = samples.map((sample) => sample.hours);
  return {
    unit: 'hours',
    count: samples.length,
    median: median(sorted),
    p85: nearestRankPercentile(sorted, FLOW_PERCENTILE),
    samples,
  };
}

/**
 * Cycle and lead times of the tasks that are done now (not deleted), optionally only those
 * finished within `doneWithin`. A task that never entered In Progress has a lead time but no
 * cycle time. `states` is the replay at the current instant.
 */
export function flowTimes(
  states: Iterable<Readonly<TaskState>>,
  doneWithin?: DoneWithin,
): FlowTimes {
  const cycle: DurationSample[] = [];
  const lead: DurationSample[] = [];
  for (const state of states) {
    const doneAt = state.doneAt;
    if (state.deleted || !isTaskDone(state.status) || doneAt === null) continue;
    if (doneWithin && (doneAt < doneWithin.from || doneAt > doneWithin.to)) continue;
    lead.push({ taskId: state.taskId, hours: (doneAt - state.createdAt) / MS_PER_HOUR });
    if (state.startedAt !== null) {
      cycle.push({ taskId: state.taskId, hours: (doneAt - state.startedAt) / MS_PER_HOUR });
    }
  }
  return { cycleTime: stats(cycle), leadTime: stats(lead) };
}

/** The board column a stored status belongs to; 'completed' is Done, anything unknown To Do. */
function columnOf(status: string | null): TaskStatus {
  if (isTaskDone(status)) return 'done';
  return isTaskStatus(status) ? status : 'todo';
}

/** Tasks per status at each day's end (deleted tasks leave the chart). */
export function cumulativeFlow(
  rows: readonly TaskHistoryRow[],
  days: readonly InsightDay[],
): CumulativeFlowPoint[] {
  const totals = totalsAt(
    rows,
    days.map((day) => day.end),
    TASK_STATUSES,
    (state) => (state.deleted ? null : { [columnOf(state.status)]: 1 }),
  );
  return days.map((day, index) => ({ day: day.day, ...totals[index]! }));
}

/**
 * Done tasks per day: each task that is done now counts on the day of its latest move into
 * Done, as in velocity. `states` is the replay at the current instant.
 */
export function throughput(
  states: Iterable<Readonly<TaskState>>,
  days: readonly InsightDay[],
): ThroughputPoint[] {
  const counts = new Array<number>(days.length).fill(0);
  for (const state of states) {
    if (state.deleted || !isTaskDone(state.status) || state.doneAt === null) continue;
    const index = dayIndexAt(days, state.doneAt);
    if (index >= 0 && index < days.length) counts[index]! += 1;
  }
  return days.map((day, index) => ({ day: day.day, done: counts[index]! }));
}
