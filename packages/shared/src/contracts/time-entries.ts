import { z } from 'zod';
import { TIME_ENTRY_MAX_DAYS } from '../limits.ts';
import { calendarDate, dayOrInstant, instant } from './ranges.ts';

/**
 * Time entries (docs/PRODUCT.md, Time entries, files and resources). An entry is a span of
 * someone's work on a project, optionally on one of its tasks. An entry without `end_time` is that
 * person's running timer (at most one per person).
 */

export const TIME_ENTRY_DESCRIPTION_MAX_LENGTH = 2_000;

/** 422 texts (field `end_time`, `task_id`, `user_id`). */
export const TIME_ENTRY_END_BEFORE_START = 'End time must be after the start time';
export const TIME_ENTRY_TASK_NOT_IN_PROJECT = 'The task must belong to the project';
export const TIME_ENTRY_USER_NOT_MEMBER = 'The person must be a member of the project';
export const TIME_ENTRY_TOO_LONG = `A time entry may last at most ${TIME_ENTRY_MAX_DAYS} days`;
/** 409 texts of the timer. */
export const TIMER_ALREADY_RUNNING = 'A timer is already running';
export const TIMER_NOT_RUNNING = 'No timer is running';

/**
 * Whole minutes of a span, rounded to the nearest minute with half a minute rounding up
 * (29.999 s → 0, 30 s → 1, 89 s → 1, 90 s → 2). The server stores this; the web may use it to
 * show a running timer's minutes the same way.
 */
export function roundedDurationMinutes(startMs: number, endMs: number): number {
  return Math.floor((endMs - startMs + 30_000) / 60_000);
}

const isoDateTime = instant();
const descriptionSchema = z
  .string()
  .max(
    TIME_ENTRY_DESCRIPTION_MAX_LENGTH,
    `Description must be at most ${TIME_ENTRY_DESCRIPTION_MAX_LENGTH} characters`,
  );

/**
 * Body of POST /api/time-entries: a finished span. `user_id` defaults to the caller; someone else
 * only for the project's owner or a manager (the entry is then that person's).
 */
export const timeEntryCreateBody = z.object({
  task_id: z.uuid().nullable().optional(),
  project_id: z.uuid(),
  start_time: isoDateTime,
  end_time: isoDateTime,
  description: descriptionSchema.optional(),
  billable: z.boolean().optional(),
  user_id: z.uuid().optional(),
});
export type TimeEntryCreateBody = z.infer<typeof timeEntryCreateBody>;
export type TimeEntryCreateInput = z.input<typeof timeEntryCreateBody>;

/**
 * Body of PUT /api/time-entries/{id}: any subset of the fields. The entry stays its person's.
 * `end_time: null` is refused for a finished entry (stop/start the timer instead); a running
 * timer's `end_time` may be set, which finishes it.
 */
export const timeEntryUpdateBody = z
  .object({
    task_id: z.uuid().nullable().optional(),
    project_id: z.uuid().optional(),
    start_time: isoDateTime.optional(),
    end_time: isoDateTime.optional(),
    description: descriptionSchema.optional(),
    billable: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Nothing to update',
  });
export type TimeEntryUpdateBody = z.infer<typeof timeEntryUpdateBody>;

/** Body of POST /api/time-entries/start. */
export const timerStartBody = z.object({
  task_id: z.uuid().nullable().optional(),
  project_id: z.uuid(),
  description: descriptionSchema.optional(),
  billable: z.boolean().optional(),
});
export type TimerStartBody = z.infer<typeof timerStartBody>;
export type TimerStartInput = z.input<typeof timerStartBody>;

/** A `YYYY-MM-DD` UTC day or a full ISO datetime (with offset). */
const dayOrDateTime = dayOrInstant({ error: 'Use a date (YYYY-MM-DD) or an ISO datetime' });

/**
 * Query of every time-entry list. Entries are selected by `start_time`: on or after `start_date`
 * (a day: from 00:00 UTC) and on or before `end_date` (a day: up to the end of that UTC day, both
 * inclusive). Lists are ordered newest start first, then id.
 */
export const timeEntryListQuery = z.object({
  project_id: z.uuid().optional(),
  task_id: z.uuid().optional(),
  user_id: z.uuid().optional(),
  start_date: dayOrDateTime.optional(),
  end_date: dayOrDateTime.optional(),
});
export type TimeEntryListQuery = z.infer<typeof timeEntryListQuery>;

/** The timesheet's task filter value for entries logged on the project itself (no task). */
export const TIMESHEET_NO_TASK = 'none';

/**
 * Query of GET /api/projects/{id}/timesheet: the 7 UTC days starting on `week` (the web sends a
 * Monday), optionally only one member's time, only billable or non-billable time, or one task's
 * (`task_id=none`: time on the project itself).
 */
export const timesheetQuery = z.object({
  week: calendarDate(),
  user_id: z.uuid().optional(),
  billable: z.enum(['true', 'false']).optional(),
  task_id: z.union([z.uuid(), z.literal(TIMESHEET_NO_TASK)]).optional(),
});
export type TimesheetQuery = z.infer<typeof timesheetQuery>;

/** What the caller may do with an entry (own entries; owner/managers for anyone's). */
export type TimeEntryAbilities = { update: boolean; delete: boolean };

/** A time entry as every call returns it, with abilities. */
export type TimeEntryJson = {
  id: string;
  task_id: string | null;
  /** The task's title, for lists (null without a task). */
  task_title: string | null;
  project_id: string;
  user_id: string;
  user_name: string;
  start_time: string;
  /** Null while the timer runs. */
  end_time: string | null;
  /** Whole minutes, rounded to the nearest (half up); null while the timer runs. */
  duration_minutes: number | null;
  description: string;
  billable: boolean;
  created: string;
  updated: string;
  can: Readonly<TimeEntryAbilities>;
};

/** GET /api/time-entries/running: the caller's running timer, if any (survives reloads/devices). */
export type RunningTimerJson = { entry: TimeEntryJson | null };

/** Minutes of one member on one UTC day (finished entries counted on their start's day). */
export type TimesheetDayJson = {
  date: string;
  billable_minutes: number;
  non_billable_minutes: number;
};

export type TimesheetMemberJson = {
  user_id: string;
  user_name: string;
  /** The 7 days in order. */
  days: TimesheetDayJson[];
  billable_minutes: number;
  non_billable_minutes: number;
  total_minutes: number;
};

/**
 * GET /api/projects/{id}/timesheet?week=YYYY-MM-DD: per member per day minutes of the 7 UTC days
 * from `week_start`. Members are the project's current members (zeros included) plus anyone else
 * with entries that week, by name.
 */
export type TimesheetJson = {
  project_id: string;
  week_start: string;
  /** The last day, inclusive. */
  week_end: string;
  days: string[];
  members: TimesheetMemberJson[];
  totals: {
    days: TimesheetDayJson[];
    billable_minutes: number;
    non_billable_minutes: number;
    total_minutes: number;
  };
};
