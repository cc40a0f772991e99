import { addDays, daysBetween, type CalendarDay } from './calendar-day.ts';
import { TIMELINE_BAR_DAYS, WEEK_DAYS } from '../limits.ts';

/**
 * The part of a project's timeline bar that falls inside a shown range of days. Columns are
 * 0-based and inclusive; `startsBefore`/`endsAfter` say the bar continues outside the range, so
 * the UI only rounds the real ends.
 */
export type TimelineBar = {
  start: CalendarDay;
  end: CalendarDay;
  firstColumn: number;
  lastColumn: number;
  startsBefore: boolean;
  endsAfter: boolean;
};

/**
 * A project bar runs from `TIMELINE_BAR_DAYS` days before its due day to the due day.
 * Returns its visible part in the `length` days from `rangeStart`, or null when it is
 * entirely outside them.
 */
export function timelineBar(
  due: CalendarDay,
  rangeStart: CalendarDay,
  length: number = WEEK_DAYS,
): TimelineBar | null {
  const start = addDays(due, -TIMELINE_BAR_DAYS);
  const rawFirst = daysBetween(rangeStart, start);
  const rawLast = daysBetween(rangeStart, due);
  if (rawLast < 0 || rawFirst > length - 1) return null;
  return {
    start,
    end: due,
    firstColumn: Math.max(0, rawFirst),
    lastColumn: Math.min(length - 1, rawLast),
    startsBefore: rawFirst < 0,
    endsAfter: rawLast > length - 1,
  };
}
