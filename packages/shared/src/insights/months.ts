import { todayFor, type CalendarDay, type Clock } from '../domain/calendar-day.ts';
import { dayStart } from './days.ts';

/**
 * The current and the previous calendar month in the clock's zone, as the instants they begin
 * (local midnight of the 1st) and the instant the current one ends. A month is read as
 * [start, next start), so a change at the last millisecond of the 31st counts in its month.
 */
export type MonthBounds = {
  /** The current month, 'YYYY-MM'. */
  month: string;
  lastMonthStart: number;
  thisMonthStart: number;
  nextMonthStart: number;
};

/** A count this month and last month, with the difference (this minus last). */
export type MonthFigure = { thisMonth: number; lastMonth: number; difference: number };

/** The first day of the month `offset` months after the one `day` falls in. */
export function monthStartDay(day: CalendarDay, offset = 0): CalendarDay {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + offset;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/** This month and last month in the clock's zone. */
export function monthBounds(clock: Clock): MonthBounds {
  const today = todayFor(clock);
  return {
    month: today.slice(0, 7),
    lastMonthStart: dayStart(monthStartDay(today, -1), clock.timeZone),
    thisMonthStart: dayStart(monthStartDay(today), clock.timeZone),
    nextMonthStart: dayStart(monthStartDay(today, 1), clock.timeZone),
  };
}

/** A month-over-month figure from the two counts. */
export function monthFigure(thisMonth: number, lastMonth: number): MonthFigure {
  return { thisMonth, lastMonth, difference: thisMonth - lastMonth };
}
