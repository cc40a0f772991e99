import type { NotificationPreferencesJson } from '../contracts/notifications.ts';

type QuietHours = NotificationPreferencesJson['quiet_hours'];

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
};

// The wall-clock minute of the day at `now` in the given zone (UTC if the zone is unknown here).
function minuteOfDay(now: Date, timeZone: string): number {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
  let text: string;
  try {
    text = format(timeZone);
  } catch {
    text = format('UTC');
  }
  return minutesOf(text);
}

/**
 * Whether `now` falls in the quiet hours (they hold back e-mail, push, the in-tab sound and pop-ups,
 * not the record). A span may cross midnight (22:00–08:00); start equal to end is no span.
 */
export function isQuietTime(quiet: QuietHours | undefined, now: Date): boolean {
  if (!quiet?.enabled) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const minute = minuteOfDay(now, quiet.time_zone);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}
