import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar-day.ts';
import {
  reschedule,
  type RescheduleInput,
  type ScheduleLink,
  type ScheduleMove,
  type ScheduleTask,
} from './reschedule.ts';

const task = (id: string, start_day: string | null, due_day: string | null): ScheduleTask => ({
  id,
  start_day,
  due_day,
});
const link = (blocker_id: string, blocked_id: string): ScheduleLink => ({ blocker_id, blocked_id });
const moved = (id: string, from: [string | null, string | null], to: [string | null, string]) =>
  ({
    kind: 'task',
    id,
    from: { start_day: from[0], due_day: from[1] },
    to: { start_day: to[0], due_day: to[1] },
  }) satisfies ScheduleMove;

// A -> B -> C, each three days long with a day's gap between them.
const CHAIN = [
  task('A', '2030-01-01', '2030-01-03'),
  task('B', '2030-01-05', '2030-01-07'),
  task('C', '2030-01-09', '2030-01-11'),
];
const CHAIN_LINKS = [link('A', 'B'), link('B', 'C')];

// A blocks B (short) and C (long); both block D.
const DIAMOND = [
  task('A', '2030-01-01', '2030-01-02'),
  task('B', '2030-01-03', '2030-01-03'),
  task('C', '2030-01-03', '2030-01-07'),
  task('D', '2030-01-08', '2030-01-09'),
];
const DIAMOND_LINKS = [link('A', 'B'), link('A', 'C'), link('B', 'D'), link('C', 'D')];

const base = { milestones: [], mode: 'auto' } as const;

const cases: {
  name: string;
  input: RescheduleInput;
  moves: ScheduleMove[];
  violations?: ScheduleLink[];
}[] = [
  {
    name: 'a chain is pushed transitively, durations kept, the changed task first',
    input: {
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      change: { task_id: 'A', start_day: '2030-01-04', due_day: '2030-01-06' },
    },
    moves: [
      moved('A', ['2030-01-01', '2030-01-03'], ['2030-01-04', '2030-01-06']),
      moved('B', ['2030-01-05', '2030-01-07'], ['2030-01-07', '2030-01-09']),
      moved('C', ['2030-01-09', '2030-01-11'], ['2030-01-10', '2030-01-12']),
    ],
  },
  {
    name: 'a push that the gap absorbs stops there',
    input: {
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      change: { task_id: 'A', start_day: '2030-01-02', due_day: '2030-01-04' },
    },
    moves: [moved('A', ['2030-01-01', '2030-01-03'], ['2030-01-02', '2030-01-04'])],
  },
  {
    name: 'dependents are never pulled earlier',
    input: {
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      change: { task_id: 'A', start_day: '2029-12-01', due_day: '2029-12-02' },
    },
    moves: [moved('A', ['2030-01-01', '2030-01-03'], ['2029-12-01', '2029-12-02'])],
  },
  {
    name: 'a diamond: the join waits for the later branch only',
    input: {
      ...base,
      tasks: DIAMOND,
      links: DIAMOND_LINKS,
      change: { task_id: 'A', start_day: '2030-01-02', due_day: '2030-01-03' },
    },
    moves: [
      moved('A', ['2030-01-01', '2030-01-02'], ['2030-01-02', '2030-01-03']),
      moved('B', ['2030-01-03', '2030-01-03'], ['2030-01-04', '2030-01-04']),
      moved('C', ['2030-01-03', '2030-01-07'], ['2030-01-04', '2030-01-08']),
      moved('D', ['2030-01-08', '2030-01-09'], ['2030-01-09', '2030-01-10']),
    ],
  },
  {
    name: 'moving the slack branch of a diamond within its slack moves nothing else',
    input: {
      ...base,
      tasks: DIAMOND,
      links: DIAMOND_LINKS,
      change: { task_id: 'B', start_day: '2030-01-06', due_day: '2030-01-06' },
    },
    moves: [moved('B', ['2030-01-03', '2030-01-03'], ['2030-01-06', '2030-01-06'])],
  },
  {
    name: 'a due-only task is a one-day task and stays due-only when pushed',
    input: {
      ...base,
      tasks: [task('A', '2030-01-01', '2030-01-02'), task('B', null, '2030-01-03')],
      links: [link('A', 'B')],
      change: { task_id: 'A', start_day: '2030-01-03', due_day: '2030-01-04' },
    },
    moves: [
      moved('A', ['2030-01-01', '2030-01-02'], ['2030-01-03', '2030-01-04']),
      moved('B', [null, '2030-01-03'], [null, '2030-01-05']),
    ],
  },
  {
    name: 'a task without a due day is not scheduled and passes no push on',
    input: {
      ...base,
      tasks: [
        task('A', '2030-01-01', '2030-01-02'),
        task('X', '2030-01-03', null),
        task('C', '2030-01-04', '2030-01-04'),
      ],
      links: [link('A', 'X'), link('X', 'C')],
      change: { task_id: 'A', start_day: '2030-01-05', due_day: '2030-01-06' },
    },
    moves: [moved('A', ['2030-01-01', '2030-01-02'], ['2030-01-05', '2030-01-06'])],
  },
  {
    name: 'a task with two blockers starts after the later one, whatever order they settle in',
    input: {
      ...base,
      tasks: [
        task('A', '2030-01-01', '2030-01-01'),
        task('Z', '2030-01-01', '2030-01-10'),
        task('B', '2030-01-12', '2030-01-12'),
      ],
      links: [link('A', 'B'), link('Z', 'B')],
      change: { task_id: 'A', start_day: '2030-01-01', due_day: '2030-01-11' },
    },
    moves: [moved('A', ['2030-01-01', '2030-01-01'], ['2030-01-01', '2030-01-11'])],
  },
  {
    name: 'asking for the days a task already has moves nothing',
    input: {
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      change: { task_id: 'A', start_day: '2030-01-01', due_day: '2030-01-03' },
    },
    moves: [],
  },
  {
    name: 'manual mode moves only the changed task and reports the broken links',
    input: {
      ...base,
      mode: 'manual',
      tasks: CHAIN,
      links: CHAIN_LINKS,
      change: { task_id: 'A', start_day: '2030-01-04', due_day: '2030-01-06' },
    },
    moves: [moved('A', ['2030-01-01', '2030-01-03'], ['2030-01-04', '2030-01-06'])],
    violations: [link('A', 'B')],
  },
  {
    name: 'a pinned dependent stays, its violation is reported and its dependents stay too',
    input: {
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      pinned: new Set(['B']),
      change: { task_id: 'A', start_day: '2030-01-04', due_day: '2030-01-06' },
    },
    moves: [moved('A', ['2030-01-01', '2030-01-03'], ['2030-01-04', '2030-01-06'])],
    violations: [link('A', 'B')],
  },
  {
    name: 'a change that starts a task before its own blocker is due is a violation',
    input: {
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      change: { task_id: 'B', start_day: '2030-01-03', due_day: '2030-01-05' },
    },
    moves: [moved('B', ['2030-01-05', '2030-01-07'], ['2030-01-03', '2030-01-05'])],
    violations: [link('A', 'B')],
  },
];

describe('reschedule', () => {
  it.each(cases)('$name', ({ input, moves, violations = [] }) => {
    const result = reschedule(input);
    expect(result.moves).toEqual(moves);
    expect(result.violations).toEqual(violations);
  });

  it('moves a milestone by the largest overrun of its moved tasks, both ends alike', () => {
    const result = reschedule({
      ...base,
      tasks: CHAIN,
      links: CHAIN_LINKS,
      milestones: [
        { id: 'M1', start_day: '2029-12-20', due_day: '2030-01-10', task_ids: ['B', 'C'] },
        { id: 'M2', start_day: '2030-01-01', due_day: '2030-01-31', task_ids: ['C'] },
        { id: 'M3', start_day: '2030-01-01', due_day: '2030-01-01', task_ids: ['X'] },
      ],
      change: { task_id: 'A', start_day: '2030-01-04', due_day: '2030-01-06' },
    });
    expect(result.moves.filter((move) => move.kind === 'milestone')).toEqual([
      {
        kind: 'milestone',
        id: 'M1',
        from: { start_day: '2029-12-20', due_day: '2030-01-10' },
        to: { start_day: '2029-12-22', due_day: '2030-01-12' },
      },
    ]);
  });

  it('moves no milestone in manual mode', () => {
    const result = reschedule({
      ...base,
      mode: 'manual',
      tasks: CHAIN,
      links: CHAIN_LINKS,
      milestones: [{ id: 'M', start_day: '2030-01-01', due_day: '2030-01-03', task_ids: ['A'] }],
      change: { task_id: 'A', start_day: '2030-01-04', due_day: '2030-01-06' },
    });
    expect(result.moves.map((move) => move.id)).toEqual(['A']);
  });

  it('pushes a 500-task chain and a 1,000-task, 1,500-link graph in a few ms', () => {
    const chain = Array.from({ length: 500 }, (_, i) =>
      task(`t${i}`, addDays('2030-01-01', i), addDays('2030-01-01', i)),
    );
    const chainLinks = chain.slice(1).map((t, i) => link(`t${i}`, t.id));
    const graph = Array.from({ length: 1000 }, (_, i) =>
      task(`g${i}`, addDays('2030-01-01', i), addDays('2030-01-01', i)),
    );
    // Each task blocks the next one and, the first 501 also the one after that: 1,500 links.
    const graphLinks = graph.slice(1).map((t, i) => link(`g${i}`, t.id));
    for (let i = 0; i + 2 < 1000 && graphLinks.length < 1500; i += 1) {
      graphLinks.push(link(`g${i}`, `g${i + 2}`));
    }
    expect(graphLinks).toHaveLength(1500);
    const started = Date.now();
    const fromChain = reschedule({
      ...base,
      tasks: chain,
      links: chainLinks,
      change: { task_id: 't0', start_day: '2030-01-05', due_day: '2030-01-05' },
    });
    const fromGraph = reschedule({
      ...base,
      tasks: graph,
      links: graphLinks,
      change: { task_id: 'g0', start_day: '2030-02-01', due_day: '2030-02-01' },
    });
    const elapsed = Date.now() - started;
    expect(fromChain.moves).toHaveLength(500);
    expect(fromChain.moves.at(-1)!.to.due_day).toBe(addDays('2030-01-01', 499 + 4));
    expect(fromGraph.moves).toHaveLength(1000);
    expect(fromGraph.violations).toEqual([]);
    expect(elapsed).toBeLessThan(50);
  });
});
