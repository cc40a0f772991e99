import { describe, expect, it } from 'vitest';
import {
  addMonths,
  firstDayOfMonth,
  monthGrid,
  monthOfDay,
  weekDaysFrom,
  weekStartOf,
} from './month-grid.ts';

describe('addMonths', () => {
  it.each([
    ['2025-03', 1, '2025-04'],
    ['2025-12', 1, '2026-01'],
    ['2025-01', -1, '2024-12'],
    ['2025-03', -15, '2023-12'],
    ['2025-03', 0, '2025-03'],
    ['2025-03', 24, '2027-03'],
  ])('%s %+d is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it('rejects a value that is not a month', () => {
    expect(() => addMonths('2025-3', 1)).toThrow(RangeError);
  });
});

describe('monthOfDay and firstDayOfMonth', () => {
  it('read and build the month of a day', () => {
    expect(monthOfDay('2025-03-31')).toBe('2025-03');
    expect(firstDayOfMonth('2025-03')).toBe('2025-03-01');
  });
});

describe('weekStartOf', () => {
  it.each([
    ['2025-03-12', '2025-03-09'], // Wednesday
    ['2025-03-09', '2025-03-09'], // Sunday is its own start
    ['2025-03-15', '2025-03-09'], // Saturday
    ['2025-03-01', '2025-02-23'], // across a month
    ['2025-01-01', '2024-12-29'], // across a year
  ])('the week of %s starts on %s', (day, start) => {
    expect(weekStartOf(day)).toBe(start);
  });

  it('weekDaysFrom gives seven consecutive days', () => {
    expect(weekDaysFrom('2025-03-30')).toEqual([
      '2025-03-30',
      '2025-03-31',
      '2025-04-01',
      '2025-04-02',
      '2025-04-03',
      '2025-04-04',
      '2025-04-05',
    ]);
  });
});

describe('monthGrid', () => {
  it.each([
    // month, rows, first cell, last cell
    ['2025-03', 6, '2025-02-23', '2025-04-05'], // starts Saturday, 31 days: six rows
    ['2026-02', 4, '2026-02-01', '2026-02-28'], // starts Sunday, 28 days: exactly four rows
    ['2025-06', 5, '2025-06-01', '2025-07-05'], // starts Sunday, 30 days
    ['2024-02', 5, '2024-01-28', '2024-03-02'], // leap February
    ['2025-11', 6, '2025-10-26', '2025-12-06'],
  ])('%s has %i Sun–Sat rows from %s to %s', (month, rows, first, last) => {
    const grid = monthGrid(month);
    expect(grid).toHaveLength(rows);
    expect(grid[0]?.[0]).toBe(first);
    expect(grid.at(-1)?.at(-1)).toBe(last);
    for (const week of grid) expect(week).toHaveLength(7);
  });

  it('holds every day of the month exactly once, in order', () => {
    const days = monthGrid('2025-03').flat();
    const inMonth = days.filter((day) => day.startsWith('2025-03'));
    expect(inMonth).toHaveLength(31);
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
  });
});
