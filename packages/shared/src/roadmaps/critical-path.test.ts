import { describe, expect, it } from 'vitest';
import { addDays } from '../domain/calendar-day.ts';
import { criticalPath } from './critical-path.ts';
import type { ScheduleLink, ScheduleTask } from './schedule-graph.ts';

const task = (id: string, start_day: string | null, due_day: string | null): ScheduleTask => ({
  id,
  start_day,
  due_day,
});
const link = (blocker_id: string, blocked_id: string): ScheduleLink => ({ blocker_id, blocked_id });

type Case = {
  name: string;
  tasks: ScheduleTask[];
  links: ScheduleLink[];
  milestones?: string[];
  slack: Record<string, number>;
  path: string[];
};

const cases: Case[] = [
  {
    name: 'a tight chain is critical end to end',
    tasks: [
      task('A', '2030-01-01', '2030-01-03'),
      task('B', '2030-01-04', '2030-01-05'),
      task('C', '2030-01-06', '2030-01-10'),
    ],
    links: [link('A', 'B'), link('B', 'C')],
    slack: { A: 0, B: 0, C: 0 },
    path: ['A', 'B', 'C'],
  },
  {
    name: 'a chain with gaps: slack up to the next task, the path from the last gap on',
    tasks: [
      task('A', '2030-01-01', '2030-01-02'),
      task('B', '2030-01-05', '2030-01-05'),
      task('C', '2030-01-06', '2030-01-07'),
    ],
    links: [link('A', 'B'), link('B', 'C')],
    slack: { A: 2, B: 0, C: 0 },
    path: ['B', 'C'],
  },
  {
    name: 'a diamond: the long branch is critical, the short one has slack',
    tasks: [
      task('A', '2030-01-01', '2030-01-02'),
      task('B', '2030-01-03', '2030-01-03'),
      task('C', '2030-01-03', '2030-01-07'),
      task('D', '2030-01-08', '2030-01-09'),
    ],
    links: [link('A', 'B'), link('A', 'C'), link('B', 'D'), link('C', 'D')],
    slack: { A: 0, B: 4, C: 0, D: 0 },
    path: ['A', 'C', 'D'],
  },
  {
    name: 'parallel chains: the one ending last is critical',
    tasks: [
      task('A1', '2030-01-01', '2030-01-02'),
      task('A2', '2030-01-03', '2030-01-04'),
      task('B1', '2030-01-01', '2030-01-05'),
      task('B2', '2030-01-06', '2030-01-10'),
    ],
    links: [link('A1', 'A2'), link('B1', 'B2')],
    slack: { A1: 6, A2: 6, B1: 0, B2: 0 },
    path: ['B1', 'B2'],
  },
  {
    name: 'a task with no links has slack to the end; alone at the end it is the path',
    tasks: [task('A', '2030-01-01', '2030-01-02'), task('L', '2030-01-01', '2030-01-05')],
    links: [],
    slack: { A: 3, L: 0 },
    path: ['L'],
  },
  {
    name: 'the latest milestone sets the end: every task gets its slack to it',
    tasks: [task('A', '2030-01-01', '2030-01-02'), task('B', '2030-01-03', '2030-01-04')],
    links: [link('A', 'B')],
    milestones: ['2030-01-05', '2030-01-08'],
    slack: { A: 4, B: 4 },
    path: [],
  },
  {
    name: 'a task past the latest milestone has negative slack',
    tasks: [task('A', '2030-01-01', '2030-01-02'), task('B', '2030-01-03', '2030-01-06')],
    links: [link('A', 'B')],
    milestones: ['2030-01-04'],
    slack: { A: -2, B: -2 },
    path: [],
  },
  {
    name: 'due-only tasks are one day long; undated tasks and outside links are left out',
    tasks: [
      task('A', null, '2030-01-01'),
      task('B', null, '2030-01-02'),
      task('X', '2030-01-01', null),
    ],
    links: [link('A', 'B'), link('A', 'X'), link('OTHER', 'A')],
    slack: { A: 0, B: 0 },
    path: ['A', 'B'],
  },
  { name: 'nothing scheduled', tasks: [task('X', null, null)], links: [], slack: {}, path: [] },
];

describe('criticalPath', () => {
  it.each(cases)('$name', ({ tasks, links, milestones = [], slack, path }) => {
    const result = criticalPath({ tasks, links, milestone_due_days: milestones });
    expect(Object.fromEntries(result.slack)).toEqual(slack);
    expect(result.critical_path).toEqual(path);
  });

  it('computes a 500-task chain and a 1,000-task, 1,500-link graph in a few ms', () => {
    const chain = Array.from({ length: 500 }, (_, i) =>
      task(`t${i}`, addDays('2030-01-01', i), addDays('2030-01-01', i)),
    );
    const chainLinks = chain.slice(1).map((t, i) => link(`t${i}`, t.id));
    const graph = Array.from({ length: 1000 }, (_, i) =>
      task(`g${i}`, addDays('2030-01-01', i), addDays('2030-01-01', i)),
    );
    const graphLinks = graph.slice(1).map((t, i) => link(`g${i}`, t.id));
    for (let i = 0; i + 2 < 1000 && graphLinks.length < 1500; i += 1) {
      graphLinks.push(link(`g${i}`, `g${i + 2}`));
    }
    const started = Date.now();
    const fromChain = criticalPath({ tasks: chain, links: chainLinks, milestone_due_days: [] });
    const fromGraph = criticalPath({ tasks: graph, links: graphLinks, milestone_due_days: [] });
    const elapsed = Date.now() - started;
    expect(fromChain.critical_path).toHaveLength(500);
    expect(fromGraph.critical_path).toHaveLength(1000);
    expect(elapsed).toBeLessThan(50);
  });
});
