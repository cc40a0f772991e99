import type { TaskState } from './task-replay.ts';

/**
 * What one task adds to each total, from its state alone (never from the time), or null when it
 * adds nothing. Missing keys count 0.
 */
export type Measure<K extends string> = (
  state: Readonly<TaskState>,
) => Partial<Record<K, number>> | null;

/**
 * The fast form of a measure: writes what the task adds into `out` (one slot per total, every
 * slot written) and answers false when it adds nothing. Burndowns use it on thousands of tasks
 * per day, where building an object per task per day was most of the cost.
 */
export type VectorMeasure = (state: Readonly<TaskState>, out: number[]) => boolean;

/** Sums over all tasks kept up to date by re-measuring only the tasks that changed. */
export type RunningTotals = {
  /** Takes back what each touched task added before and adds what it adds now. */
  update(touched: Iterable<Readonly<TaskState>>): void;
  /** The current sums, one number per slot, without float dust. */
  snapshot(): number[];
  /** Independent totals that start where these stand. */
  copy(): RunningTotals;
};

/** Running sums of a vector measure over tasks, `width` numbers each. */
export function createRunningTotals(width: number, measure: VectorMeasure): RunningTotals {
  return totalsFrom(width, measure, new Array<number>(width).fill(0), new Map());
}

/**
 * Totals starting from `sums` and the tasks' vectors in `contribution`. The vectors may be
 * shared with other totals (see `copy`): a task's vector is rewritten in place only once these
 * totals made it themselves (`owned`), else replaced, so a copy costs a copy of the map alone.
 */
function totalsFrom(
  width: number,
  measure: VectorMeasure,
  sums: number[],
  contribution: Map<string, number[]>,
): RunningTotals {
  const owned = new Set<string>();
  let spare = new Array<number>(width).fill(0);
  return {
    update(touched) {
      for (const state of touched) {
        const taskId = state.taskId;
        const old = contribution.get(taskId);
        if (old) for (let k = 0; k < width; k += 1) sums[k]! -= old[k]!;
        // A task's own vector is rewritten in place: one allocation per task, not per task per day.
        const mine = old !== undefined && owned.has(taskId);
        const vector = mine ? old : spare;
        if (!measure(state, vector)) {
          if (old) contribution.delete(taskId);
          continue;
        }
        for (let k = 0; k < width; k += 1) sums[k]! += vector[k]!;
        if (!mine) {
          contribution.set(taskId, vector);
          owned.add(taskId);
          spare = new Array<number>(width).fill(0);
        }
      }
    },
    snapshot() {
      return sums.map(withoutDust);
    },
    copy() {
      // From now on both share every vector, and neither rewrites one in place.
      owned.clear();
      return totalsFrom(width, measure, [...sums], new Map(contribution));
    },
  };
}

/** A keyed measure turned into the vector form, slots in the order of `keys`. */
export function keyedMeasure<K extends string>(
  keys: readonly K[],
  measure: Measure<K>,
): VectorMeasure {
  return (state, out) => {
    const measured = measure(state);
    if (measured === null) return false;
    for (let k = 0; k < keys.length; k += 1) out[k] = measured[keys[k]!] ?? 0;
    return true;
  };
}

/**
 * A sum of fractional estimates rounded to a millionth: adding and taking back 0.1s leaves float
 * dust (2.9999999999) that a chart would print.
 */
export function withoutDust(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
