import { describe, expect, it } from 'vitest';
import { berlin, SCRIPTED_ROWS } from './scripted-history.ts';
import {
  createTaskReplay,
  parseEstimate,
  prepareHistory,
  replayAt,
  resumeTaskReplay,
  toInstant,
  totalsAt,
  type TaskHistoryRow,
} from './task-replay.ts';

describe('replayAt', () => {
  it.each([
    // [instant, task, status, sprint, estimate, deleted, startedAt, doneAt]
    ['2026-03-27 09:59', 'B', 'todo', 'S1', 5, false, null, null],
    ['2026-03-29 12:00', 'B', 'done', 'S1', 5, false, '2026-03-27 10:00', '2026-03-29 12:00'],
    // Reopened: the latest move into Done is kept, the status says it no longer holds.
    [
      '2026-03-30 06:00',
      'B',
      'in_progress',
      'S1',
      5,
      false,
      '2026-03-27 10:00',
      '2026-03-29 12:00',
    ],
    ['2026-04-01 00:00', 'B', 'done', 'S1', 5, false, '2026-03-27 10:00', '2026-03-31 16:00'],
    ['2026-03-28 10:59', 'C', 'todo', 'S1', 2, false, null, null],
    ['2026-03-28 11:00', 'C', 'todo', 'S1', 4, false, null, null],
    ['2026-03-30 14:00', 'D', 'todo', 'S1', 1, true, null, null],
    ['2026-03-29 09:00', 'F', 'todo', 'S2', 3, false, null, null],
    ['2026-03-29 10:00', 'F', 'todo', 'S1', 3, false, null, null],
    ['2026-03-30 00:00', 'E', 'done', 'S1', 2, false, null, '2026-03-29 18:00'],
  ])('at %s %s is %s in %s', (local, taskId, status, sprint, estimate, deleted, started, done) => {
    const state = replayAt(SCRIPTED_ROWS, berlin(local)).get(taskId)!;
    expect(state).toMatchObject({ status, sprintId: sprint, estimate, deleted });
    expect(state.startedAt).toBe(started === null ? null : berlin(started));
    expect(state.doneAt).toBe(done === null ? null : berlin(done));
  });

  it('knows no task before its first row', () => {
    expect(replayAt(SCRIPTED_ROWS, berlin('2026-03-27 08:59')).has('E')).toBe(false);
  });

  it('reads created, assignee and last change, and a task created in progress starts then', () => {
    const rows: TaskHistoryRow[] = [
      { taskId: 'T', field: 'created', from: null, to: 'in_progress', at: '2026-03-01T10:00:00Z' },
      { taskId: 'T', field: 'assignee', from: null, to: 'u1', at: '2026-03-02T10:00:00Z' },
      { taskId: 'T', field: 'status', from: 'in_progress', to: 'done', at: '2026-03-03T10:00:00Z' },
      // A Done-to-Done relabel is not a new finish.
      { taskId: 'T', field: 'status', from: 'done', to: 'completed', at: '2026-03-04T10:00:00Z' },
      { taskId: 'T', field: 'assignee', from: 'u1', to: null, at: '2026-03-05T10:00:00Z' },
    ];
    expect(replayAt(rows, Date.parse('2026-03-06T00:00:00Z')).get('T')).toEqual({
      taskId: 'T',
      status: 'completed',
      assigneeId: null,
      sprintId: null,
      estimate: null,
      deleted: false,
      createdAt: Date.parse('2026-03-01T10:00:00Z'),
      startedAt: Date.parse('2026-03-01T10:00:00Z'),
      doneAt: Date.parse('2026-03-03T10:00:00Z'),
      lastChangeAt: Date.parse('2026-03-05T10:00:00Z'),
    });
  });

  it('sorts rows sent out of order, keeping the given order among equal instants', () => {
    const rows: TaskHistoryRow[] = [
      { taskId: 'T', field: 'status', from: 'todo', to: 'done', at: 3000 },
      { taskId: 'T', field: 'created', from: null, to: 'todo', at: 1000 },
      { taskId: 'T', field: 'estimate', from: null, to: '2', at: 2000 },
      { taskId: 'T', field: 'estimate', from: '2', to: '8', at: 2000 },
    ];
    const state = replayAt(rows, 5000).get('T')!;
    expect(state).toMatchObject({ status: 'done', estimate: 8, createdAt: 1000, doneAt: 3000 });
  });
});

describe('createTaskReplay', () => {
  it('answers the tasks each step touched', () => {
    const replay = createTaskReplay(SCRIPTED_ROWS);
    replay.advanceTo(berlin('2026-03-27 23:59'));
    const ids = (instant: number) => replay.advanceTo(instant).map((state) => state.taskId);
    expect(ids(berlin('2026-03-28 23:59'))).toEqual(['G', 'C']);
    expect(ids(berlin('2026-03-28 23:59'))).toEqual([]);
    // B changes twice on the 29th and once just after midnight; it is listed once.
    expect(ids(berlin('2026-03-30 01:00'))).toEqual(['F', 'B', 'E']);
  });
});

describe('totalsAt', () => {
  it('sums a measure at each instant, re-measuring only touched tasks', () => {
    const instants = ['2026-03-26 23:59', '2026-03-28 23:59', '2026-03-30 23:59'].map(berlin);
    const totals = totalsAt(SCRIPTED_ROWS, instants, ['s1Points', 'open'], (state) =>
      state.deleted
        ? null
        : {
            s1Points: state.sprintId === 'S1' ? (state.estimate ?? 0) : 0,
            open: state.status === 'done' ? 0 : 1,
          },
    );
    expect(totals).toEqual([
      { s1Points: 13, open: 6 },
      { s1Points: 15, open: 6 },
      { s1Points: 17, open: 4 },
    ]);
  });

  it('leaves no float dust from fractional estimates', () => {
    const rows: TaskHistoryRow[] = [
      { taskId: 'T', field: 'estimate', from: null, to: '0.1', at: 1 },
      { taskId: 'U', field: 'estimate', from: null, to: '0.2', at: 1 },
      { taskId: 'T', field: 'estimate', from: '0.1', to: '0.7', at: 2 },
    ];
    const totals = totalsAt(rows, [1, 2], ['points'], (state) => ({ points: state.estimate ?? 0 }));
    expect(totals).toEqual([{ points: 0.3 }, { points: 0.9 }]);
  });
});

describe('parseEstimate', () => {
  it.each([
    ['3', 3],
    ['0.5', 0.5],
    ['', null],
    [null, null],
    ['lots', null],
    ['Infinity', null],
  ])('%j is %s', (text, value) => {
    expect(parseEstimate(text)).toBe(value);
  });
});

describe('prepareHistory', () => {
  /** Every task's state after each row, as one list: what any chart could read. */
  const statesAfterEachRow = (rows: readonly TaskHistoryRow[]) => {
    const replay = createTaskReplay(rows);
    return rows.map((row) => {
      replay.advanceTo(Number(row.at));
      return [...replay.states.values()].map((state) => ({ ...state }));
    });
  };
  const inOrder = [...SCRIPTED_ROWS]
    .map((row) => ({ ...row, at: toInstant(row.at) }))
    .sort((a, b) => a.at - b.at);

  it('replays a prepared history, grown row by row, as the same rows unprepared', () => {
    let earlier: TaskHistoryRow[] = [];
    for (let n = 1; n <= inOrder.length + 2; n += 3) {
      const rows = inOrder.slice(0, n);
      prepareHistory(rows, earlier);
      // A copy of the array is not prepared: it is replayed from its rows.
      expect(statesAfterEachRow(rows)).toEqual(statesAfterEachRow([...rows]));
      earlier = rows;
    }
    expect(earlier).toHaveLength(inOrder.length);
  });

  it('sorts rows added out of time order as an unprepared history does', () => {
    const earlier = inOrder.slice(0, 10);
    prepareHistory(earlier);
    const late = { ...inOrder[0]!, field: 'estimate' as const, to: '13' };
    const rows = [...earlier, late];
    prepareHistory(rows, earlier);
    // Applied at its own instant, before every later row, as in a fresh sort.
    expect(replayAt(rows, late.at).get(late.taskId)!.estimate).toBe(13);
    expect(replayAt(rows, Infinity)).toEqual(replayAt([...rows], Infinity));
  });
});

describe('resumeTaskReplay', () => {
  const middle = berlin('2026-03-28 12:00');

  it('goes on from a checkpoint as the replay it was taken from would', () => {
    const replay = createTaskReplay(SCRIPTED_ROWS);
    replay.advanceTo(middle);
    const resumed = resumeTaskReplay(SCRIPTED_ROWS, replay.checkpoint())!;
    expect([...resumed.states.values()]).toEqual([...replay.states.values()]);
    resumed.advanceTo(Infinity);
    expect([...resumed.states.values()]).toEqual([...replayAt(SCRIPTED_ROWS, Infinity).values()]);
    // The checkpoint's states are copies: going on changed nothing in the first replay.
    expect(replay.states.get('B')?.status).toBe('in_progress');
  });

  it('refuses rows that are not the checkpoint history grown by later rows', () => {
    const replay = createTaskReplay(SCRIPTED_ROWS);
    replay.advanceTo(middle);
    const checkpoint = replay.checkpoint();
    const copied = SCRIPTED_ROWS.map((row) => ({ ...row }));
    expect(resumeTaskReplay(copied, checkpoint)).toBeNull();
    expect(resumeTaskReplay(SCRIPTED_ROWS.slice(0, 3), checkpoint)).toBeNull();
  });
});
