import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarDayIn,
  daysBetween,
  isCalendarDay,
  isWeekend,
  mondayOf,
  nextWeekday,
  todayFor,
  weekdayOf,
} from './calendar-day.ts';

describe('calendar days', () => {
  it.each([
    ['2025-03-12', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-3-12', false],
    ['2025-03-12T00:00:00Z', false],
  ])('isCalendarDay(%s) is %s', (value, ok) => {
    expect(isCalendarDay(value)).toBe(ok);
  });

  it.each([
    ['2025-03-12T02:30:00Z', 'UTC', '2025-03-12'],
    ['2025-03-12T02:30:00Z', 'America/New_York', '2025-03-11'],
    ['2025-03-12T16:00:00Z', 'Asia/Tokyo', '2025-03-13'],
    ['2025-03-09T06:59:00Z', 'America/Los_Angeles', '2025-03-08'],
  ])('%s falls on the day in %s as %s', (instant, zone, day) => {
    expect(calendarDayIn(new Date(instant), zone)).toBe(day);
  });

  it('reads today from the clock', () => {
    expect(todayFor({ now: new Date('2025-12-31T23:30:00Z'), timeZone: 'Europe/Berlin' })).toBe(
      '2026-01-01',
    );
  });

  it.each([
    ['2025-03-12', 1, '2025-03-13'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-03-08', 7, '2025-03-15'],
  ])('addDays(%s, %i) is %s', (day, n, result) => {
    expect(addDays(day, n)).toBe(result);
  });

  it.each([
    ['2025-03-12', '2025-03-19', 7],
    ['2025-03-12', '2025-03-11', -1],
    ['2025-03-01', '2025-04-01', 31],
  ])('daysBetween(%s, %s) is %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-03-12', 1, '2025-03-17'],
    ['2025-03-12', 5, '2025-03-14'],
    ['2025-03-12', 3, '2025-03-19'],
    ['2025-03-17', 1, '2025-03-24'],
  ])('nextWeekday(%s, %i) is %s', (day, weekday, result) => {
    expect(nextWeekday(day, weekday)).toBe(result);
  });

  it('knows 2025-03-12 is a Wednesday', () => {
    expect(weekdayOf('2025-03-12')).toBe(3);
  });
});

describe('weeks from Monday', () => {
  it.each([
    ['2026-03-30', '2026-03-30', false], // Monday
    ['2026-04-01', '2026-03-30', false],
    ['2026-04-04', '2026-03-30', true], // Saturday
    ['2026-04-05', '2026-03-30', true], // Sunday
    ['2026-03-01', '2026-02-23', true], // Sunday across a month end
  ])('%s: week starts %s, weekend %s', (day, monday, weekend) => {
    expect(mondayOf(day)).toBe(monday);
    expect(isWeekend(day)).toBe(weekend);
  });
});
