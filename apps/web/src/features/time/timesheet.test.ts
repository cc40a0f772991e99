import { describe, expect, it } from 'vitest';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import { buildTimesheet, filterEntries, NO_TASK, ALL_ENTRIES } from './timesheet.ts';
import { addDays, mondayOf, weekDays } from './week.ts';

const days = weekDays('2030-01-07');
const ada = { userId: 'u-ada', name: 'Ada' };
const grace = { userId: 'u-grace', name: 'Grace' };
const entry = (id: string, over: Parameters<typeof timeEntryFixture>[0]) =>
  timeEntryFixture({ id, user_id: 'u-ada', user_name: 'Ada', ...over });

describe('weeks', () => {
  it('starts on Monday and spans seven UTC days', () => {
    expect(mondayOf('2030-01-13')).toBe('2030-01-07'); // a Sunday
    expect(mondayOf('2030-01-07')).toBe('2030-01-07');
    expect(days).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(addDays('2030-03-31', 1)).toBe('2030-04-01');
  });
});

describe('buildTimesheet', () => {
  const entries = [
    entry('1', { start_time: '2030-01-07T09:00:00.000Z', duration_minutes: 60, billable: true }),
    entry('2', { start_time: '2030-01-07T23:30:00.000Z', duration_minutes: 45, billable: false }),
    entry('3', {
      start_time: '2030-01-09T10:00:00.000Z',
      duration_minutes: 30,
      user_id: 'u-grace',
      user_name: 'Grace',
    }),
    entry('4', {
      start_time: '2030-01-13T10:00:00.000Z',
      duration_minutes: 15,
      user_id: 'u-gone',
      user_name: 'Former member',
      billable: false,
    }),
    // Outside the week: not counted.
    entry('5', { start_time: '2030-01-14T00:00:00.000Z', duration_minutes: 600 }),
  ];

  it('totals billable and non-billable per member, per day and overall', () => {
    const sheet = buildTimesheet(entries, days, [ada, grace]);
    expect(sheet.rows.map((row) => row.name)).toEqual(['Ada', 'Grace', 'Former member']);
    const [a, g, f] = sheet.rows;
    expect(a!.days[0]).toEqual({ billable: 60, nonBillable: 45 });
    expect(a!.total).toEqual({ billable: 60, nonBillable: 45 });
    expect(g!.days[2]).toEqual({ billable: 30, nonBillable: 0 });
    expect(f!.days[6]).toEqual({ billable: 0, nonBillable: 15 });
    expect(sheet.dayTotals[0]).toEqual({ billable: 60, nonBillable: 45 });
    expect(sheet.dayTotals[1]).toEqual({ billable: 0, nonBillable: 0 });
    expect(sheet.total).toEqual({ billable: 90, nonBillable: 60 });
  });

  it('keeps members without time as zero rows', () => {
    const sheet = buildTimesheet([], days, [ada, grace]);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.total).toEqual({ billable: 0, nonBillable: 0 });
  });
});

describe('filterEntries', () => {
  const entries = [
    entry('1', { billable: true, task_id: 't1' }),
    entry('2', { billable: false, task_id: null, user_id: 'u-grace' }),
    entry('3', { end_time: null, duration_minutes: null }),
  ];
  const ids = (list: { id: string }[]) => list.map((e) => e.id);

  it('leaves running timers out and filters by member, billable and task', () => {
    expect(ids(filterEntries(entries, ALL_ENTRIES))).toEqual(['1', '2']);
    expect(ids(filterEntries(entries, { ...ALL_ENTRIES, userId: 'u-grace' }))).toEqual(['2']);
    expect(ids(filterEntries(entries, { ...ALL_ENTRIES, billable: 'billable' }))).toEqual(['1']);
    expect(ids(filterEntries(entries, { ...ALL_ENTRIES, billable: 'non_billable' }))).toEqual([
      '2',
    ]);
    expect(ids(filterEntries(entries, { ...ALL_ENTRIES, taskId: 't1' }))).toEqual(['1']);
    expect(ids(filterEntries(entries, { ...ALL_ENTRIES, taskId: NO_TASK }))).toEqual(['2']);
  });
});
