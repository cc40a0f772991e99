const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * A byte count for people: "512 B", "1.5 KB", "12 MB" (binary units, localised digits). One
 * decimal below 10 of a unit, none from 10 up; the one size formatter of the app.
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}
