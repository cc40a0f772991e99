// Weeks of the timesheet are UTC days, Monday to Sunday, as the server counts them (an entry
// belongs to the UTC day its start falls on), so the page and the server always agree.

const DAY_MS = 86_400_000;

/** The UTC day (`YYYY-MM-DD`) of an instant. */
export function utcDayOf(instant: Date | string): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: string, count: number): string {
  return utcDayOf(new Date(Date.parse(`${day}T00:00:00.000Z`) + count * DAY_MS));
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}
