import { describe, expect, it } from 'vitest';
import {
  defaultProjectWindow,
  projectBurndown,
  sprintBurndown,
  type Burndown,
} from './burndown.ts';
import { BERLIN, berlin, SCRIPTED_ROWS, SPRINT_S1 } from './scripted-history.ts';
import type { TaskHistoryRow } from './task-replay.ts';

/** [day, remaining, done, total] per day, as the chart should read. */
type Series = [string, number | null, number | null, number | null][];

function series(chart: Burndown): Series {
  return chart.points.map((p) => [p.day, p.remaining, p.done, p.total]);
}

describe('sprintBurndown on the scripted week (points)', () => {
  const chart = sprintBurndown(SCRIPTED_ROWS, SPRINT_S1, { timeZone: BERLIN });

  it('charts points, since every task in the sprint is estimated', () => {
    expect(chart.unit).toBe('points');
  });

  it('starts from what the sprint held when its first day began (E, added on day 2, is not in it)', () => {
    // A 3 + B 5 + C 2 + D 1 + G 2.
    expect(chart.startingScope).toBe(13);
    expect(chart.startingRemaining).toBe(13);
  });

  it('burns down and up day by day, the 23-hour Sunday and the reopen after midnight included', () => {
    expect(series(chart)).toEqual([
      ['2026-03-26', 13, 0, 13],
      ['2026-03-27', 12, 3, 15], // E added (+2), A done
      ['2026-03-28', 12, 3, 15], // G moved out (-2), C re-estimated 2 -> 4 (+2)
      ['2026-03-29', 8, 10, 18], // F moved in (+3), B and E done
      ['2026-03-30', 12, 5, 17], // B reopened at 00:30, D deleted (-1)
      ['2026-03-31', 7, 10, 17], // B done again
      ['2026-04-01', 7, 10, 17],
    ]);
  });

  it('marks every scope change after the start, on its day, with its task', () => {
    expect(chart.scopeChanges).toEqual([
      { day: '2026-03-27', taskId: 'E', kind: 'added', amount: 2 },
      { day: '2026-03-28', taskId: 'G', kind: 'removed', amount: -2 },
      { day: '2026-03-28', taskId: 'C', kind: 'estimate_changed', amount: 2 },
      { day: '2026-03-29', taskId: 'F', kind: 'added', amount: 3 },
      { day: '2026-03-30', taskId: 'D', kind: 'removed', amount: -1 },
    ]);
  });

  it('draws the ideal line from the starting scope to 0 over every day', () => {
    expect(chart.points.map((p) => p.ideal)).toEqual([
      13,
      (13 * 5) / 6,
      (13 * 4) / 6,
      6.5,
      (13 * 2) / 6,
      13 / 6,
      0,
    ]);
  });

  it('holds the ideal line still over the weekend when asked', () => {
    const skipping = sprintBurndown(SCRIPTED_ROWS, SPRINT_S1, {
      timeZone: BERLIN,
      skipWeekends: true,
    });
    // Thu, Fri, Sat, Sun, Mon, Tue, Wed: five weekdays, four steps of 3.25.
    expect(skipping.points.map((p) => p.ideal)).toEqual([13, 9.75, 9.75, 9.75, 6.5, 3.25, 0]);
  });

  it('leaves days that have not begun without actuals and reads no change after asOf', () => {
    const midway = sprintBurndown(SCRIPTED_ROWS, SPRINT_S1, {
      timeZone: BERLIN,
      asOf: berlin('2026-03-30 12:00'),
    });
    expect(series(midway).slice(3)).toEqual([
      ['2026-03-29', 8, 10, 18],
      ['2026-03-30', 13, 5, 18], // B reopened; D not deleted yet at noon
      ['2026-03-31', null, null, null],
      ['2026-04-01', null, null, null],
    ]);
    expect(midway.scopeChanges.map((c) => c.taskId)).toEqual(['E', 'G', 'C', 'F']);
    expect(midway.points[6]!.ideal).toBe(0);
  });
});

describe('sprintBurndown in task counts', () => {
  // H has no estimate, so the sprint cannot be charted in points.
  const rows: TaskHistoryRow[] = [
    ...SCRIPTED_ROWS.slice(0, 18),
    { taskId: 'H', field: 'created', from: null, to: 'todo', at: berlin('2026-03-20 10:00') },
    { taskId: 'H', field: 'sprint', from: null, to: 'S1', at: berlin('2026-03-20 10:00') },
    ...SCRIPTED_ROWS.slice(18),
  ];
  const chart = sprintBurndown(rows, SPRINT_S1, { timeZone: BERLIN });

  it('counts tasks and leaves re-estimates out of the scope changes', () => {
    expect(chart.unit).toBe('tasks');
    expect(chart.startingScope).toBe(6);
    expect(series(chart)).toEqual([
      ['2026-03-26', 6, 0, 6],
      ['2026-03-27', 6, 1, 7],
      ['2026-03-28', 5, 1, 6],
      ['2026-03-29', 4, 3, 7],
      ['2026-03-30', 4, 2, 6],
      ['2026-03-31', 3, 3, 6],
      ['2026-04-01', 3, 3, 6],
    ]);
    expect(chart.scopeChanges).toEqual([
      { day: '2026-03-27', taskId: 'E', kind: 'added', amount: 1 },
      { day: '2026-03-28', taskId: 'G', kind: 'removed', amount: -1 },
      { day: '2026-03-29', taskId: 'F', kind: 'added', amount: 1 },
      { day: '2026-03-30', taskId: 'D', kind: 'removed', amount: -1 },
    ]);
  });
});

describe('sprintBurndown of a sprint created after its first day began', () => {
  const rows: TaskHistoryRow[] = [
    { taskId: 'X', field: 'created', from: null, to: 'todo', at: berlin('2026-03-26 10:00') },
    { taskId: 'Y', field: 'created', from: null, to: 'todo', at: berlin('2026-03-26 10:00') },
    { taskId: 'X', field: 'sprint', from: null, to: 'S3', at: berlin('2026-03-27 12:00') },
    { taskId: 'Y', field: 'sprint', from: null, to: 'S3', at: berlin('2026-03-27 13:00') },
  ];
  const chart = sprintBurndown(
    rows,
    {
      sprintId: 'S3',
      startDay: '2026-03-26',
      endDay: '2026-03-28',
      createdAt: berlin('2026-03-27 12:00'),
    },
    { timeZone: BERLIN },
  );

  it('starts from what it held when it was created; later moves in are additions', () => {
    expect(chart.startingScope).toBe(1);
    expect(chart.scopeChanges).toEqual([
      { day: '2026-03-27', taskId: 'Y', kind: 'added', amount: 1 },
    ]);
    expect(chart.points.map((p) => p.ideal)).toEqual([1, 0.5, 0]);
  });
});

describe('projectBurndown', () => {
  const chart = projectBurndown(
    SCRIPTED_ROWS,
    { from: '2026-03-27', to: '2026-03-30' },
    { timeZone: BERLIN },
  );

  it('counts every existing task, creations and deletions as scope changes', () => {
    expect(chart.unit).toBe('points');
    // A 3 + B 5 + C 2 + D 1 + F 3 + G 2 exist when the 27th begins; none is done.
    expect(chart.startingScope).toBe(16);
    expect(series(chart)).toEqual([
      ['2026-03-27', 15, 3, 18], // E created (+2), A done
      ['2026-03-28', 17, 3, 20], // C re-estimated (+2); G changing sprints changes nothing
      ['2026-03-29', 10, 10, 20],
      ['2026-03-30', 14, 5, 19], // D deleted (-1), B reopened
    ]);
    expect(chart.scopeChanges).toEqual([
      { day: '2026-03-27', taskId: 'E', kind: 'added', amount: 2 },
      { day: '2026-03-28', taskId: 'C', kind: 'estimate_changed', amount: 2 },
      { day: '2026-03-30', taskId: 'D', kind: 'removed', amount: -1 },
    ]);
  });

  it('draws its ideal line from the work remaining when the window opens', () => {
    const late = projectBurndown(
      SCRIPTED_ROWS,
      { from: '2026-03-30', to: '2026-04-01' },
      { timeZone: BERLIN },
    );
    // On the 30th at 00:00: 20 points exist, A, B and E (10) done.
    expect(late.startingScope).toBe(20);
    expect(late.startingRemaining).toBe(10);
    expect(late.points.map((p) => p.ideal)).toEqual([10, 5, 0]);
  });

  it('defaults to the last 21 days up to today in the zone', () => {
    const clock = { now: new Date('2026-03-29T22:30:00Z'), timeZone: BERLIN };
    expect(defaultProjectWindow(clock)).toEqual({ from: '2026-03-10', to: '2026-03-30' });
  });
});
