import { isTaskDone, type TaskStatus } from '../domain/task-enums.ts';
import { createRunningTotals, type Measure } from './running-totals.ts';

/**
 * Replays the append-only task history into each task's state at any instant. Every insight
 * (burndown, velocity, flow, risk) reads tasks through this one replay, so they agree on what a
 * task was at a given moment. Instants are epoch milliseconds throughout `insights/`.
 */

/** The task fields the history records a change of. */
export const TASK_HISTORY_FIELDS = [
  'created',
  'status',
  'assignee',
  'sprint',
  'estimate',
  'deleted',
] as const;

/** A field whose change the history records. */
export type TaskHistoryField = (typeof TASK_HISTORY_FIELDS)[number];

/**
 * One change of one task as the server stores it: `created` (to: the first status), `status`
 * (statuses), `assignee` (user ids or null), `sprint` (sprint ids or null), `estimate` (a number
 * as text, or null), `deleted` (from: the last status).
 */
export type TaskHistoryRow = {
  taskId: string;
  field: TaskHistoryField;
  from: string | null;
  to: string | null;
  at: Date | number | string;
};

/** What a task was at one instant, as its history tells it. */
export type TaskState = {
  taskId: string;
  /** Status code; null only for a task whose history starts with no status (never in practice). */
  status: string | null;
  assigneeId: string | null;
  sprintId: string | null;
  estimate: number | null;
  deleted: boolean;
  /** When the `created` row says it was made; the first row's instant when there is none. */
  createdAt: number;
  /** The first move into In Progress (a task created in progress counts from its creation). */
  startedAt: number | null;
  /** The latest move into Done; kept after a reopen, so check `status` before trusting it. */
  doneAt: number | null;
  /** The instant of the task's latest history row. */
  lastChangeAt: number;
};

/** A history row with its instant read once, as the replay keeps it. */
type TimedRow = {
  taskId: string;
  field: TaskHistoryField;
  from: string | null;
  to: string | null;
  at: number;
};

/** A history row with its instant read as epoch milliseconds. */
export type ReplayedRow = Readonly<TimedRow>;

/** Called for each row the cursor applies: the task before the row (undefined if new) and after. */
export type RowVisitor = (
  row: ReplayedRow,
  before: Readonly<TaskState> | undefined,
  after: Readonly<TaskState>,
) => void;

/** A cursor over the history: moves forward in time, never back. */
export type TaskReplay = {
  /** Every task seen so far, keyed by id; the map is updated in place as the cursor moves. */
  readonly states: ReadonlyMap<string, TaskState>;
  /**
   * Applies every row at or before `instant` and answers the ids of the tasks those rows
   * touched. With `onRow`, each row is also shown with its task before and after it (a copy
   * per row, so pass it only when the rows themselves matter).
   */
  advanceTo(instant: number, onRow?: RowVisitor): ReadonlySet<string>;
};

/** Reads an instant given as a Date, epoch milliseconds or an ISO string. */
export function toInstant(at: Date | number | string): number {
  if (typeof at === 'number') return at;
  if (typeof at === 'string') return Date.parse(at);
  return at.getTime();
}

/** Reads an estimate written as text; anything that is not a finite number is no estimate. */
export function parseEstimate(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/**
 * The rows in time order. The server already sends them so (by `at`, then insertion order);
 * checking that is one pass, and a stable sort keeps insertion order among equal instants when
 * they are not.
 */
function timed(rows: readonly TaskHistoryRow[]): TimedRow[] {
  const out: TimedRow[] = new Array<TimedRow>(rows.length);
  let sorted = true;
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    out[i] = {
      taskId: row.taskId,
      field: row.field,
      from: row.from,
      to: row.to,
      at: toInstant(row.at),
    };
    if (i > 0 && out[i]!.at < out[i - 1]!.at) sorted = false;
  }
  if (!sorted) out.sort((a, b) => a.at - b.at);
  return out;
}

function blankState(taskId: string, at: number): TaskState {
  return {
    taskId,
    status: null,
    assigneeId: null,
    sprintId: null,
    estimate: null,
    deleted: false,
    createdAt: at,
    startedAt: null,
    doneAt: null,
    lastChangeAt: at,
  };
}

const IN_PROGRESS: TaskStatus = 'in_progress';

function enterStatus(state: TaskState, status: string | null, at: number): void {
  // A status row that repeats Done (done -> completed) is not a new move into Done.
  if (isTaskDone(status) && !isTaskDone(state.status)) state.doneAt = at;
  if (status === IN_PROGRESS && state.startedAt === null) state.startedAt = at;
  state.status = status;
}

function apply(state: TaskState, row: TimedRow): void {
  state.lastChangeAt = row.at;
  switch (row.field) {
    case 'created':
      state.createdAt = row.at;
      enterStatus(state, row.to, row.at);
      return;
    case 'status':
      enterStatus(state, row.to, row.at);
      return;
    case 'assignee':
      state.assigneeId = row.to;
      return;
    case 'sprint':
      state.sprintId = row.to;
      return;
    case 'estimate':
      state.estimate = parseEstimate(row.to);
      return;
    case 'deleted':
      state.deleted = true;
      return;
  }
}

/** A cursor that replays `rows` forward in time; the rows need not be sorted. */
export function createTaskReplay(rows: readonly TaskHistoryRow[]): TaskReplay {
  const ordered = timed(rows);
  const states = new Map<string, TaskState>();
  let next = 0;

  function newState(row: TimedRow): TaskState {
    const state = blankState(row.taskId, row.at);
    states.set(row.taskId, state);
    return state;
  }

  return {
    states,
    advanceTo(instant, onRow) {
      const touched = new Set<string>();
      while (next < ordered.length && ordered[next]!.at <= instant) {
        const row = ordered[next]!;
        const known = states.get(row.taskId);
        const before = onRow && known ? { ...known } : undefined;
        const state = known ?? newState(row);
        apply(state, row);
        onRow?.(row, before, state);
        touched.add(row.taskId);
        next += 1;
      }
      return touched;
    },
  };
}

/** Every task's state at `instant` (rows at or before it applied). */
export function replayAt(
  rows: readonly TaskHistoryRow[],
  instant: number,
): ReadonlyMap<string, TaskState> {
  const replay = createTaskReplay(rows);
  replay.advanceTo(instant);
  return replay.states;
}

/**
 * Per-instant sums of `measure` over every task, for instants in ascending order (e.g. each day's
 * end). Only the tasks touched since the previous instant are measured again, so the cost is
 * O(rows + instants × tasks touched) rather than O(instants × rows).
 */
export function totalsAt<K extends string>(
  rows: readonly TaskHistoryRow[],
  instants: readonly number[],
  keys: readonly K[],
  measure: Measure<K>,
): Record<K, number>[] {
  const replay = createTaskReplay(rows);
  const totals = createRunningTotals(keys, measure);
  return instants.map((instant) => {
    totals.update(replay.states, replay.advanceTo(instant));
    return totals.snapshot();
  });
}
