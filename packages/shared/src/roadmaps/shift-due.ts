import type { CalendarDay } from '../domain/calendar-day.ts';
import { dueDateToIso, dueDayOf } from '../domain/due-labels.ts';
import { zoneOffsetMs } from '../domain/zoned-time.ts';

const MS_PER_DAY = 86_400_000;

/** The calendar day a stored due date falls on in a project's zone (dueDayOf's rule). */
export function storedDueDay(due: Date | null, timeZone: string): CalendarDay | null {
  return due === null ? null : dueDayOf(due, timeZone);
}

/**
 * A stored due date moved to another calendar day. A due date picked as a day (stored at UTC
 * midnight, see dueDateToIso) stays a day; an instant keeps its wall-clock time in the project's
 * zone, so a task due at 17:00 is still due at 17:00 across a daylight-saving change.
 */
export function shiftDueDate(due: Date | null, toDay: CalendarDay, timeZone: string): Date {
  if (due === null || due.getTime() % MS_PER_DAY === 0) return new Date(dueDateToIso(toDay));
  const ms = due.getTime();
  const wall = ms + zoneOffsetMs(ms, timeZone);
  const timeOfDay = ((wall % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  const newWall = Date.parse(dueDateToIso(toDay)) + timeOfDay;
  // The offset is checked twice, as instantOf does, so a time near the change lands right.
  let guess = newWall - zoneOffsetMs(newWall, timeZone);
  guess = newWall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}
