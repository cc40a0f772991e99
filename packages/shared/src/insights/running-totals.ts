import type { TaskState } from './task-replay.ts';

/**
 * What one task adds to each total, from its state alone (never from the time), or null when it
 * adds nothing. Missing keys count 0.
 */
export type Measure<K extends string> = (
  state: Readonly<TaskState>,
) => Partial<Record<K, number>> | null;

/** Sums over all tasks kept up to date by re-measuring only the tasks that changed. */
export type RunningTotals<K extends string> = {
  /** Takes back what each touched task added before and adds what it adds now. */
  update(states: ReadonlyMap<string, TaskState>, touched: Iterable<string>): void;
  /** The current sums, one number per key. */
  snapshot(): Record<K, number>;
};

/** Running sums of `measure` over tasks, one number per key. */
export function createRunningTotals<K extends string>(
  keys: readonly K[],
  measure: Measure<K>,
): RunningTotals<K> {
  const width = keys.length;
  const contribution = new Map<string, Float64Array>();
  const sums = new Float64Array(width);
  return {
    update(states, touched) {
      for (const taskId of touched) {
        const old = contribution.get(taskId);
        if (old) for (let k = 0; k < width; k += 1) sums[k]! -= old[k]!;
        const state = states.get(taskId);
        const measured = state ? measure(state) : null;
        if (measured === null) {
          contribution.delete(taskId);
          continue;
        }
        const vector = new Float64Array(width);
        for (let k = 0; k < width; k += 1) {
          vector[k] = measured[keys[k]!] ?? 0;
          sums[k]! += vector[k]!;
        }
        contribution.set(taskId, vector);
      }
    },
    snapshot() {
      const row = {} as Record<K, number>;
      for (let k = 0; k < width; k += 1) row[keys[k]!] = withoutDust(sums[k]!);
      return row;
    },
  };
}

/**
 * A sum of fractional estimates rounded to a millionth: adding and taking back 0.1s leaves float
 * dust (2.9999999999) that a chart would print.
 */
export function withoutDust(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
