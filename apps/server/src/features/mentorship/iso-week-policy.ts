const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The ISO week (Monday 00:00 to the next Monday, UTC) that `at` falls in: the week a mentor's
 * weekly limit counts sessions in.
 */
export function isoWeekOf(at: Date): { start: Date; end: Date } {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (at.getUTCDay() + 6) % 7;
  const start = midnight - daysSinceMonday * DAY_MS;
  return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
}
