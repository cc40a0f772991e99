import { describe, expect, it } from 'vitest';
import { isQuietTime } from './quiet-hours.ts';

const quiet = (start: string, end: string, time_zone = 'UTC', enabled = true) => ({
  enabled,
  start,
  end,
  time_zone,
});
const at = (iso: string) => new Date(iso);

describe('isQuietTime', () => {
  it('is never quiet when switched off', () => {
    expect(isQuietTime(quiet('00:00', '23:59', 'UTC', false), at('2025-01-01T12:00:00Z'))).toBe(
      false,
    );
    expect(isQuietTime(undefined, at('2025-01-01T12:00:00Z'))).toBe(false);
  });

  it('handles a span within the day, end excluded', () => {
    const span = quiet('09:00', '17:00');
    expect(isQuietTime(span, at('2025-01-01T08:59:00Z'))).toBe(false);
    expect(isQuietTime(span, at('2025-01-01T09:00:00Z'))).toBe(true);
    expect(isQuietTime(span, at('2025-01-01T17:00:00Z'))).toBe(false);
  });

  it('handles a span across midnight', () => {
    const night = quiet('22:00', '08:00');
    expect(isQuietTime(night, at('2025-01-01T23:30:00Z'))).toBe(true);
    expect(isQuietTime(night, at('2025-01-01T07:59:00Z'))).toBe(true);
    expect(isQuietTime(night, at('2025-01-01T12:00:00Z'))).toBe(false);
  });

  it("reads the clock in the user's time zone", () => {
    // 20:30 UTC is 23:30 in Moscow (UTC+3).
    const night = quiet('22:00', '08:00', 'Europe/Moscow');
    expect(isQuietTime(night, at('2025-01-01T20:30:00Z'))).toBe(true);
    expect(isQuietTime(quiet('22:00', '08:00'), at('2025-01-01T20:30:00Z'))).toBe(false);
  });
});
