import { z } from 'zod';
import { calendarDate } from './ranges.ts';

/** What a resource is. */
export const RESOURCE_TYPES = ['person', 'equipment', 'room', 'other'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** Weekday keys of an availability, Monday first (the week grid's order). */
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEKDAY_KEYS)[number];

/** Default availability: 8 hours a day Monday to Friday, for 90 days. */
export const DEFAULT_WORKDAY_HOURS = 8;
export const DEFAULT_AVAILABILITY_DAYS = 90;

export const RESOURCE_NAME_MAX_LENGTH = 200;
export const ALLOCATION_NOTE_MAX_LENGTH = 1000;

/** The 422 text when a person resource names someone outside the project. */
export const RESOURCE_USER_NOT_MEMBER = 'The person must be a member of the project';
/** The 422 text when a range ends before it starts. */
export const END_BEFORE_START = 'End date must be on or after the start date';

/** The longest range an availability or allocation may span (about ten years), so a check
 * that walks day by day stays cheap. */
export const MAX_RANGE_DAYS = 3660;
export const RANGE_TOO_LONG = `A date range may span at most ${MAX_RANGE_DAYS} days`;

/** Whether an inclusive range spans more than MAX_RANGE_DAYS days. */
export function rangeTooLong(start: string, end: string): boolean {
  return (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1 > MAX_RANGE_DAYS;
}

/** A calendar day, `YYYY-MM-DD`, inside the accepted calendar. */
export const isoDaySchema = calendarDate();

const hoursSchema = z
  .number()
  .min(0, 'Hours must be at least 0')
  .max(24, 'Hours must be at most 24');

/** Hours available on each weekday. */
export const weekHoursSchema = z.object({
  mon: hoursSchema,
  tue: hoursSchema,
  wed: hoursSchema,
  thu: hoursSchema,
  fri: hoursSchema,
  sat: hoursSchema,
  sun: hoursSchema,
});

// A missing bound is `null`, never a day the server picks: a resource without dates is
// available with the hours given from the start of time, to no end.
const openBound = isoDaySchema.nullable().default(null);

/**
 * A resource's availability: hours per weekday inside an inclusive date window. Either bound may
 * be null (or left out): the window is then open on that side.
 */
export const availabilitySchema = z
  .object({ hours_per_day: weekHoursSchema, start_date: openBound, end_date: openBound })
  .refine((a) => a.start_date === null || a.end_date === null || a.end_date >= a.start_date, {
    message: END_BEFORE_START,
    path: ['end_date'],
  })
  .refine(
    (a) => a.start_date === null || a.end_date === null || !rangeTooLong(a.start_date, a.end_date),
    { message: RANGE_TOO_LONG, path: ['end_date'] },
  );
export type Availability = z.infer<typeof availabilitySchema>;

const resourceNameSchema = z
  .string()
  .trim()
  .min(1, 'Resource name is required')
  .max(RESOURCE_NAME_MAX_LENGTH);

/** Body of POST /api/resources. `user_id` is for a person and must be a project member. */
export const resourceCreateBody = z.object({
  project_id: z.uuid(),
  name: resourceNameSchema,
  type: z.enum(RESOURCE_TYPES),
  user_id: z.uuid().nullable().optional(),
  availability: availabilitySchema.optional(),
});
export type ResourceCreateBody = z.infer<typeof resourceCreateBody>;

/** Body of PUT /api/resources/{id}: any subset; `project_id` may only repeat the resource's own. */
export const resourceUpdateBody = z
  .object({
    project_id: z.uuid().optional(),
    name: resourceNameSchema.optional(),
    type: z.enum(RESOURCE_TYPES).optional(),
    user_id: z.uuid().nullable().optional(),
    availability: availabilitySchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type ResourceUpdateBody = z.infer<typeof resourceUpdateBody>;

/** Query of GET /api/resources. */
export const resourceListQuery = z.object({ project_id: z.uuid().optional() });

const allocationHoursSchema = z
  .number()
  .gt(0, 'Hours per day must be more than 0')
  .max(24, 'Hours per day must be at most 24');

/** Body of POST /api/resources/{id}/allocations; dates inclusive. */
export const allocationCreateBody = z
  .object({
    project_id: z.uuid(),
    start_date: isoDaySchema,
    end_date: isoDaySchema,
    hours_per_day: allocationHoursSchema,
    note: z.string().max(ALLOCATION_NOTE_MAX_LENGTH).optional(),
  })
  .refine((a) => a.end_date >= a.start_date, { message: END_BEFORE_START, path: ['end_date'] })
  .refine((a) => !rangeTooLong(a.start_date, a.end_date), {
    message: RANGE_TOO_LONG,
    path: ['end_date'],
  });
export type AllocationCreateBody = z.infer<typeof allocationCreateBody>;

/** Body of PUT /api/resources/{id}/allocations/{allocationId}: any subset. */
export const allocationUpdateBody = z
  .object({
    project_id: z.uuid().optional(),
    start_date: isoDaySchema.optional(),
    end_date: isoDaySchema.optional(),
    hours_per_day: allocationHoursSchema.optional(),
    note: z.string().max(ALLOCATION_NOTE_MAX_LENGTH).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' });
export type AllocationUpdateBody = z.infer<typeof allocationUpdateBody>;

/** A resource as the API returns it. */
export type ResourceJson = {
  id: string;
  project_id: string;
  name: string;
  type: ResourceType;
  user_id: string | null;
  availability: Availability;
  created: string;
  updated: string;
};

/** An allocation as the API returns it. */
export type AllocationJson = {
  id: string;
  resource_id: string;
  project_id: string;
  start_date: string;
  end_date: string;
  hours_per_day: number;
  note: string;
  created: string;
  updated: string;
};

/** The 409 body of an over-allocation: the days (`YYYY-MM-DD`) that would exceed availability. */
export type OverAllocationBody = { error: string; message: string; days: string[] };

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC date. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The day `n` days after `day` (negative goes back). */
export function addDays(day: string, n: number): string {
  return toIsoDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

// Days counted from 1970-01-01. Walking numbers, not `YYYY-MM-DD` texts, keeps a loop's end
// test exact: past year 9999 the text turns into `+010000-…`, which sorts before `9999-…`.
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOfNumber = (n: number) => toIsoDay(new Date(n * DAY_MS));

/** Every day from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let n = dayNumber(start), last = dayNumber(end); n <= last; n++) days.push(dayOfNumber(n));
  return days;
}

/** The weekday key of a day. */
export function weekdayOf(day: string): WeekdayKey {
  // getUTCDay: 0 is Sunday; the keys start at Monday.
  return WEEKDAY_KEYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -WEEKDAY_KEYS.indexOf(weekdayOf(day)));
}

/** The default availability of a resource created on `today`: 8 hours Monday to Friday for 90 days. */
export function defaultAvailability(today: string): Availability {
  const h = DEFAULT_WORKDAY_HOURS;
  return {
    hours_per_day: { mon: h, tue: h, wed: h, thu: h, fri: h, sat: 0, sun: 0 },
    start_date: today,
    // 90 days including the first one.
    end_date: addDays(today, DEFAULT_AVAILABILITY_DAYS - 1),
  };
}

/** Whether `day` is inside the availability's window (a null bound leaves that side open). */
function insideWindow(availability: Availability, day: string): boolean {
  const { start_date: start, end_date: end } = availability;
  return (start === null || day >= start) && (end === null || day <= end);
}

/** Hours a resource is available on `day`: 0 outside its window. */
export function availableHours(availability: Availability, day: string): number {
  return insideWindow(availability, day) ? availability.hours_per_day[weekdayOf(day)] : 0;
}

/** Hours booked on `day` by the given allocations. */
export function allocatedHours(
  allocations: readonly { start_date: string; end_date: string; hours_per_day: number }[],
  day: string,
): number {
  let total = 0;
  for (const a of allocations)
    if (a.start_date <= day && day <= a.end_date) total += a.hours_per_day;
  return total;
}

/**
 * The days in `start..end` on which `allocations` would book more than the availability. A
 * tiny tolerance keeps 0.1 + 0.2 style sums from flagging an exactly full day.
 *
 * Only a booked day can be over-booked, so the walk covers the allocations' days inside the
 * range, summing them with one running total (a difference array) rather than re-reading every
 * allocation each day: a resource's whole calendar costs a few milliseconds, not a hang.
 */
export function overAllocatedDays(
  availability: Availability,
  allocations: readonly { start_date: string; end_date: string; hours_per_day: number }[],
  start: string,
  end: string,
): string[] {
  const first = dayNumber(start);
  const last = dayNumber(end);
  const spans = allocations
    .map((a) => ({
      from: Math.max(first, dayNumber(a.start_date)),
      to: Math.min(last, dayNumber(a.end_date)),
      hours: a.hours_per_day,
    }))
    .filter((span) => span.from <= span.to);
  if (spans.length === 0) return [];
  const low = spans.reduce((min, span) => Math.min(min, span.from), Infinity);
  const high = spans.reduce((max, span) => Math.max(max, span.to), -Infinity);
  const change = new Float64Array(high - low + 2);
  for (const span of spans) {
    change[span.from - low]! += span.hours;
    change[span.to - low + 1]! -= span.hours;
  }
  const windowStart =
    availability.start_date === null ? -Infinity : dayNumber(availability.start_date);
  const windowEnd = availability.end_date === null ? Infinity : dayNumber(availability.end_date);
  const days: string[] = [];
  let booked = 0;
  for (let n = low; n <= high; n++) {
    booked += change[n - low]!;
    if (booked <= 1e-9) continue;
    // Day 0 (1970-01-01) was a Thursday: index 3 of the Monday-first keys.
    const weekday = WEEKDAY_KEYS[(((n + 3) % 7) + 7) % 7]!;
    const available = n < windowStart || n > windowEnd ? 0 : availability.hours_per_day[weekday];
    if (booked > available + 1e-9) days.push(dayOfNumber(n));
  }
  return days;
}
