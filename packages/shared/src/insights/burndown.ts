import { addDays, todayFor, type CalendarDay, type Clock } from '../domain/calendar-day.ts';
import { isTaskDone } from '../domain/task-enums.ts';
import { dayIndexAt, DEFAULT_WINDOW_DAYS, windowDays, type InsightDay } from './days.ts';
import { idealLine } from './ideal-line.ts';
import { createRunningTotals, withoutDust, type RunningTotals } from './running-totals.ts';
import {
  createTaskReplay,
  resumeTaskReplay,
  type ReplayCheckpoint,
  toInstant,
  type RowVisitor,
  type TaskHistoryRow,
  type TaskState,
} from './task-replay.ts';

/** What a burndown counts: story points when every task has an estimate, else tasks. */
export type BurndownUnit = 'points' | 'tasks';

/** How the scope changed after the chart's start. */
export type ScopeChangeKind = 'added' | 'removed' | 'estimate_changed';

/**
 * One change of scope after the start, on the day it happened. `amount` is the signed change of
 * the total in the chart's unit: +1 or +estimate when added, -1 or -estimate when removed, the
 * new estimate minus the old one when re-estimated (only charted in points: in tasks an estimate
 * changes nothing).
 */
export type ScopeChange = {
  day: CalendarDay;
  taskId: string;
  kind: ScopeChangeKind;
  amount: number;
};

/**
 * One day of the chart, measured at the day's end. Burndown reads `remaining`, burnup reads
 * `done` against `total`. Days that have not begun yet (after `asOf`) have null actuals and only
 * an ideal value.
 */
export type BurndownPoint = {
  day: CalendarDay;
  remaining: number | null;
  done: number | null;
  total: number | null;
  ideal: number;
};

/** A burndown and burnup chart with its scope changes. */
export type Burndown = {
  unit: BurndownUnit;
  /** The total scope at the start (see sprintBurndown and projectBurndown for when that is). */
  startingScope: number;
  /** The remaining (not done) work at the start. */
  startingRemaining: number;
  points: BurndownPoint[];
  scopeChanges: ScopeChange[];
};

/** A sprint as a burndown needs it: its id, its first and last day, and when it was created. */
export type SprintPlan = {
  sprintId: string;
  startDay: CalendarDay;
  endDay: CalendarDay;
  createdAt?: Date | number | string | null;
};

/** Options every burndown takes. */
export type BurndownOptions = {
  /** The project's IANA time zone: days begin and end at its midnights. */
  timeZone: string;
  /** Let the ideal line hold still on Saturdays and Sundays. */
  skipWeekends?: boolean;
  /** The current instant: days after it have no actuals and no change after it is read. */
  asOf?: Date | number | string;
};

/** A project window: its first and last calendar day. */
export type ProjectWindow = { from: CalendarDay; to: CalendarDay };

// Slots of the running sums: tasks, points, done tasks, done points, tasks without an estimate.
const COUNT = 0;
const POINTS = 1;
const DONE_COUNT = 2;
const DONE_POINTS = 3;
const UNESTIMATED = 4;
const SLOTS = 5;
type Sums = readonly number[];

/** A scope change in both units until the chart knows which one it is drawn in. */
type RawChange = {
  day: CalendarDay;
  taskId: string;
  kind: ScopeChangeKind;
  tasks: number;
  points: number;
};

/** A task's rows at one instant, folded together: what the task was before the first row. */
type PendingChange = {
  taskId: string;
  at: number;
  wasInScope: boolean;
  estimateBefore: number | null;
};

type ChartSpec = {
  days: readonly InsightDay[];
  /** Reads only `deleted` and `sprintId`: status and assignee rows are skipped as scope changes. */
  inScope: (state: Readonly<TaskState>) => boolean;
  /** Names `inScope`: the project's tasks, or a sprint's. */
  scope: string;
  baseline: number;
  asOf: number;
  idealFrom: 'scope' | 'remaining';
  skipWeekends: boolean;
};

/** The last DEFAULT_WINDOW_DAYS days up to today in the clock's zone. */
export function defaultProjectWindow(clock: Clock): ProjectWindow {
  const to = todayFor(clock);
  return { from: addDays(to, 1 - DEFAULT_WINDOW_DAYS), to };
}

/**
 * A sprint's burndown and burnup from its first day to its last. The starting scope is what
 * the sprint holds when its first day begins, or when it was created if that is later; every
 * task moved in or out afterwards, created in it or deleted from it, and every re-estimate of a
 * task in it, is a scope change. The ideal line runs from the starting scope to 0. Charted in
 * points only when every task in the sprint has an estimate at the start and at every day's end.
 */
export function sprintBurndown(
  rows: readonly TaskHistoryRow[],
  sprint: SprintPlan,
  options: BurndownOptions,
  progress?: BurndownProgress,
): Burndown {
  const days = windowDays(sprint.startDay, sprint.endDay, options.timeZone);
  const created = sprint.createdAt == null ? -Infinity : toInstant(sprint.createdAt);
  const first = days[0]?.start ?? 0;
  return chart(
    rows,
    {
      days,
      inScope: (state) => !state.deleted && state.sprintId === sprint.sprintId,
      scope: `sprint ${sprint.sprintId}`,
      baseline: Math.max(first, created),
      asOf: options.asOf === undefined ? Infinity : toInstant(options.asOf),
      idealFrom: 'scope',
      skipWeekends: options.skipWeekends ?? false,
    },
    progress,
  );
}

/**
 * A project's burndown and burnup over a window of days (see defaultProjectWindow). The scope
 * is every task that exists (created, not deleted); creations, deletions and re-estimates in
 * the window are its scope changes. A project's total includes everything ever finished, so
 * its ideal line runs from the work remaining when the window opens to 0.
 */
export function projectBurndown(
  rows: readonly TaskHistoryRow[],
  window: ProjectWindow,
  options: BurndownOptions,
  progress?: BurndownProgress,
): Burndown {
  const days = windowDays(window.from, window.to, options.timeZone);
  return chart(
    rows,
    {
      days,
      inScope: (state) => !state.deleted,
      scope: 'project',
      baseline: days[0]?.start ?? 0,
      asOf: options.asOf === undefined ? Infinity : toInstant(options.asOf),
      idealFrom: 'remaining',
      skipWeekends: options.skipWeekends ?? false,
    },
    progress,
  );
}

/**
 * A burndown's replay saved at the end of its last finished day, so the next build (after a
 * change, which adds rows at the present) replays only the rows since instead of the whole
 * history. Never changed once taken.
 */
export type BurndownCheckpoint = {
  /** The chart it belongs to: its days, baseline and scope (see chartKey). */
  chart: string;
  replay: ReplayCheckpoint;
  totals: RunningTotals;
  start: Sums;
  everyTaskEstimated: boolean;
  changes: readonly RawChange[];
  /** The actuals of the days before `days`, each read at its end. */
  actuals: readonly Sums[];
};

/**
 * Where a caller keeps a chart's checkpoint between builds: the one to start from (null when
 * none), and where to put a newer one. A checkpoint that does not fit the chart or the rows is
 * ignored, so the chart is the same with or without one.
 */
export type BurndownProgress = {
  checkpoint: BurndownCheckpoint | null;
  keep(checkpoint: BurndownCheckpoint): void;
};

/** What a checkpoint must match besides the rows: the days, the baseline and the scope. */
function chartKey(spec: ChartSpec): string {
  const { days } = spec;
  return [days[0]?.start, days.at(-1)?.end, days.length, spec.baseline, spec.scope].join('|');
}

/** The fold `chart` runs, fresh or from a checkpoint that fits. */
function startFold(
  rows: readonly TaskHistoryRow[],
  spec: ChartSpec,
  key: string,
  from: BurndownCheckpoint | null,
) {
  // A checkpoint past `asOf` (a clock set back) holds rows the chart must not read yet.
  const fits = from !== null && from.chart === key && from.replay.instant < spec.asOf;
  const resumed = fits ? resumeTaskReplay(rows, from.replay) : null;
  if (from && resumed) {
    return {
      replay: resumed,
      totals: from.totals.copy(),
      start: from.start,
      everyTaskEstimated: from.everyTaskEstimated,
      changes: [...from.changes],
      actuals: [...from.actuals] as (Sums | null)[],
    };
  }
  const totals = createRunningTotals(SLOTS, (state, out) => {
    if (!spec.inScope(state)) return false;
    const done = isTaskDone(state.status);
    const points = state.estimate ?? 0;
    out[COUNT] = 1;
    out[POINTS] = points;
    out[DONE_COUNT] = done ? 1 : 0;
    out[DONE_POINTS] = done ? points : 0;
    out[UNESTIMATED] = state.estimate === null ? 1 : 0;
    return true;
  });
  const replay = createTaskReplay(rows);
  totals.update(replay.advanceTo(spec.baseline));
  const start = totals.snapshot();
  const changes: RawChange[] = [];
  const actuals: (Sums | null)[] = [];
  return { replay, totals, start, everyTaskEstimated: start[UNESTIMATED] === 0, changes, actuals };
}

function chart(
  rows: readonly TaskHistoryRow[],
  spec: ChartSpec,
  progress?: BurndownProgress,
): Burndown {
  const { days, inScope } = spec;
  const key = chartKey(spec);
  const fold = startFold(rows, spec, key, progress?.checkpoint ?? null);
  const { replay, totals, start, changes, actuals } = fold;
  let everyTaskEstimated = fold.everyTaskEstimated;

  const noteChange = (change: PendingChange) => {
    const after = replay.states.get(change.taskId)!;
    const was = change.wasInScope;
    const is = inScope(after);
    const index = dayIndexAt(days, change.at);
    if (index < 0 || index >= days.length) return;
    const day = days[index]!.day;
    const taskId = change.taskId;
    const before = change.estimateBefore ?? 0;
    if (!was && is) {
      changes.push({ day, taskId, kind: 'added', tasks: 1, points: after.estimate ?? 0 });
    } else if (was && !is) {
      changes.push({ day, taskId, kind: 'removed', tasks: -1, points: -before });
    } else if (was && is && change.estimateBefore !== after.estimate) {
      const points = withoutDust((after.estimate ?? 0) - before);
      changes.push({ day, taskId, kind: 'estimate_changed', tasks: 0, points });
    }
  };
  // The rows one command writes for a task share its instant (created, estimate and sprint of a
  // new task): they are one change, so a task created into a sprint is one addition. A group is
  // judged when the next one begins, before that one's first row is applied.
  let pending: PendingChange | null = null;
  const flush = () => {
    if (pending) noteChange(pending);
    pending = null;
  };
  const onRow: RowVisitor = (row, at, before) => {
    if (pending && pending.taskId === row.taskId && pending.at === at) return;
    flush();
    // A status or assignee change alone changes neither what is in scope (existing, in the
    // sprint) nor an estimate, so its group would note nothing; a later row of the same task at
    // the same instant opens the group from a state equal in both. Most rows are these.
    if (row.field === 'status' || row.field === 'assignee') return;
    pending = {
      taskId: row.taskId,
      at,
      wasInScope: before !== undefined && inScope(before),
      estimateBefore: before?.estimate ?? null,
    };
  };

  // The last day over before now: final unless a row is written into it late, which the
  // checkpoint taken there checks when it is used.
  let lastFinished = -1;
  while (lastFinished + 1 < days.length && days[lastFinished + 1]!.end < spec.asOf)
    lastFinished += 1;
  for (let index = actuals.length; index < days.length; index += 1) {
    const day = days[index]!;
    if (day.start > spec.asOf) {
      actuals.push(null);
      continue;
    }
    const touched = replay.advanceTo(Math.min(day.end, spec.asOf), onRow);
    flush();
    totals.update(touched);
    const snapshot = totals.snapshot();
    if (snapshot[UNESTIMATED]! > 0) everyTaskEstimated = false;
    actuals.push(snapshot);
    if (progress && index === lastFinished) {
      progress.keep({
        chart: key,
        replay: replay.checkpoint(),
        totals: totals.copy(),
        start,
        everyTaskEstimated,
        changes: [...changes],
        actuals: actuals.slice() as Sums[],
      });
    }
  }

  const unit: BurndownUnit = everyTaskEstimated && hasScope(start, actuals) ? 'points' : 'tasks';
  const total = (sums: Sums) => sums[unit === 'points' ? POINTS : COUNT]!;
  const done = (sums: Sums) => sums[unit === 'points' ? DONE_POINTS : DONE_COUNT]!;
  const startingScope = total(start);
  const startingRemaining = withoutDust(startingScope - done(start));
  const ideal = idealLine(
    spec.idealFrom === 'scope' ? startingScope : startingRemaining,
    days.map((day) => day.day),
    spec.skipWeekends,
  );
  return {
    unit,
    startingScope,
    startingRemaining,
    points: days.map((day, index) => {
      const actual = actuals[index];
      return {
        day: day.day,
        remaining: actual ? withoutDust(total(actual) - done(actual)) : null,
        done: actual ? done(actual) : null,
        total: actual ? total(actual) : null,
        ideal: ideal[index]!,
      };
    }),
    scopeChanges: changes
      .filter((change) => unit === 'points' || change.kind !== 'estimate_changed')
      .map(({ day, taskId, kind, tasks, points }) => ({
        day,
        taskId,
        kind,
        amount: unit === 'points' ? points : tasks,
      })),
  };
}

function hasScope(start: Sums, actuals: readonly (Sums | null)[]) {
  return start[COUNT]! > 0 || actuals.some((actual) => actual !== null && actual[COUNT]! > 0);
}
