import type { TFunction } from 'i18next';

/** Formats whole minutes as "1 h 30 min" / "45 min" / "2 h" with the given number formatter. */
export function durationText(
  minutes: number,
  t: TFunction,
  number: (value: number) => string = String,
): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('timeTracking.duration.minutes', { minutes: number(rest) });
  if (rest === 0) return t('timeTracking.duration.hours', { hours: number(hours) });
  return t('timeTracking.duration.hoursMinutes', { hours: number(hours), minutes: number(rest) });
}
