import { useFormatters } from '../../i18n/use-formatters.ts';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** Formats a `YYYY-MM-DD` day in the reader's language, at noon UTC so no zone moves it. */
export function useDayFormat(): (day: string) => string {
  const { date } = useFormatters();
  return (day) => date(new Date(`${day}T12:00:00Z`), DAY);
}
