import { afterEach, describe, expect, it } from 'vitest';
import {
  customScheduleTime,
  dateInputValue,
  isFutureTime,
  quickScheduleTime,
  timeInputValue,
  type QuickSchedule,
} from './schedule-times.ts';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

/** A local date and time, written the way a date and a time input show it. */
const local = (date: Date) => `${dateInputValue(date)} ${timeInputValue(date)}`;

describe('quickScheduleTime (local time)', () => {
  // 2025-01-15 is a Wednesday; 2025-01-20 a Monday; 2025-01-19 a Sunday.
  it.each<[QuickSchedule, Date, string]>([
    ['inOneHour', new Date(2025, 0, 15, 14, 30), '2025-01-15 15:30'],
    ['inOneHour', new Date(2025, 0, 15, 23, 30), '2025-01-16 00:30'],
    ['inFourHours', new Date(2025, 0, 15, 14, 30), '2025-01-15 18:30'],
    ['inFourHours', new Date(2025, 11, 31, 22, 0), '2026-01-01 02:00'],
    ['tomorrowMorning', new Date(2025, 0, 15, 14, 30), '2025-01-16 09:00'],
    ['tomorrowMorning', new Date(2025, 0, 15, 0, 5), '2025-01-16 09:00'],
    ['tomorrowMorning', new Date(2025, 0, 31, 20, 0), '2025-02-01 09:00'],
    ['nextMonday', new Date(2025, 0, 15, 14, 30), '2025-01-20 09:00'],
    ['nextMonday', new Date(2025, 0, 19, 23, 0), '2025-01-20 09:00'],
    ['nextMonday', new Date(2025, 0, 20, 8, 0), '2025-01-27 09:00'],
    ['nextMonday', new Date(2025, 0, 20, 10, 0), '2025-01-27 09:00'],
    ['nextMonday', new Date(2025, 11, 30, 12, 0), '2026-01-05 09:00'],
  ])('%s from %s is %s', (option, now, expected) => {
    expect(local(quickScheduleTime(option, now))).toBe(expected);
  });

  it('9 AM stays 9 AM across a daylight-saving change, and hours stay real hours', () => {
    process.env.TZ = 'Europe/Berlin';
    // Clocks go from 02:00 to 03:00 on Sunday 30 March 2025 in Berlin.
    const saturday = new Date('2025-03-29T19:00:00.000Z'); // 20:00 local
    const tomorrow = quickScheduleTime('tomorrowMorning', saturday);
    expect(local(tomorrow)).toBe('2025-03-30 09:00');
    expect(tomorrow.toISOString()).toBe('2025-03-30T07:00:00.000Z');
    const beforeJump = new Date('2025-03-30T00:30:00.000Z'); // 01:30 local
    expect(local(quickScheduleTime('inOneHour', beforeJump))).toBe('2025-03-30 03:30');
    expect(quickScheduleTime('nextMonday', saturday).toISOString()).toBe(
      '2025-03-31T07:00:00.000Z',
    );
  });
});

describe('customScheduleTime and isFutureTime', () => {
  it('reads the inputs as local time', () => {
    const time = customScheduleTime('2030-06-01', '14:05');
    expect(time).toEqual(new Date(2030, 5, 1, 14, 5));
  });

  it.each([
    ['', '10:00'],
    ['2030-06-01', ''],
    ['2030-02-31', '10:00'],
    ['2030-06-01', '24:00'],
    ['01/06/2030', '10:00'],
  ])('%j %j is no time', (date, time) => {
    expect(customScheduleTime(date, time)).toBeNull();
  });

  it('only a time after now is in the future', () => {
    const now = new Date(2030, 5, 1, 14, 5, 0);
    expect(isFutureTime(new Date(2030, 5, 1, 14, 6), now)).toBe(true);
    expect(isFutureTime(new Date(2030, 5, 1, 14, 5), now)).toBe(false);
    expect(isFutureTime(new Date(2030, 5, 1, 9, 0), now)).toBe(false);
  });

  it('the date minimum is today, local', () => {
    expect(dateInputValue(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
