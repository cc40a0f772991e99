import { describe, expect, it } from 'vitest';
import { MILESTONE_AT_RISK_LAG } from '../limits.ts';
import {
  milestoneStatus,
  milestoneTimeElapsed,
  summarizeMilestoneTasks,
  type MilestoneOverride,
  type MilestoneStatus,
  type MilestoneTaskInput,
  type ProgressBasis,
} from './milestone-status.ts';

const open = (
  estimate: number | null = null,
  dueDay: string | null = null,
): MilestoneTaskInput => ({
  done: false,
  estimate,
  dueDay,
});
const done = (
  estimate: number | null = null,
  dueDay: string | null = null,
): MilestoneTaskInput => ({
  done: true,
  estimate,
  dueDay,
});

// A ten-day milestone, 2030-01-01..2030-01-10: on day n, n/10 of its time has elapsed.
const START = '2030-01-01';
const DUE = '2030-01-10';

type Row = {
  name: string;
  today: string;
  tasks: MilestoneTaskInput[];
  status: MilestoneStatus;
  progress: number;
  basis: ProgressBasis;
};

const ROWS: Row[] = [
  {
    name: 'no tasks, before its due day',
    today: '2030-01-05',
    tasks: [],
    status: 'on_track',
    progress: 0,
    basis: 'tasks',
  },
  {
    name: 'no tasks, on its due day',
    today: DUE,
    tasks: [],
    status: 'on_track',
    progress: 0,
    basis: 'tasks',
  },
  {
    name: 'no tasks, the day after its due day',
    today: '2030-01-11',
    tasks: [],
    status: 'delayed',
    progress: 0,
    basis: 'tasks',
  },
  {
    name: 'no tasks, late in its time (never at risk)',
    today: '2030-01-09',
    tasks: [],
    status: 'on_track',
    progress: 0,
    basis: 'tasks',
  },
  {
    name: 'every task done, before its due day',
    today: '2030-01-02',
    tasks: [done(), done()],
    status: 'completed',
    progress: 100,
    basis: 'tasks',
  },
  {
    name: 'every task done, past its due day',
    today: '2030-02-01',
    tasks: [done(), done()],
    status: 'completed',
    progress: 100,
    basis: 'tasks',
  },
  {
    name: 'one task open, past its due day',
    today: '2030-01-11',
    tasks: [done(), open()],
    status: 'delayed',
    progress: 50,
    basis: 'tasks',
  },
  {
    name: 'before it starts, nothing done',
    today: '2029-12-20',
    tasks: [open(), open()],
    status: 'on_track',
    progress: 0,
    basis: 'tasks',
  },
  // Day 3: 0.3 elapsed, 0 done: a lag of 0.3 > 0.25.
  {
    name: 'behind by more than the lag',
    today: '2030-01-03',
    tasks: [open(), open()],
    status: 'at_risk',
    progress: 0,
    basis: 'tasks',
  },
  // Day 2: 0.2 elapsed, 0 done: 0.2 is within the lag.
  {
    name: 'behind by less than the lag',
    today: '2030-01-02',
    tasks: [open(), open()],
    status: 'on_track',
    progress: 0,
    basis: 'tasks',
  },
  // Day 8: 0.8 elapsed, 0.5 done: a lag of 0.3.
  {
    name: 'half done with most of the time gone',
    today: '2030-01-08',
    tasks: [done(), open()],
    status: 'at_risk',
    progress: 50,
    basis: 'tasks',
  },
  // Day 7: 0.7 elapsed, 0.5 done: a lag of 0.2.
  {
    name: 'half done with 70% of the time gone',
    today: '2030-01-07',
    tasks: [done(), open()],
    status: 'on_track',
    progress: 50,
    basis: 'tasks',
  },
  {
    name: 'an unfinished task overdue',
    today: '2030-01-02',
    tasks: [open(null, '2030-01-01'), done()],
    status: 'at_risk',
    progress: 50,
    basis: 'tasks',
  },
  {
    name: 'an unfinished task due today (not overdue)',
    today: '2030-01-02',
    tasks: [open(null, '2030-01-02'), done()],
    status: 'on_track',
    progress: 50,
    basis: 'tasks',
  },
  {
    name: 'a done task past its due day (not overdue)',
    today: '2030-01-05',
    tasks: [done(null, '2030-01-01'), open(), done()],
    status: 'on_track',
    progress: 66,
    basis: 'tasks',
  },
  // Points: 8 of 10 done on day 9 (0.9 elapsed, 0.8 done); by tasks it would be 1 of 2.
  {
    name: 'points when every task is estimated',
    today: '2030-01-09',
    tasks: [done(8), open(2)],
    status: 'on_track',
    progress: 80,
    basis: 'points',
  },
  {
    name: 'tasks when one task has no estimate',
    today: '2030-01-09',
    tasks: [done(8), open(2), open()],
    status: 'at_risk',
    progress: 33,
    basis: 'tasks',
  },
  {
    name: 'tasks when every estimate is 0',
    today: '2030-01-01',
    tasks: [done(0), open(0)],
    status: 'on_track',
    progress: 50,
    basis: 'tasks',
  },
  {
    name: 'fractional points, rounded down',
    today: '2030-01-01',
    tasks: [done(0.5), open(1)],
    status: 'on_track',
    progress: 33,
    basis: 'points',
  },
  {
    name: 'on its due day with nothing done',
    today: DUE,
    tasks: [open()],
    status: 'at_risk',
    progress: 0,
    basis: 'tasks',
  },
];

describe('milestoneStatus', () => {
  it.each(ROWS)(
    '$name: $status, $progress% by $basis',
    ({ today, tasks, status, progress, basis }) => {
      const result = milestoneStatus({
        startDate: START,
        dueDate: DUE,
        today,
        work: summarizeMilestoneTasks(tasks),
      });
      expect(result).toEqual({
        status,
        computedStatus: status,
        statusOverridden: false,
        statusReason: null,
        progress,
        progressBasis: basis,
      });
    },
  );

  it('a one-day milestone is all elapsed on its day', () => {
    expect(milestoneTimeElapsed(DUE, DUE, DUE)).toBe(1);
    expect(
      milestoneStatus({
        startDate: DUE,
        dueDate: DUE,
        today: DUE,
        work: summarizeMilestoneTasks([open()]),
      }).status,
    ).toBe('at_risk');
  });

  it('an override replaces the status and keeps the computed one', () => {
    const override: MilestoneOverride = { status: 'on_track', reason: 'Scope cut agreed' };
    const result = milestoneStatus({
      startDate: START,
      dueDate: DUE,
      today: '2030-02-01',
      work: summarizeMilestoneTasks([open()]),
      override,
    });
    expect(result).toMatchObject({
      status: 'on_track',
      computedStatus: 'delayed',
      statusOverridden: true,
      statusReason: 'Scope cut agreed',
    });
  });
});

describe('milestoneTimeElapsed', () => {
  it.each([
    ['2029-12-31', 0],
    [START, 0.1],
    ['2030-01-05', 0.5],
    [DUE, 1],
    ['2030-03-01', 1],
  ])('on %s: %d', (today, share) => {
    expect(milestoneTimeElapsed(START, DUE, today)).toBeCloseTo(share);
  });

  it('the lag threshold is a quarter', () => {
    expect(MILESTONE_AT_RISK_LAG).toBe(0.25);
  });
});

describe('summarizeMilestoneTasks', () => {
  it('keeps the earliest due day among unfinished tasks only', () => {
    expect(
      summarizeMilestoneTasks([
        done(3, '2030-01-01'),
        open(null, '2030-01-05'),
        open(2, '2030-01-03'),
        open(1, null),
      ]),
    ).toEqual({
      total: 4,
      done: 1,
      estimated: 3,
      points: 6,
      donePoints: 3,
      earliestOpenDueDay: '2030-01-03',
    });
  });
});
