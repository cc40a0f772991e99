import {
  addDays,
  daysBetween,
  todayFor,
  type CalendarDay,
  type Clock,
} from '../domain/calendar-day.ts';
import { instantOf } from '../domain/zoned-time.ts';

/**
 * One calendar day of a chart in the project's time zone. A day is not always 24 hours: the
 * day clocks spring forward has 23, the day they fall back 25, so both ends are real instants.
 */
export type InsightDay = {
  day: CalendarDay;
  /** The first millisecond of the day (local midnight, or the first instant after a skipped one). */
  start: number;
  /** The last millisecond of the day; a snapshot at `end` holds every change made that day. */
  end: number;
};

/** How many days a project's burndown covers when no window is chosen. */
export const DEFAULT_WINDOW_DAYS = 21;

/** A window longer than this is refused by `windowDays` (about three years of daily points). */
export const MAX_WINDOW_DAYS = 1_100;

/** The instant a calendar day begins in a time zone. */
export function dayStart(day: CalendarDay, timeZone: string): number {
  return instantOf(day, '00:00', timeZone).getTime();
}

/**
 * Every calendar day from `from` to `to` (both included) in `timeZone`, each with its start and
 * end. Empty when `to` is before `from`; throws a RangeError past MAX_WINDOW_DAYS, which a
 * request schema should have refused first.
 */
export function windowDays(from: CalendarDay, to: CalendarDay, timeZone: string): InsightDay[] {
  const count = daysBetween(from, to) + 1;
  if (count <= 0) return [];
  if (count > MAX_WINDOW_DAYS)
    throw new RangeError(`A window holds at most ${MAX_WINDOW_DAYS} days`);
  const days: InsightDay[] = [];
  let start = dayStart(from, timeZone);
  for (let i = 0; i < count; i += 1) {
    const day = addDays(from, i);
    const nextStart = dayStart(addDays(day, 1), timeZone);
    days.push({ day, start, end: nextStart - 1 });
    start = nextStart;
  }
  return days;
}

/** The last `count` days up to and including today in the clock's zone. */
export function lastDays(count: number, clock: Clock): InsightDay[] {
  const today = todayFor(clock);
  return windowDays(addDays(today, 1 - count), today, clock.timeZone);
}

/**
 * The index of the day an instant falls on, by binary search over the days' ends: -1 before
 * the first day, `days.length` after the last.
 */
export function dayIndexAt(days: readonly InsightDay[], instant: number): number {
  if (days.length === 0 || instant < days[0]!.start) return -1;
  let low = 0;
  let high = days.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (days[mid]!.end < instant) low = mid + 1;
    else high = mid;
  }
  return low;
}
