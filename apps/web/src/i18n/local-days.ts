import type { CalendarDay, Clock } from '@crewline/shared/domain/calendar-day';

/** The viewer's clock: now, in the zone the browser reports (UTC when it reports none). */
export function browserClock(now: Date = new Date()): Clock {
  return { now, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
}

/**
 * A calendar day formatted in the interface language. The day is formatted at UTC midnight in
 * UTC so no zone can move it to a neighbouring day.
 */
export function formatDay(
  day: CalendarDay,
  locale: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00.000Z`),
  );
}
