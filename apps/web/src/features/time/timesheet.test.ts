import { describe, expect, it } from 'vitest';
import { timeEntryFixture } from '../../api/time-entries/time-entry-fixture.ts';
import {
  ALL_ENTRIES,
  filterEntries,
  NO_TASK,
  timesheetFromSums,
  timesheetQueryOf,
} from './timesheet.ts';
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

describe('timesheetFromSums', () => {
  const day = (date: string, billable: number, nonBillable: number) => ({
    date,
    billable_minutes: billable,
    non_billable_minutes: nonBillable,
  });
  const week = (cells: [number, number][]) => days.map((d, i) => day(d, ...(cells[i] ?? [0, 0])));
  const totals = (list: { billable_minutes: number; non_billable_minutes: number }[]) => ({
    billable_minutes: list.reduce((sum, d) => sum + d.billable_minutes, 0),
    non_billable_minutes: list.reduce((sum, d) => sum + d.non_billable_minutes, 0),
    total_minutes: list.reduce((sum, d) => sum + d.billable_minutes + d.non_billable_minutes, 0),
  });
  const adaDays = week([[60, 45]]);
  const graceDays = week([
    [0, 0],
    [0, 0],
    [30, 0],
  ]);

  it("keeps the server's rows and totals, billable apart", () => {
    const sheet = timesheetFromSums({
      project_id: 'p1',
      week_start: days[0]!,
      week_end: days[6]!,
      days,
      members: [
        { user_id: ada.userId, user_name: ada.name, days: adaDays, ...totals(adaDays) },
        { user_id: grace.userId, user_name: grace.name, days: graceDays, ...totals(graceDays) },
      ],
      totals: {
        days: week([
          [60, 45],
          [0, 0],
          [30, 0],
        ]),
        ...totals([...adaDays, ...graceDays]),
      },
    });
    expect(sheet.rows.map((row) => row.name)).toEqual(['Ada', 'Grace']);
    expect(sheet.rows[0]!.days[0]).toEqual({ billable: 60, nonBillable: 45 });
    expect(sheet.rows[1]!.total).toEqual({ billable: 30, nonBillable: 0 });
    expect(sheet.dayTotals[2]).toEqual({ billable: 30, nonBillable: 0 });
    expect(sheet.total).toEqual({ billable: 90, nonBillable: 45 });
  });
});

describe('timesheetQueryOf', () => {
  it('sends only the filters that narrow the week', () => {
    expect(timesheetQueryOf(ALL_ENTRIES)).toEqual({});
    expect(
      timesheetQueryOf({ userId: 'u-ada', billable: 'non_billable', taskId: NO_TASK }),
    ).toEqual({ user_id: 'u-ada', billable: 'false', task_id: 'none' });
    expect(timesheetQueryOf({ ...ALL_ENTRIES, billable: 'billable' })).toEqual({
      billable: 'true',
    });
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
