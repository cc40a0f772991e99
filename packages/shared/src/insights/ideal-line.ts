import { isWeekend, type CalendarDay } from '../domain/calendar-day.ts';

/**
 * The ideal burndown: `start` on the first day, falling in equal steps to 0 on the last. When
 * weekends are skipped only weekdays take a step and a Saturday or Sunday holds the value before
 * it (the start, if the window opens on a weekend). With fewer than two steps to take the line
 * stays at `start`. Values are not rounded.
 */
export function idealLine(
  start: number,
  days: readonly CalendarDay[],
  skipWeekends = false,
): number[] {
  const steps = days.map((day) => !skipWeekends || !isWeekend(day));
  const stepDays = steps.filter(Boolean).length;
  if (stepDays < 2) return days.map(() => start);
  let taken = -1;
  return days.map((_, index) => {
    if (steps[index]) taken += 1;
    return taken <= 0 ? start : (start * (stepDays - 1 - taken)) / (stepDays - 1);
  });
}
