import type { BurndownCheckpoint, BurndownProgress } from '@crewline/shared/insights/burndown';
import { createBodyCache } from '../../services/body-cache.ts';

// What a checkpoint holds besides its rows (shared with the kept history): a copy of each task's
// state and of its share of the sums, and the chart's scope changes so far.
const TASK_BYTES = 300;
const CHANGE_BYTES = 120;

const sizeOf = (checkpoint: BurndownCheckpoint) =>
  checkpoint.replay.states.size * TASK_BYTES + checkpoint.changes.length * CHANGE_BYTES + 1024;

/** Keeps each burndown's checkpoint (see `progressOf`) within a memory budget. */
export type BurndownCheckpoints = {
  /** Where the chart named by `key` stood at the end of its last finished day, and its keeper. */
  progressOf(key: string): BurndownProgress;
};

/**
 * Checkpoints of recently built burndowns, at most `maxBytes` of them (least recently used go
 * first). A change writes history at the present, so the next build of a chart needs to replay
 * only the rows since its last finished day: a 90-day chart of a 5,000-task project replayed
 * ~50,000 rows on every change before. The chart checks that a checkpoint fits its rows (the same
 * kept history, grown only by later rows), so a process that kept one never draws a different
 * chart than one that did not.
 */
export function createBurndownCheckpoints(maxBytes: number): BurndownCheckpoints {
  const kept = createBodyCache<BurndownCheckpoint>(maxBytes, sizeOf);
  return {
    progressOf(key) {
      return {
        checkpoint: kept.get(key) ?? null,
        keep: (checkpoint) => kept.set(key, checkpoint),
      };
    },
  };
}
