/** The zone the server assumes until someone picks one. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** This device's IANA time zone. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

/**
 * Every IANA zone this browser knows, sorted, with UTC, this device's zone and `current` always
 * among them (an older browser may list none, or not the saved one).
 */
export function timeZones(current: string): string[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...zones, DEFAULT_TIME_ZONE, browserTimeZone(), current]);
  return [...all].sort((a, b) => a.localeCompare(b));
}
