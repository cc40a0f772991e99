import { isTaskDone, type TaskStatus } from '../domain/task-enums.ts';
import { createRunningTotals, keyedMeasure, type Measure } from './running-totals.ts';

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

/**
 * Called for each row just before the cursor applies it, with its instant in milliseconds and
 * the task as it stands (undefined for a task not seen yet). `before` is the live state: read
 * what is needed now, it changes as soon as the call returns.
 */
export type RowVisitor = (
  row: Readonly<TaskHistoryRow>,
  at: number,
  before: Readonly<TaskState> | undefined,
) => void;

/** A cursor over the history: moves forward in time, never back. */
export type TaskReplay = {
  /** Every task seen so far, keyed by id; the map is updated in place as the cursor moves. */
  readonly states: ReadonlyMap<string, TaskState>;
  /**
   * Applies every row at or before `instant` and answers the tasks those rows touched, each
   * once, in the order first touched; `onRow` sees each row before it is applied.
   */
  advanceTo(instant: number, onRow?: RowVisitor): readonly TaskState[];
  /** Where the cursor stands now, to resume from later (see resumeTaskReplay). */
  checkpoint(): ReplayCheckpoint;
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
 * The rows in time order, with their instants as numbers and their tasks as small integers, both
 * read once: the replay then walks arrays instead of hashing a task id per row.
 */
type Timeline = {
  rows: readonly TaskHistoryRow[];
  ats: Float64Array;
  slots: Int32Array;
  taskCount: number;
  /** Slot by task id; may hold tasks of a longer history built from this one (see below). */
  slotOf: Map<string, number>;
};

/** Timelines of histories replayed again and again (see prepareHistory), by their row array. */
const prepared = new WeakMap<readonly TaskHistoryRow[], Timeline>();

/**
 * Marks `rows` (in time order, never changed afterwards) as a history that will be replayed many
 * times, so its instants and task slots are read once rather than per replay. When `earlier` is
 * given, `rows` must be `earlier`'s rows followed by later ones: only those are read. A server
 * keeping a project's history in memory calls this as it grows; the replay is the same without
 * it.
 */
export function prepareHistory(
  rows: readonly TaskHistoryRow[],
  earlier?: readonly TaskHistoryRow[],
): void {
  const base = earlier === undefined ? undefined : prepared.get(earlier);
  const extendable =
    base !== undefined &&
    base.rows === earlier &&
    rows.length >= earlier.length &&
    (earlier.length === 0 || rows[earlier.length - 1] === earlier[earlier.length - 1]);
  if (!extendable) {
    prepared.set(rows, timeline(rows));
    return;
  }
  const from = earlier.length;
  const ats = new Float64Array(rows.length);
  ats.set(base.ats);
  for (let i = from; i < rows.length; i += 1) {
    ats[i] = toInstant(rows[i]!.at);
    // Not in time order after all: read the whole history as any unprepared one.
    if (i > 0 && ats[i]! < ats[i - 1]!) {
      prepared.set(rows, timeline(rows));
      return;
    }
  }
  const slots = new Int32Array(rows.length);
  slots.set(base.slots);
  assignSlots(rows, slots, base.slotOf, from);
  prepared.set(rows, { rows, ats, slots, taskCount: base.slotOf.size, slotOf: base.slotOf });
}

/** Gives each row from `from` on its task's slot, new tasks the next free ones. */
function assignSlots(
  rows: readonly TaskHistoryRow[],
  slots: Int32Array,
  slotOf: Map<string, number>,
  from: number,
): void {
  for (let i = from; i < rows.length; i += 1) {
    const taskId = rows[i]!.taskId;
    let slot = slotOf.get(taskId);
    if (slot === undefined) {
      slot = slotOf.size;
      slotOf.set(taskId, slot);
    }
    slots[i] = slot;
  }
}

/**
 * The rows in time order. The server already sends them so (by `at`, then insertion order);
 * checking that is one pass, and a stable sort keeps insertion order among equal instants when
 * they are not. Rows are not copied: 50,000 small objects cost more than the replay itself.
 */
function timeline(input: readonly TaskHistoryRow[]): Timeline {
  const known = prepared.get(input);
  if (known) return known;
  let rows = input;
  let ats = new Float64Array(rows.length);
  let sorted = true;
  for (let i = 0; i < rows.length; i += 1) {
    ats[i] = toInstant(rows[i]!.at);
    if (i > 0 && ats[i]! < ats[i - 1]!) sorted = false;
  }
  if (!sorted) {
    const unsorted = ats;
    const order = Array.from(rows.keys()).sort((a, b) => unsorted[a]! - unsorted[b]! || a - b);
    rows = order.map((i) => input[i]!);
    ats = Float64Array.from(order, (i) => unsorted[i]!);
  }
  const slotOf = new Map<string, number>();
  const slots = new Int32Array(rows.length);
  assignSlots(rows, slots, slotOf, 0);
  return { rows, ats, slots, taskCount: slotOf.size, slotOf };
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

function apply(state: TaskState, row: Readonly<TaskHistoryRow>, at: number): void {
  state.lastChangeAt = at;
  switch (row.field) {
    case 'created':
      state.createdAt = at;
      enterStatus(state, row.to, at);
      return;
    case 'status':
      enterStatus(state, row.to, at);
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

/**
 * Where a replay stood, saved to go on from later instead of replaying again from the first row
 * (see resumeTaskReplay). Holds copies: never changed once taken.
 */
export type ReplayCheckpoint = {
  /** The rows in the order replayed; the first `applied` were applied. */
  rows: readonly TaskHistoryRow[];
  applied: number;
  /** Every row at or before this instant was applied, and none after it. */
  instant: number;
  /** Every task seen, by id in the order first seen, and by slot (see Timeline). */
  states: ReadonlyMap<string, Readonly<TaskState>>;
  bySlot: readonly (Readonly<TaskState> | undefined)[];
};

/** A cursor that replays `rows` forward in time; the rows need not be sorted. */
export function createTaskReplay(rows: readonly TaskHistoryRow[]): TaskReplay {
  return cursor(timeline(rows), null);
}

/**
 * A cursor over `rows` standing where `checkpoint` stood, or null when `rows` is not that
 * history grown by later rows: its first rows must be the very row objects the checkpoint
 * applied (a history kept in memory grows by appending, so they are), and no other row may be at
 * or before the checkpoint's instant (a row written late by a process whose clock lags).
 */
export function resumeTaskReplay(
  rows: readonly TaskHistoryRow[],
  checkpoint: ReplayCheckpoint,
): TaskReplay | null {
  const line = timeline(rows);
  const { applied } = checkpoint;
  if (line.rows.length < applied) return null;
  for (let i = 0; i < applied; i += 1) if (line.rows[i] !== checkpoint.rows[i]) return null;
  if (applied < line.rows.length && line.ats[applied]! <= checkpoint.instant) return null;
  return cursor(line, checkpoint);
}

/**
 * The cursor. States it shares with a checkpoint (taken from it or resumed from it) are copied
 * the first time a row changes them, so a checkpoint costs copies of two lists, not of every
 * task. Slots number tasks in the order their first row comes, so a history grown by later rows
 * numbers the checkpoint's tasks as it did.
 */
function cursor(line: Timeline, from: ReplayCheckpoint | null): TaskReplay {
  const { rows: ordered, ats, slots, taskCount } = line;
  const states = new Map<string, TaskState>(from?.states as Map<string, TaskState> | undefined);
  const bySlot = (from?.bySlot.slice() ?? []) as (TaskState | undefined)[];
  bySlot.length = taskCount;
  // Which states this cursor made or copied itself, and may change in place.
  const owned = new Uint8Array(taskCount);
  // The step in which each task was last touched, so a step lists a task once without a Set.
  const touchedInStep = new Int32Array(taskCount);
  let step = 0;
  let next = from?.applied ?? 0;
  let reached = from?.instant ?? -Infinity;

  return {
    states,
    advanceTo(instant, onRow) {
      step += 1;
      reached = Math.max(reached, instant);
      const touched: TaskState[] = [];
      while (next < ordered.length && ats[next]! <= instant) {
        const row = ordered[next]!;
        const at = ats[next]!;
        const slot = slots[next]!;
        let state = bySlot[slot];
        onRow?.(row, at, state);
        if (!owned[slot]) {
          state = state ? { ...state } : blankState(row.taskId, at);
          bySlot[slot] = state;
          states.set(row.taskId, state);
          owned[slot] = 1;
        }
        apply(state!, row, at);
        if (touchedInStep[slot] !== step) {
          touchedInStep[slot] = step;
          touched.push(state!);
        }
        next += 1;
      }
      return touched;
    },
    checkpoint() {
      // From now on the checkpoint and this cursor share every state; neither changes one.
      owned.fill(0);
      return {
        rows: ordered,
        applied: next,
        instant: reached,
        states: new Map(states),
        bySlot: bySlot.slice(),
      };
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
  const totals = createRunningTotals(keys.length, keyedMeasure(keys, measure));
  return instants.map((instant) => {
    totals.update(replay.advanceTo(instant));
    const sums = totals.snapshot();
    return Object.fromEntries(keys.map((key, k) => [key, sums[k]!])) as Record<K, number>;
  });
}
