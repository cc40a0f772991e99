import { describe, expect, it } from 'vitest';
import {
  projectBurndown,
  sprintBurndown,
  type BurndownCheckpoint,
  type BurndownProgress,
} from './burndown.ts';
import { BERLIN, berlin, SCRIPTED_ROWS, SPRINT_S1 } from './scripted-history.ts';
import { toInstant, type TaskHistoryRow } from './task-replay.ts';

const HOUR = 3_600_000;

/** A progress holder that keeps whatever it is given, and counts it. */
function holder(): BurndownProgress & { kept: number } {
  return {
    checkpoint: null,
    kept: 0,
    keep(checkpoint) {
      this.checkpoint = checkpoint;
      this.kept += 1;
    },
  };
}

/** The scripted history as the server would have held it at `asOf`: the same row objects. */
const upTo = (asOf: number) => SCRIPTED_ROWS.filter((row) => toInstant(row.at) <= asOf);

describe('burndowns built from a checkpoint', () => {
  it('equal the charts built afresh at every hour of the sprint, as the history grows', () => {
    const progress = holder();
    const window = { from: '2026-03-24', to: '2026-04-02' };
    const projectProgress = holder();
    for (let asOf = berlin('2026-03-25 00:00'); asOf <= berlin('2026-04-02 12:00'); asOf += HOUR) {
      const rows = upTo(asOf);
      const options = { timeZone: BERLIN, asOf };
      expect(sprintBurndown(rows, SPRINT_S1, options, progress)).toEqual(
        sprintBurndown(rows, SPRINT_S1, options),
      );
      expect(projectBurndown(rows, window, options, projectProgress)).toEqual(
        projectBurndown(rows, window, options),
      );
    }
    // One checkpoint for each of the sprint's seven days once it is over, not one a build.
    expect(progress.kept).toBe(7);
    expect(progress.checkpoint?.replay.applied).toBe(SCRIPTED_ROWS.length);
  });

  it('go on from the checkpoint rather than replaying the history again', () => {
    const progress = holder();
    const asOf = berlin('2026-03-31 12:00');
    sprintBurndown(upTo(asOf), SPRINT_S1, { timeZone: BERLIN, asOf }, progress);
    const saved = progress.checkpoint!;
    // A checkpoint whose saved days say otherwise shows in the next build: it was read.
    const doctored: BurndownCheckpoint = {
      ...saved,
      actuals: saved.actuals.map((sums) => sums.map(() => 99)),
    };
    const later = berlin('2026-03-31 18:00');
    const chart = sprintBurndown(
      upTo(later),
      SPRINT_S1,
      { timeZone: BERLIN, asOf: later },
      { checkpoint: doctored, keep: () => undefined },
    );
    expect(chart.points[0]?.total).toBe(99);
    expect(chart.points[5]?.total).toBe(17);
  });

  it('ignore a checkpoint for another chart, a row written late into a day it saved, or an earlier now', () => {
    const progress = holder();
    const asOf = berlin('2026-03-31 12:00');
    const rows = upTo(asOf);
    sprintBurndown(rows, SPRINT_S1, { timeZone: BERLIN, asOf }, progress);
    // A process whose clock lags writes a row stamped the day before, after the checkpoint.
    const lateAt = berlin('2026-03-30 23:00');
    const late: TaskHistoryRow = { taskId: 'A', field: 'sprint', from: 'S1', to: null, at: lateAt };
    const withLate = [...rows.filter((row) => toInstant(row.at) <= lateAt), late];
    withLate.push(...rows.filter((row) => toInstant(row.at) > lateAt));
    const options = { timeZone: BERLIN, asOf };
    const fresh = sprintBurndown(withLate, SPRINT_S1, options);
    expect(sprintBurndown(withLate, SPRINT_S1, options, holderFrom(progress))).toEqual(fresh);
    expect(fresh.points[4]?.total).toBe(14);

    // The same checkpoint offered to the project's chart, or to a longer sprint.
    const window = { from: '2026-03-26', to: '2026-04-01' };
    expect(projectBurndown(rows, window, options, holderFrom(progress))).toEqual(
      projectBurndown(rows, window, options),
    );
    const longer = { ...SPRINT_S1, endDay: '2026-04-03' };
    expect(sprintBurndown(rows, longer, options, holderFrom(progress))).toEqual(
      sprintBurndown(rows, longer, options),
    );

    // Read at an earlier instant (a clock set back): the checkpoint holds rows after it.
    const earlier = { timeZone: BERLIN, asOf: berlin('2026-03-30 12:00') };
    expect(sprintBurndown(rows, SPRINT_S1, earlier, holderFrom(progress))).toEqual(
      sprintBurndown(rows, SPRINT_S1, earlier),
    );
  });
});

/** A holder starting from `progress`'s checkpoint that keeps nothing new. */
function holderFrom(progress: BurndownProgress): BurndownProgress {
  return { checkpoint: progress.checkpoint, keep: () => undefined };
}
