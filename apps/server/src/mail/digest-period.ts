/** A digest goes out once the reader's local clock has passed this hour. */
const DIGEST_SEND_HOUR = 8;

/** The period a digest is due for, and the notifications it covers ([from, to)). */
export type DigestPeriod = {
  period: 'daily' | 'weekly';
  /** The local date the period began sending on (YYYY-MM-DD): the claim's key. */
  periodStart: string;
  from: Date;
  to: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

type Wall = { year: number; month: number; day: number; hour: number };

function formatter(timeZone: string): Intl.DateTimeFormat {
  const make = (zone: string) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
  try {
    return make(timeZone);
  } catch {
    return make('UTC');
  }
}

// The wall clock at `instant` in the zone, and that wall clock read as if it were UTC (ms).
function wallAt(instant: Date, format: Intl.DateTimeFormat): Wall & { asUtc: number } {
  const parts = Object.fromEntries(
    format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const wall = {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
  };
  const asUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    parts.minute!,
    parts.second!,
  );
  return { ...wall, asUtc };
}

// The instant a local date's midnight falls on in the zone (DST-safe: offset checked twice).
function localMidnight(dateUtc: number, format: Intl.DateTimeFormat): Date {
  let guess = dateUtc;
  for (let i = 0; i < 2; i += 1) {
    const offset = wallAt(new Date(guess), format).asUtc - guess;
    guess = dateUtc - offset;
  }
  return new Date(guess);
}

const isoDate = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The digest due now for someone in `timeZone` (an unknown zone counts as UTC), or null before
 * DIGEST_SEND_HOUR local time. Daily: keyed by today's local date, covering yesterday (local
 * midnight to midnight). Weekly: keyed by this week's Monday, covering the previous Monday to
 * this Monday; due from Monday 08:00 on, so a week missed on Monday (no process up) still goes
 * out later that week, once.
 */
export function digestPeriod(
  period: 'daily' | 'weekly',
  now: Date,
  timeZone: string,
): DigestPeriod | null {
  const format = formatter(timeZone);
  const wall = wallAt(now, format);
  if (wall.hour < DIGEST_SEND_HOUR) return null;
  const today = Date.UTC(wall.year, wall.month - 1, wall.day);
  // getUTCDay of a date at UTC midnight is its weekday; Monday is 1.
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const start = period === 'daily' ? today : today - sinceMonday * DAY_MS;
  const length = period === 'daily' ? DAY_MS : 7 * DAY_MS;
  return {
    period,
    periodStart: isoDate(start),
    from: localMidnight(start - length, format),
    to: localMidnight(start, format),
  };
}
