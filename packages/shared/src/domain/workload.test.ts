import { describe, expect, it } from 'vitest';
import { isBottleneck, openTaskCounts, teamWorkload, workloadLevel } from './workload.ts';

describe('workloadLevel', () => {
  it.each([
    [0, 4, 'low'],
    [0, 0, 'low'],
    [2, 4, 'low'], // 0.5
    [2.8, 4, 'low'], // exactly 0.7
    [3, 4, 'normal'], // 0.75
    [4, 4, 'normal'], // 1.0
    [5.2, 4, 'normal'], // exactly 1.3
    [6, 4, 'high'], // 1.5
    [7.2, 4, 'high'], // exactly 1.8
    [7.6, 4, 'overloaded'], // 1.9
    [10, 4, 'overloaded'], // 2.5
  ])('%d tasks against an average of %d is %s', (count, average, level) => {
    expect(workloadLevel(count, average)).toBe(level);
  });
});

describe('isBottleneck', () => {
  it.each([
    [10, 4, true], // overloaded
    [7, 4, true], // high, 1.75 > 1.5
    [6.4, 4, true], // high, 1.6 > 1.5
    [6, 4, false], // high but exactly 1.5
    [5.6, 4, false], // high, 1.4
    [4, 4, false], // normal
    [0, 0, false],
  ])('%d tasks against %d: %s', (count, average, bottleneck) => {
    expect(isBottleneck(count, average)).toBe(bottleneck);
  });
});

describe('teamWorkload', () => {
  it('averages over every member, idle ones included', () => {
    // Total 12 over 4 members: average 3.
    const result = teamWorkload([
      { memberId: 'ana', taskCount: 0 },
      { memberId: 'ben', taskCount: 2 },
      { memberId: 'cy', taskCount: 4 },
      { memberId: 'dee', taskCount: 6 },
    ]);
    expect(result).toEqual([
      { memberId: 'ana', taskCount: 0, ratio: 0, level: 'low', bottleneck: false },
      { memberId: 'ben', taskCount: 2, ratio: 2 / 3, level: 'low', bottleneck: false },
      { memberId: 'cy', taskCount: 4, ratio: 4 / 3, level: 'high', bottleneck: false },
      { memberId: 'dee', taskCount: 6, ratio: 2, level: 'overloaded', bottleneck: true },
    ]);
  });

  it('marks a high member above 1.5x the average as a bottleneck', () => {
    // Total 15 over 5: average 3; 5 tasks is 1.67x: high and a bottleneck.
    const result = teamWorkload([
      { memberId: 'a', taskCount: 5 },
      { memberId: 'b', taskCount: 3 },
      { memberId: 'c', taskCount: 3 },
      { memberId: 'd', taskCount: 2 },
      { memberId: 'e', taskCount: 2 },
    ]);
    expect(result.map((m) => [m.level, m.bottleneck])).toEqual([
      ['high', true],
      ['normal', false],
      ['normal', false],
      ['low', false],
      ['low', false],
    ]);
  });

  it('gives everyone low when nobody has tasks, and handles an empty team', () => {
    expect(teamWorkload([{ memberId: 'a', taskCount: 0 }])).toEqual([
      { memberId: 'a', taskCount: 0, ratio: 0, level: 'low', bottleneck: false },
    ]);
    expect(teamWorkload([])).toEqual([]);
  });
});

describe('openTaskCounts', () => {
  it('counts open tasks per member and ignores done, unassigned and outside tasks', () => {
    const tasks = [
      { assignee_id: 'a', status: 'todo' },
      { assignee_id: 'a', status: 'in_review' },
      { assignee_id: 'a', status: 'done' },
      { assignee_id: 'b', status: 'in_progress' },
      { assignee_id: null, status: 'todo' },
      { status: 'todo' },
      { assignee_id: 'stranger', status: 'todo' },
    ];
    expect(openTaskCounts(['a', 'b', 'c'], tasks)).toEqual([
      { memberId: 'a', taskCount: 2 },
      { memberId: 'b', taskCount: 1 },
      { memberId: 'c', taskCount: 0 },
    ]);
  });
});
