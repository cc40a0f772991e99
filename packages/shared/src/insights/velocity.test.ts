import { describe, expect, it } from 'vitest';
import { BERLIN, berlin, NOW, SCRIPTED_ROWS } from './scripted-history.ts';
import { replayAt, type TaskHistoryRow } from './task-replay.ts';
import { doneByWeek, doneBySprint, suggestedLoad, velocity } from './velocity.ts';

const clock = { now: NOW, timeZone: BERLIN };

describe('doneByWeek', () => {
  it('counts each task still done in the week of its latest move into Done', () => {
    // A (Fri 27th) and E (Sun 29th) in the week of the 23rd; B, done on Sunday the 29th and
    // again on Tuesday the 31st after a reopen, in the week of the 30th.
    const states = replayAt(SCRIPTED_ROWS, NOW.getTime()).values();
    expect(doneByWeek(states, clock)).toEqual([
      { weekStart: '2026-02-23', done: 0 },
      { weekStart: '2026-03-02', done: 0 },
      { weekStart: '2026-03-09', done: 0 },
      { weekStart: '2026-03-16', done: 0 },
      { weekStart: '2026-03-23', done: 2 },
      { weekStart: '2026-03-30', done: 1 },
    ]);
  });

  it('starts weeks at Monday midnight in the zone and leaves reopened and deleted tasks out', () => {
    const rows: TaskHistoryRow[] = [
      ...SCRIPTED_ROWS,
      // Monday 00:15 in Berlin is still Sunday in UTC: it belongs to the week of the 30th.
      { taskId: 'K', field: 'created', from: null, to: 'todo', at: berlin('2026-03-25 10:00') },
      { taskId: 'K', field: 'status', from: 'todo', to: 'done', at: berlin('2026-03-30 00:15') },
      // Done, then reopened: counts nowhere.
      { taskId: 'L', field: 'created', from: null, to: 'done', at: berlin('2026-03-24 10:00') },
      { taskId: 'L', field: 'status', from: 'done', to: 'todo', at: berlin('2026-03-31 10:00') },
      // Done, then deleted: counts nowhere.
      { taskId: 'M', field: 'created', from: null, to: 'done', at: berlin('2026-03-24 10:00') },
      { taskId: 'M', field: 'deleted', from: 'done', to: null, at: berlin('2026-03-31 10:00') },
    ];
    const weeks = doneByWeek(replayAt(rows, NOW.getTime()).values(), clock, 2);
    expect(weeks).toEqual([
      { weekStart: '2026-03-23', done: 2 },
      { weekStart: '2026-03-30', done: 2 },
    ]);
  });
});

describe('doneBySprint', () => {
  it.each([
    ['2026-03-27 23:00', 1], // A
    ['2026-03-29 20:00', 3], // A, B, E
    ['2026-03-30 12:00', 2], // B reopened
    ['2026-04-01 23:59', 3], // A, B, E (D deleted, C and F open)
  ])('S1 closed at %s held %d done tasks', (local, done) => {
    expect(doneBySprint(SCRIPTED_ROWS, [{ sprintId: 'S1', closedAt: berlin(local) }])).toEqual([
      { sprintId: 'S1', closedAt: berlin(local), done },
    ]);
  });

  it('answers sprints earliest closed first from one replay', () => {
    const result = doneBySprint(SCRIPTED_ROWS, [
      { sprintId: 'S1', closedAt: new Date(berlin('2026-04-01 23:59')) },
      { sprintId: 'S2', closedAt: new Date(berlin('2026-03-28 18:00')) },
    ]);
    expect(result.map((s) => [s.sprintId, s.done])).toEqual([
      ['S2', 0],
      ['S1', 3],
    ]);
  });
});

describe('suggestedLoad', () => {
  const sprints = (counts: number[]) =>
    counts.map((done, index) => ({ sprintId: `S${index}`, closedAt: index, done }));
  it.each([
    [[], null],
    [[7], 7],
    [[4, 9], 6.5],
    [[8, 2, 5], 5],
    // Only the last three: 20 is too old to count.
    [[20, 3, 9, 6], 6],
  ])('for done counts %j is %s', (counts, load) => {
    expect(suggestedLoad(sprints(counts))).toBe(load);
  });
});

describe('velocity', () => {
  it('puts the weeks, the sprints and the suggestion together', () => {
    const result = velocity(
      SCRIPTED_ROWS,
      [
        { sprintId: 'S1', closedAt: berlin('2026-04-01 23:59') },
        { sprintId: 'S2', closedAt: berlin('2026-03-28 18:00') },
      ],
      clock,
    );
    expect(result.weeks.map((w) => w.done)).toEqual([0, 0, 0, 0, 2, 1]);
    expect(result.sprints.map((s) => s.done)).toEqual([0, 3]);
    expect(result.suggestedLoad).toBe(1.5);
  });
});
