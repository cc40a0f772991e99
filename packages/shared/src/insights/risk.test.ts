import { describe, expect, it } from 'vitest';
import { memberWorkloads, overdueTasks, stalledTasks } from './risk.ts';
import { BERLIN, berlin, NOW, SCRIPTED_ROWS } from './scripted-history.ts';
import { replayAt, type TaskState } from './task-replay.ts';

const clock = { now: NOW, timeZone: BERLIN };

describe('overdueTasks', () => {
  it('lists tasks due before today in the zone and not done, most overdue first', () => {
    const late = { now: new Date('2026-04-01T22:30:00Z'), timeZone: BERLIN }; // 2 April in Berlin
    expect(
      overdueTasks(
        [
          { taskId: 'yesterday', status: 'todo', dueDate: '2026-04-01' },
          { taskId: 'today', status: 'todo', dueDate: '2026-04-02T00:00:00.000Z' },
          { taskId: 'long-ago', status: 'in_review', dueDate: '2026-03-20' },
          { taskId: 'finished', status: 'done', dueDate: '2026-03-01' },
          { taskId: 'undated', status: 'todo', dueDate: null },
        ],
        late,
      ),
    ).toEqual([
      { taskId: 'long-ago', dueDay: '2026-03-20', daysOverdue: 13 },
      { taskId: 'yesterday', dueDay: '2026-04-01', daysOverdue: 1 },
    ]);
  });
});

describe('stalledTasks', () => {
  const states = replayAt(SCRIPTED_ROWS, NOW.getTime());
  it.each([
    // Open tasks on Thursday 2 April: C last moved on the 30th, F on the 31st, G on the 28th.
    [2, ['G', 'C', 'F']],
    [3, ['G', 'C']],
    [5, ['G']],
    [6, []],
  ])('after %d idle days: %j', (days, ids) => {
    expect(stalledTasks(states.values(), clock, days).map((t) => t.taskId)).toEqual(ids);
  });

  it('says how long each has been idle', () => {
    expect(stalledTasks(replayAt(SCRIPTED_ROWS, NOW.getTime()).values(), clock, 3)).toEqual([
      { taskId: 'G', lastChangeAt: berlin('2026-03-28 09:00'), idleDays: 5 },
      { taskId: 'C', lastChangeAt: berlin('2026-03-30 10:00'), idleDays: 3 },
    ]);
  });
});

describe('memberWorkloads', () => {
  const task = (taskId: string, assigneeId: string | null, status = 'todo', deleted = false) =>
    ({ taskId, assigneeId, status, deleted }) as TaskState;
  const states = [
    ...['1', '2', '3', '4', '5', '6', '7'].map((n) => task(`ana-${n}`, 'ana')),
    task('ana-done', 'ana', 'done'),
    task('ana-deleted', 'ana', 'todo', true),
    task('bo-1', 'bo', 'in_progress'),
    task('bo-2', 'bo', 'in_review'),
    ...['1', '2', '3', '4', '5'].map((n) => task(`olga-${n}`, 'olga')),
    task('stranger', 'someone-else'),
    task('nobody', null),
  ];

  it('averages over members but not observers, idle members included', () => {
    // ana 7, bo 2, cy 0: average 3. Counting olga's 5 would make it 3.5 and her merely high.
    const result = memberWorkloads(
      [
        { userId: 'ana', role: 'member' },
        { userId: 'bo', role: 'owner' },
        { userId: 'cy', role: 'leader' },
        { userId: 'olga', role: 'observer' },
      ],
      states,
    );
    expect(result.map((m) => [m.memberId, m.taskCount, m.level, m.bottleneck])).toEqual([
      ['ana', 7, 'overloaded', true],
      ['bo', 2, 'low', false],
      ['cy', 0, 'low', false],
      ['olga', 5, 'high', true],
    ]);
    expect(result[0]!.ratio).toBeCloseTo(7 / 3);
  });
});
