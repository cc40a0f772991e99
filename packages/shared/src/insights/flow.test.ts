import { describe, expect, it } from 'vitest';
import { windowDays } from './days.ts';
import { cumulativeFlow, flowTimes, throughput } from './flow.ts';
import { BERLIN, berlin, NOW, SCRIPTED_ROWS } from './scripted-history.ts';
import { replayAt } from './task-replay.ts';

const now = replayAt(SCRIPTED_ROWS, NOW.getTime());
const week = windowDays('2026-03-26', '2026-04-01', BERLIN);

describe('flowTimes', () => {
  const { cycleTime, leadTime } = flowTimes(now.values());

  it('measures cycle time from the first In Progress to the latest Done, in real hours', () => {
    // A: 26th 09:00 -> 27th 15:00 = 30 h. B: 27th 10:00 CET -> 31st 16:00 CEST = 101 h (the
    // wall clock says 102; the night of the 29th was an hour short). E was never in progress.
    expect(cycleTime).toEqual({
      unit: 'hours',
      count: 2,
      median: 65.5,
      p85: 101,
      samples: [
        { taskId: 'A', hours: 30 },
        { taskId: 'B', hours: 101 },
      ],
    });
  });

  it('measures lead time from creation to the latest Done', () => {
    // E: 27th 09:00 CET -> 29th 18:00 CEST = 56 h; A: 20th 10:00 -> 27th 15:00 = 173 h;
    // B: 20th 10:00 CET -> 31st 16:00 CEST = 269 h.
    expect(leadTime).toEqual({
      unit: 'hours',
      count: 3,
      median: 173,
      p85: 269,
      samples: [
        { taskId: 'E', hours: 56 },
        { taskId: 'A', hours: 173 },
        { taskId: 'B', hours: 269 },
      ],
    });
  });

  it('counts only tasks done now, optionally finished within a window', () => {
    const reopened = flowTimes(replayAt(SCRIPTED_ROWS, berlin('2026-03-30 12:00')).values());
    expect(reopened.leadTime.samples.map((s) => s.taskId)).toEqual(['E', 'A']);
    const lateMarch = flowTimes(now.values(), {
      from: berlin('2026-03-29 00:00'),
      to: berlin('2026-03-31 23:59'),
    });
    expect(lateMarch.leadTime.samples.map((s) => s.taskId)).toEqual(['E', 'B']);
    expect(lateMarch.cycleTime.samples.map((s) => s.taskId)).toEqual(['B']);
  });

  it('has no statistics without samples', () => {
    expect(flowTimes([]).cycleTime).toEqual({
      unit: 'hours',
      count: 0,
      median: null,
      p85: null,
      samples: [],
    });
  });
});

describe('cumulativeFlow', () => {
  it('counts tasks per status at each day end, deleted ones gone', () => {
    const rows = cumulativeFlow(SCRIPTED_ROWS, week).map((p) => [
      p.day,
      p.todo,
      p.in_progress,
      p.in_review,
      p.done,
    ]);
    expect(rows).toEqual([
      ['2026-03-26', 5, 1, 0, 0],
      ['2026-03-27', 5, 1, 0, 1],
      ['2026-03-28', 5, 1, 0, 1],
      ['2026-03-29', 4, 0, 0, 3],
      ['2026-03-30', 2, 2, 0, 2], // B reopened at 00:30, C started, D deleted
      ['2026-03-31', 1, 1, 1, 3],
      ['2026-04-01', 1, 1, 1, 3],
    ]);
  });
});

describe('throughput', () => {
  it('counts each task done now on the day of its latest move into Done', () => {
    expect(throughput(now.values(), week).map((p) => p.done)).toEqual([0, 1, 0, 1, 0, 1, 0]);
  });
});
