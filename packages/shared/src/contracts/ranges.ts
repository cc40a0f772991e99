import { z } from 'zod';
import { EARLIEST_DAY, LATEST_DAY } from '../limits.ts';

/**
 * Range-checked building blocks for every date, time and number a request carries. Contracts
 * build their fields from these, so a new field is bounded by construction: a value outside the
 * range is a 422 naming the field, never a database overflow or a runaway loop on the server.
 */

export const DATE_OUT_OF_RANGE = `Date must be between ${EARLIEST_DAY} and ${LATEST_DAY}`;

// The calendar day a date or datetime is written with; the format check reports anything else.
const WRITTEN_DAY = /^\d{4}-\d{2}-\d{2}/;

/** Whether a `YYYY-MM-DD…` text's written day is inside the accepted calendar. */
export function dayInRange(value: string): boolean {
  const day = value.slice(0, 10);
  return day >= EARLIEST_DAY && day <= LATEST_DAY;
}

// A malformed value gets only its format error, not a second range error beside it.
const inRange = (value: string) => !WRITTEN_DAY.test(value) || dayInRange(value);

/** A calendar day, `YYYY-MM-DD`, between EARLIEST_DAY and LATEST_DAY. */
export function calendarDate(params?: { error?: string }) {
  return z.iso.date(params).refine(inRange, DATE_OUT_OF_RANGE);
}

/**
 * An ISO datetime with an offset (`Z` or `±hh:mm`) whose written day is between EARLIEST_DAY and
 * LATEST_DAY: the day the person picked, whatever their offset.
 */
export function instant(params?: { error?: string }) {
  return z.iso.datetime({ offset: true, ...params }).refine(inRange, DATE_OUT_OF_RANGE);
}

/**
 * A calendar day or an ISO datetime with offset, either inside the accepted calendar. The range
 * is checked once the form is known, so an out-of-range value gets the range message rather
 * than the union's "not a date" one.
 */
export function dayOrInstant(params?: { error?: string }) {
  return z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], params)
    .refine(inRange, DATE_OUT_OF_RANGE);
}

/** A timestamp in milliseconds since 1970 (as browsers send them), inside the accepted calendar. */
export function epochMillis() {
  return z
    .number({ error: DATE_OUT_OF_RANGE })
    .int(DATE_OUT_OF_RANGE)
    .min(Date.parse(`${EARLIEST_DAY}T00:00:00.000Z`), DATE_OUT_OF_RANGE)
    .max(Date.parse(`${LATEST_DAY}T23:59:59.999Z`), DATE_OUT_OF_RANGE);
}

/** A whole number from `min` to `max`, both included (JSON bodies). */
export function boundedInt(min: number, max: number) {
  return z
    .number({ error: `Must be a whole number from ${min} to ${max}` })
    .int(`Must be a whole number from ${min} to ${max}`)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
}

/** A finite number from `min` to `max`, both included (JSON bodies). */
export function boundedNumber(min: number, max: number) {
  return z
    .number({ error: `Must be a number from ${min} to ${max}` })
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
}

/**
 * A whole number from `min` to `max` read from a query string (`?limit=20`): the text is
 * converted, so `1e308`, `Infinity`, `-1` and `abc` are all refused with the same message.
 */
export function queryInt(min: number, max: number) {
  const message = `Must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
}
