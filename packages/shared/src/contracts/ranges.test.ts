import { describe, expect, it } from 'vitest';
import {
  DATE_OUT_OF_RANGE,
  boundedInt,
  boundedNumber,
  calendarDate,
  dayOrInstant,
  epochMillis,
  instant,
  queryInt,
} from './ranges.ts';
import { daysBetween, overAllocatedDays } from './resources.ts';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('calendarDate', () => {
  const schema = calendarDate();

  it.each(['1900-01-01', '2026-11-28', '2999-12-31'])('accepts %s (bounds included)', (day) => {
    expect(schema.safeParse(day).success).toBe(true);
  });

  it.each(['0999-12-31', '1899-12-31', '3000-01-01', '9999-12-31'])('refuses %s', (day) => {
    expect(messages(schema.safeParse(day))).toEqual([DATE_OUT_OF_RANGE]);
  });

  it('reports a malformed day once, as a format error', () => {
    const result = messages(schema.safeParse('31/12/9999'));
    expect(result).toHaveLength(1);
    expect(result[0]).not.toBe(DATE_OUT_OF_RANGE);
  });
});

describe('instant', () => {
  const schema = instant();

  it.each([
    '1900-01-01T00:00:00Z',
    '2999-12-31T23:59:59.999Z',
    '2999-12-31T23:00:00-05:00',
    '1900-01-01T00:30:00+14:00',
  ])('accepts %s', (value) => {
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each([
    '1899-12-31T23:59:59Z',
    '3000-01-01T00:00:00Z',
    '9999-12-31T23:59:59Z',
    '0999-01-01T00:00:00Z',
  ])('refuses %s', (value) => {
    expect(messages(schema.safeParse(value))).toEqual([DATE_OUT_OF_RANGE]);
  });
});

describe('numbers', () => {
  it('boundedInt takes its bounds and refuses everything else', () => {
    const schema = boundedInt(0, 100);
    expect(schema.safeParse(0).success).toBe(true);
    expect(schema.safeParse(100).success).toBe(true);
    for (const bad of [-1, 101, 1.5, NaN, Infinity, -Infinity, 1e308, '5'])
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('boundedNumber takes fractions inside its bounds only', () => {
    const schema = boundedNumber(-10, 10);
    expect(schema.safeParse(-10).success).toBe(true);
    expect(schema.safeParse(9.75).success).toBe(true);
    for (const bad of [-10.01, 10.01, NaN, Infinity, 1e308, -1e308])
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('queryInt converts query text and refuses out-of-range text', () => {
    const schema = queryInt(1, 50);
    expect(schema.parse('1')).toBe(1);
    expect(schema.parse('50')).toBe(50);
    for (const bad of ['0', '-1', '51', '1e308', 'Infinity', 'NaN', 'abc', '2.5'])
      expect(schema.safeParse(bad).success, bad).toBe(false);
  });
});

describe('over-allocation days', () => {
  it('walks to the last day of the calendar and stops', () => {
    expect(daysBetween('2999-12-30', '2999-12-31')).toEqual(['2999-12-30', '2999-12-31']);
  });

  it('lists only the over-booked days of a long span', () => {
    const availability = {
      hours_per_day: { mon: 8, tue: 8, wed: 8, thu: 8, fri: 8, sat: 0, sun: 0 },
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    };
    const booked = [{ start_date: '2026-01-05', end_date: '2026-01-11', hours_per_day: 4 }];
    // Monday 5 Jan to Sunday 11 Jan: only the weekend has no hours.
    expect(overAllocatedDays(availability, booked, '1900-01-01', '2999-12-31')).toEqual([
      '2026-01-10',
      '2026-01-11',
    ]);
  });
});

describe('dayOrInstant and epochMillis', () => {
  it('takes either form inside the calendar and names the range otherwise', () => {
    const schema = dayOrInstant({ error: 'Use a date' });
    expect(schema.safeParse('2999-12-31').success).toBe(true);
    expect(schema.safeParse('1900-01-01T00:00:00Z').success).toBe(true);
    expect(messages(schema.safeParse('9999-12-31'))).toEqual([DATE_OUT_OF_RANGE]);
    expect(messages(schema.safeParse('3000-01-01T00:00:00+02:00'))).toEqual([DATE_OUT_OF_RANGE]);
    expect(messages(schema.safeParse('soon'))).toEqual(['Use a date']);
  });

  it('bounds epoch milliseconds to the same calendar', () => {
    const schema = epochMillis();
    expect(schema.safeParse(Date.UTC(1900, 0, 1)).success).toBe(true);
    expect(schema.safeParse(Date.UTC(2999, 11, 31, 23, 59, 59, 999)).success).toBe(true);
    for (const bad of [Date.UTC(1899, 11, 31), Date.UTC(3000, 0, 1), -1e308, 1e308, NaN, Infinity])
      expect(schema.safeParse(bad).success, String(bad)).toBe(false);
  });
});
