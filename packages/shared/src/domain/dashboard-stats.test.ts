import { describe, expect, it } from 'vitest';
import type { Clock } from './calendar-day.ts';
import { dashboardStats, monthOverMonth } from './dashboard-stats.ts';

// Wednesday 12 March 2025, mid-afternoon in UTC.
const clock: Clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'UTC' };

describe('monthOverMonth', () => {
  it.each([
    [[], 0, 0, 0],
    [['2025-03-01T00:00:00Z', '2025-03-12T14:00:00Z'], 2, 0, 2],
    [['2025-02-01T00:00:00Z', '2025-02-28T23:59:59Z', '2025-03-05T00:00:00Z'], 1, 2, -1],
    [['2025-01-31T00:00:00Z', '2024-03-10T00:00:00Z'], 0, 0, 0], // older months and last year
    [['not a date', '2025-03-02T00:00:00Z'], 1, 0, 1],
  ])('%j: this month %i, last month %i, difference %i', (dates, thisMonth, lastMonth, diff) => {
    expect(monthOverMonth(dates, clock)).toEqual({ thisMonth, lastMonth, difference: diff });
  });

  it('reads months in the viewer’s zone', () => {
    // 1 March 03:00 UTC is still 28 February in New York.
    const ny: Clock = { now: new Date('2025-03-12T15:00:00Z'), timeZone: 'America/New_York' };
    expect(monthOverMonth(['2025-03-01T03:00:00Z'], ny)).toEqual({
      thisMonth: 0,
      lastMonth: 1,
      difference: -1,
    });
  });

  it('reaches back across a year boundary', () => {
    const january: Clock = { now: new Date('2025-01-05T12:00:00Z'), timeZone: 'UTC' };
    expect(monthOverMonth(['2024-12-20T00:00:00Z'], january).lastMonth).toBe(1);
  });
});

describe('dashboardStats', () => {
  it('is all zeros for empty lists (a failed load)', () => {
    expect(dashboardStats([], [], clock)).toEqual({
      totalProjects: 0,
      totalTasks: 0,
      activeTasks: 0,
      completedTasks: 0,
      overdueTasks: 0,
      projectsCreated: { thisMonth: 0, lastMonth: 0, difference: 0 },
      tasksCreated: { thisMonth: 0, lastMonth: 0, difference: 0 },
    });
  });

  it('counts projects and tasks by status and due date', () => {
    const created = '2025-03-01T00:00:00Z';
    const stats = dashboardStats(
      [{ created_at: created }, { created_at: '2025-02-10T00:00:00Z' }],
      [
        { status: 'todo', due_date: '2025-03-01', created_at: created }, // overdue
        { status: 'in_progress', due_date: '2025-03-12', created_at: created }, // due today
        { status: 'done', due_date: '2025-03-01', created_at: created }, // done: not overdue
        { status: 'completed', due_date: null, created_at: '2025-02-01T00:00:00Z' },
        { status: 'in_review', due_date: null, created_at: created },
      ],
      clock,
    );
    expect(stats).toMatchObject({
      totalProjects: 2,
      totalTasks: 5,
      activeTasks: 3,
      completedTasks: 2,
      overdueTasks: 1,
      projectsCreated: { thisMonth: 1, lastMonth: 1, difference: 0 },
      tasksCreated: { thisMonth: 4, lastMonth: 1, difference: 3 },
    });
  });
});
