import { describe, expect, it } from 'vitest';
import { instantOf, zoneOffsetMs } from './zoned-time.ts';

describe('instantOf', () => {
  it('reads a wall time in UTC as itself', () => {
    expect(instantOf('2026-03-01', '10:00', 'UTC').toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('turns a wall time east and west of UTC into the right instant', () => {
    expect(instantOf('2026-01-15', '09:30', 'Asia/Riyadh').toISOString()).toBe(
      '2026-01-15T06:30:00.000Z',
    );
    expect(instantOf('2026-07-15', '09:30', 'America/New_York').toISOString()).toBe(
      '2026-07-15T13:30:00.000Z',
    );
  });

  it('lands on the right side of a daylight-saving change', () => {
    // Berlin moves from +01:00 to +02:00 at 02:00 on 29 March 2026.
    expect(instantOf('2026-03-29', '01:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(instantOf('2026-03-29', '03:30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('gives zone offsets in milliseconds', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1), 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });
});
