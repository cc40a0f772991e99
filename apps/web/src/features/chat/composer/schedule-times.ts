/** The schedule menu's quick options, in the order the menu lists them. */
export const QUICK_SCHEDULES = [
  'inOneHour',
  'inFourHours',
  'tomorrowMorning',
  'nextMonday',
] as const;
export type QuickSchedule = (typeof QUICK_SCHEDULES)[number];

const HOUR_MS = 60 * 60 * 1_000;
const MORNING_HOUR = 9;
const MONDAY = 1;

/**
 * When a quick option sends, in the browser's local time: in 1 hour, in 4 hours, tomorrow at
 * 9:00, next Monday at 9:00 (on a Monday, the one a week later). Dates are built from local
 * calendar parts, so "9 AM" stays 9 AM across a daylight-saving change.
 */
export function quickScheduleTime(option: QuickSchedule, now: Date): Date {
  switch (option) {
    case 'inOneHour':
      return new Date(now.getTime() + HOUR_MS);
    case 'inFourHours':
      return new Date(now.getTime() + 4 * HOUR_MS);
    case 'tomorrowMorning':
      return atMorning(now, 1);
    case 'nextMonday': {
      const days = (MONDAY - now.getDay() + 7) % 7 || 7;
      return atMorning(now, days);
    }
  }
}

function atMorning(now: Date, daysAhead: number): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysAhead, MORNING_HOUR);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A local date as a date input's value (YYYY-MM-DD): the custom picker's minimum is today. */
export function dateInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A local time as a time input's value (HH:MM). */
export function timeInputValue(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The local moment a date input and a time input name, or null when either is empty or not a
 * real date (31 February). A time skipped by a daylight-saving jump moves forward, as the
 * browser's Date does.
 */
export function customScheduleTime(date: string, time: string): Date | null {
  const dateParts = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(date);
  const timeParts = /^(\d{2}):(\d{2})$/u.exec(time);
  if (!dateParts || !timeParts) return null;
  const [year, month, day] = dateParts.slice(1).map(Number) as [number, number, number];
  const [hours, minutes] = timeParts.slice(1).map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return null;
  const result = new Date(year, month - 1, day, hours, minutes);
  if (
    result.getFullYear() !== year ||
    result.getMonth() !== month - 1 ||
    result.getDate() !== day
  ) {
    return null;
  }
  return result;
}

/** Whether a scheduled time is still ahead of `now`. */
export function isFutureTime(time: Date, now: Date): boolean {
  return time.getTime() > now.getTime();
}
