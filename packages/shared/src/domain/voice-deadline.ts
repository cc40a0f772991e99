import {
  addDays,
  nextWeekday,
  todayFor,
  weekdayOf,
  type CalendarDay,
  type Clock,
} from './calendar-day.ts';

/** What a spoken deadline means, before it is placed on the calendar of the speaker's zone. */
export type DeadlineMeaning =
  | { kind: 'days'; days: number }
  | { kind: 'weekday'; weekday: number }
  | { kind: 'endOf'; unit: 'day' | 'week' | 'month' | 'year' }
  | { kind: 'nextMonth' };

/** The last day of the month a day falls in. */
export function endOfMonth(day: CalendarDay): CalendarDay {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** The same day next month, clamped: Jan 31 + 1 month is the last day of February. */
export function nextMonth(day: CalendarDay): CalendarDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * The day a deadline means, counted from today in the clock's zone (so "tomorrow" said at 00:30
 * is the day after the new date). A weekday is its next occurrence strictly after today
 * ("Friday" said on a Friday is a week later); the end of the week is the coming Friday (today
 * on a Friday), since deadlines follow the working week.
 */
export function resolveDeadlineMeaning(meaning: DeadlineMeaning, clock: Clock): CalendarDay {
  const day = todayFor(clock);
  switch (meaning.kind) {
    case 'days':
      return addDays(day, meaning.days);
    case 'weekday':
      return nextWeekday(day, meaning.weekday);
    case 'nextMonth':
      return nextMonth(day);
    case 'endOf':
      switch (meaning.unit) {
        case 'day':
          return day;
        case 'week':
          return addDays(day, (5 - weekdayOf(day) + 7) % 7);
        case 'month':
          return endOfMonth(day);
        case 'year':
          return `${day.slice(0, 4)}-12-31`;
      }
  }
}
