const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size in B, KB, MB or GB, one decimal from KB up, in the page's locale. */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 });
  return `${number.format(value)} ${UNITS[unit]}`;
}
