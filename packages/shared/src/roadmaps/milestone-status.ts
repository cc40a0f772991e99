import { daysBetween, type CalendarDay } from '../domain/calendar-day.ts';
import { MILESTONE_AT_RISK_LAG } from '../limits.ts';

/** A milestone's statuses, computed or set by an override. */
export const MILESTONE_STATUSES = ['on_track', 'at_risk', 'delayed', 'completed'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** What progress is counted in: linked tasks, or their estimate points. */
export type ProgressBasis = 'tasks' | 'points';

/** One task linked to a milestone, as the status rules read it. */
export type MilestoneTaskInput = {
  done: boolean;
  /** Points; null when not estimated. */
  estimate: number | null;
  /** The task's due day in the project's zone; null without a due date. */
  dueDay: CalendarDay | null;
};

/**
 * The linked tasks reduced to what the rules need, so a server can build it with one grouped
 * query instead of loading every task (summarizeMilestoneTasks builds it from a list).
 */
export type MilestoneWork = {
  total: number;
  done: number;
  /** How many of the tasks carry an estimate. */
  estimated: number;
  /** The sum of all the tasks' estimates, and of the done ones'. */
  points: number;
  donePoints: number;
  /** The earliest due day among the unfinished tasks; null when none of them has one. */
  earliestOpenDueDay: CalendarDay | null;
};

/** A status set by hand, with why. */
export type MilestoneOverride = { status: MilestoneStatus; reason: string };

export type MilestoneStatusInput = {
  startDate: CalendarDay;
  dueDate: CalendarDay;
  /** Today in the project's time zone. */
  today: CalendarDay;
  work: MilestoneWork;
  override?: MilestoneOverride | null;
};

export type MilestoneStatusResult = {
  /** The override's status when there is one, else the computed one. */
  status: MilestoneStatus;
  computedStatus: MilestoneStatus;
  statusOverridden: boolean;
  statusReason: string | null;
  /** Whole percent, 0..100, rounded down (100 only when everything counted is done). */
  progress: number;
  progressBasis: ProgressBasis;
};

/** Reduces a list of linked tasks to the figures the status rules read. */
export function summarizeMilestoneTasks(tasks: readonly MilestoneTaskInput[]): MilestoneWork {
  const work: MilestoneWork = {
    total: 0,
    done: 0,
    estimated: 0,
    points: 0,
    donePoints: 0,
    earliestOpenDueDay: null,
  };
  for (const task of tasks) {
    work.total += 1;
    if (task.done) work.done += 1;
    if (task.estimate !== null) {
      work.estimated += 1;
      work.points += task.estimate;
      if (task.done) work.donePoints += task.estimate;
    }
    if (!task.done && task.dueDay !== null) {
      if (work.earliestOpenDueDay === null || task.dueDay < work.earliestOpenDueDay) {
        work.earliestOpenDueDay = task.dueDay;
      }
    }
  }
  return work;
}

/**
 * The share of the work done, 0..1, and what it is counted in: estimate points when every
 * linked task has an estimate and they add up to more than 0, else tasks (done / total).
 */
export function milestoneProgress(work: MilestoneWork): { share: number; basis: ProgressBasis } {
  if (work.total === 0) return { share: 0, basis: 'tasks' };
  if (work.estimated === work.total && work.points > 0) {
    return { share: work.donePoints / work.points, basis: 'points' };
  }
  return { share: work.done / work.total, basis: 'tasks' };
}

/**
 * The share of a milestone's days gone by today, 0..1: days are counted inclusively, so on its
 * start day 1 of N days has elapsed and on its due day all N have; before it starts 0.
 */
export function milestoneTimeElapsed(
  startDate: CalendarDay,
  dueDate: CalendarDay,
  today: CalendarDay,
): number {
  const span = daysBetween(startDate, dueDate) + 1;
  const elapsed = daysBetween(startDate, today) + 1;
  return Math.min(1, Math.max(0, elapsed / span));
}

/**
 * A milestone's status and progress (docs/API.md, Milestones). Computed, in this order:
 * 1. Completed: it has linked tasks and every one of them is done.
 * 2. Delayed: today is after its due day (and it is not completed). A milestone with no tasks
 *    is never completed, so it turns Delayed after its due day.
 * 3. At Risk: it has tasks, and the share of its days elapsed minus the share of its work done
 *    exceeds MILESTONE_AT_RISK_LAG, or an unfinished linked task is overdue (due before today).
 * 4. On Track otherwise (a milestone with no tasks stays On Track until its due day).
 * An override replaces the status (`statusOverridden`, with its reason); the computed one is
 * still reported. Progress is the work share in whole percent, rounded down.
 */
export function milestoneStatus(input: MilestoneStatusInput): MilestoneStatusResult {
  const { startDate, dueDate, today, work, override } = input;
  const { share, basis } = milestoneProgress(work);
  let computed: MilestoneStatus;
  if (work.total > 0 && work.done === work.total) computed = 'completed';
  else if (today > dueDate) computed = 'delayed';
  else if (
    work.total > 0 &&
    (milestoneTimeElapsed(startDate, dueDate, today) - share > MILESTONE_AT_RISK_LAG ||
      (work.earliestOpenDueDay !== null && work.earliestOpenDueDay < today))
  ) {
    computed = 'at_risk';
  } else computed = 'on_track';
  // Rounded down so 99.5% never shows as 100; the small epsilon keeps 0.29 * 100 from reading 28.
  const progress = Math.min(100, Math.floor(share * 100 + 1e-9));
  return {
    status: override ? override.status : computed,
    computedStatus: computed,
    statusOverridden: Boolean(override),
    statusReason: override ? override.reason : null,
    progress,
    progressBasis: basis,
  };
}
