import { describe, expect, it } from 'vitest';
import { dayIndexAt, lastDays, windowDays } from './days.ts';

const HOUR = 3_600_000;

describe('windowDays', () => {
  it.each([
    ['Europe/Berlin', '2026-03-28', '2026-03-30', [24, 23, 24], '2026-03-27T23:00:00.000Z'],
    ['Europe/Berlin', '2026-10-24', '2026-10-26', [24, 25, 24], '2026-10-23T22:00:00.000Z'],
    ['America/New_York', '2026-03-07', '2026-03-09', [24, 23, 24], '2026-03-07T05:00:00.000Z'],
    ['UTC', '2026-03-28', '2026-03-29', [24, 24], '2026-03-28T00:00:00.000Z'],
  ])('in %s from %s to %s the days last %j hours', (zone, from, to, hours, firstStart) => {
    const days = windowDays(from, to, zone);
    expect(days.map((d) => (d.end + 1 - d.start) / HOUR)).toEqual(hours);
    expect(new Date(days[0]!.start).toISOString()).toBe(firstStart);
    // Each day ends the millisecond before the next begins: no instant falls between two days.
    for (let i = 1; i < days.length; i += 1) expect(days[i]!.start).toBe(days[i - 1]!.end + 1);
  });

  it('names the days in order and is empty for a reversed window', () => {
    expect(windowDays('2026-02-27', '2026-03-02', 'UTC').map((d) => d.day)).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(windowDays('2026-03-02', '2026-03-01', 'UTC')).toEqual([]);
  });

  it('refuses a window too long to chart', () => {
    expect(() => windowDays('2020-01-01', '2026-01-01', 'UTC')).toThrow(RangeError);
  });
});

describe('lastDays', () => {
  it('ends today in the clock zone', () => {
    // 23:30 UTC on the 7th is already the 8th in Berlin.
    const days = lastDays(3, { now: new Date('2026-03-07T23:30:00Z'), timeZone: 'Europe/Berlin' });
    expect(days.map((d) => d.day)).toEqual(['2026-03-06', '2026-03-07', '2026-03-08']);
  });
});

describe('dayIndexAt', () => {
  const days = windowDays('2026-03-28', '2026-03-30', 'Europe/Berlin');
  it.each([
    ['2026-03-27T22:59:59.999Z', -1],
    ['2026-03-27T23:00:00.000Z', 0],
    ['2026-03-28T22:59:59.999Z', 0],
    ['2026-03-28T23:00:00.000Z', 1],
    // 00:30 on Monday the 30th in Berlin (summer time); a 24-hour Sunday would claim it.
    ['2026-03-29T22:30:00.000Z', 2],
    ['2026-03-30T22:00:00.000Z', 3],
  ])('%s falls on day %d', (instant, index) => {
    expect(dayIndexAt(days, Date.parse(instant))).toBe(index);
  });
});
