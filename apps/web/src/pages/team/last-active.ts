const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "5 minutes ago", "yesterday", "3 months ago" in the reader's language: the largest unit that
 * fits, counted down from `now` (Intl.RelativeTimeFormat, numeric only where it must be).
 */
export function formatLastActive(iso: string, now: Date, locale: string): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - Date.parse(iso)) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < MINUTE) return format.format(0, 'second');
  if (seconds < HOUR) return format.format(-Math.floor(seconds / MINUTE), 'minute');
  if (seconds < DAY) return format.format(-Math.floor(seconds / HOUR), 'hour');
  if (seconds < 30 * DAY) return format.format(-Math.floor(seconds / DAY), 'day');
  if (seconds < 365 * DAY) return format.format(-Math.floor(seconds / (30 * DAY)), 'month');
  return format.format(-Math.floor(seconds / (365 * DAY)), 'year');
}
