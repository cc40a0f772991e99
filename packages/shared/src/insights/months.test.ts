import { describe, expect, it } from 'vitest';
import { monthBounds, monthFigure, monthStartDay } from './months.ts';

const iso = (ms: number) => new Date(ms).toISOString();

describe('monthStartDay', () => {
  it.each([
    ['2026-03-31', 0, '2026-03-01'],
    ['2026-03-31', -1, '2026-02-01'],
    ['2026-01-15', -1, '2025-12-01'],
    ['2025-12-15', 1, '2026-01-01'],
  ])('%s moved by %i months begins on %s', (day, offset, expected) => {
    expect(monthStartDay(day, offset)).toBe(expected);
  });
});

describe('monthBounds', () => {
  it('reads the month in the clock’s zone, not in UTC', () => {
    // 1 March 02:00 in Berlin is still February in UTC.
    const now = new Date('2026-03-01T01:00:00Z');
    expect(monthBounds({ now, timeZone: 'UTC' }).month).toBe('2026-03');
    const berlin = monthBounds({
      now: new Date('2026-02-28T23:30:00Z'),
      timeZone: 'Europe/Berlin',
    });
    expect(berlin.month).toBe('2026-03');
    expect(iso(berlin.thisMonthStart)).toBe('2026-02-28T23:00:00.000Z');
    expect(iso(berlin.lastMonthStart)).toBe('2026-01-31T23:00:00.000Z');
    // April begins in summer time: UTC+2.
    expect(iso(berlin.nextMonthStart)).toBe('2026-03-31T22:00:00.000Z');
  });

  it('crosses the year', () => {
    const bounds = monthBounds({ now: new Date('2026-01-10T12:00:00Z'), timeZone: 'UTC' });
    expect(bounds.month).toBe('2026-01');
    expect(iso(bounds.lastMonthStart)).toBe('2025-12-01T00:00:00.000Z');
  });
});

describe('monthFigure', () => {
  it('gives the difference this month minus last', () => {
    expect(monthFigure(3, 5)).toEqual({ thisMonth: 3, lastMonth: 5, difference: -2 });
  });
});
