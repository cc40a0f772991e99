import { addDays, weekdayOf, type CalendarDay } from './calendar-day.ts';
import { WEEK_DAYS } from '../limits.ts';

/** A calendar month without a zone, written 'YYYY-MM'. */
export type MonthKey = string;

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

function parseMonth(month: MonthKey): [year: number, monthIndex: number] {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2]) - 1];
}

function formatMonth(year: number, monthIndex: number): MonthKey {
  return `${String(year).padStart(4, '0')}-${String(monthIndex + 1).padStart(2, '0')}`;
}

/** The month a calendar day belongs to. */
export function monthOfDay(day: CalendarDay): MonthKey {
  return day.slice(0, 7);
}

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: MonthKey, count: number): MonthKey {
  const [year, monthIndex] = parseMonth(month);
  const total = year * 12 + monthIndex + count;
  return formatMonth(Math.floor(total / 12), ((total % 12) + 12) % 12);
}

/** The first day of a month. */
export function firstDayOfMonth(month: MonthKey): CalendarDay {
  parseMonth(month);
  return `${month}-01`;
}

/** The Sunday on or before a day: where its Sun–Sat week starts. */
export function weekStartOf(day: CalendarDay): CalendarDay {
  return addDays(day, -weekdayOf(day));
}

/** The seven days of the week starting on `start`. */
export function weekDaysFrom(start: CalendarDay): CalendarDay[] {
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(start, index));
}

/**
 * The weeks (Sun–Sat rows) a month grid shows: from the Sunday on or before the 1st to the
 * Saturday on or after the last day, so 4 to 6 rows with the neighbours' days filling the edges.
 */
export function monthGrid(month: MonthKey): CalendarDay[][] {
  const first = firstDayOfMonth(month);
  const nextFirst = firstDayOfMonth(addMonths(month, 1));
  const weeks: CalendarDay[][] = [];
  for (let start = weekStartOf(first); start < nextFirst; start = addDays(start, WEEK_DAYS)) {
    weeks.push(weekDaysFrom(start));
  }
  return weeks;
}
