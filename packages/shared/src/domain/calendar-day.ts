/** A calendar date without a time or zone, written 'YYYY-MM-DD'. */
export type CalendarDay = string;

/** What every date rule needs to be deterministic: the current instant and the viewer's IANA zone. */
export type Clock = { now: Date; timeZone: string };

const MS_PER_DAY = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Weekday names indexed like Date#getUTCDay (0 = Sunday). */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;

/** A lower-case weekday name. */
export type Weekday = (typeof WEEKDAYS)[number];

// Building an Intl formatter is slow; a board with thousands of cards asks for the same zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether a string is a real 'YYYY-MM-DD' date (rejects 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The calendar day an instant falls on in a time zone. */
export function calendarDayIn(instant: Date, timeZone: string): CalendarDay {
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day it is now in the clock's zone. */
export function todayFor(clock: Clock): CalendarDay {
  return calendarDayIn(clock.now, clock.timeZone);
}

// Day arithmetic runs on UTC midnights, where every day is exactly 24 hours (no DST).
function toUtcMs(day: CalendarDay): number {
  return Date.parse(`${day}T00:00:00.000Z`);
}

function fromUtcMs(ms: number): CalendarDay {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  return fromUtcMs(toUtcMs(day) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to`; negative when `to` is earlier. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / MS_PER_DAY);
}

/** The weekday a calendar day falls on (0 = Sunday). */
export function weekdayOf(day: CalendarDay): number {
  return new Date(toUtcMs(day)).getUTCDay();
}

/** The first day strictly after `day` that falls on `weekday` (0 = Sunday): 1 to 7 days later. */
export function nextWeekday(day: CalendarDay, weekday: number): CalendarDay {
  const ahead = (weekday - weekdayOf(day) + 7) % 7;
  return addDays(day, ahead === 0 ? 7 : ahead);
}

/** The Monday on or before a day: where its ISO (Mon–Sun) week starts. */
export function mondayOf(day: CalendarDay): CalendarDay {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** Whether a day is a Saturday or a Sunday. */
export function isWeekend(day: CalendarDay): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}
