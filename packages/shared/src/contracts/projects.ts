import { z } from 'zod';
import {
  NAME_MAX_LENGTH,
  STALLED_AFTER_DAYS_MAX,
  STALLED_AFTER_DAYS_MIN,
  TEXT_MAX_LENGTH,
} from '../limits.ts';
import { projectStatusSchema } from '../domain/project-enums.ts';
import { isTimeZone, TIME_ZONE_INVALID } from './notifications.ts';
import { dayOrInstant, queryInt } from './ranges.ts';

/** A stalled-after setting that is not a whole number of days in range (422). */
export const STALLED_AFTER_DAYS_INVALID = `Use a whole number of days from ${STALLED_AFTER_DAYS_MIN} to ${STALLED_AFTER_DAYS_MAX}`;

/** A project name: required after trimming ('Please enter a project name'). */
export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a project name')
  .max(NAME_MAX_LENGTH);

/** Free text such as a description or welcome message, at most 10,000 characters. */
export const longTextSchema = z.string().max(TEXT_MAX_LENGTH);

/**
 * A due date: an ISO datetime with offset, or a plain YYYY-MM-DD (read as midnight UTC), between
 * 1900 and 2999.
 */
export const dueDateSchema = dayOrInstant();

/**
 * A project's time zone: an IANA name this runtime knows. Insights count their per-day figures
 * (burndown, stalled tasks) and read deadlines on the days of this zone.
 */
export const projectTimeZoneSchema = z
  .string()
  .max(100)
  .refine(isTimeZone, { error: TIME_ZONE_INVALID });

/** After how many days without a change an open task of the project counts as stalled. */
export const stalledAfterDaysSchema = z
  .int({ error: STALLED_AFTER_DAYS_INVALID })
  .min(STALLED_AFTER_DAYS_MIN, { error: STALLED_AFTER_DAYS_INVALID })
  .max(STALLED_AFTER_DAYS_MAX, { error: STALLED_AFTER_DAYS_INVALID });

/**
 * How a project schedules dependent tasks: `auto` (the default) moves dependents to follow their
 * blockers; `manual` only reports the links a schedule breaks.
 */
export const SCHEDULING_MODES = ['auto', 'manual'] as const;
export type SchedulingMode = (typeof SCHEDULING_MODES)[number];
/** The 422 text of a scheduling mode that is neither. */
export const SCHEDULING_MODE_INVALID = 'Scheduling mode must be auto or manual';
/** A project's scheduling mode. */
export const schedulingModeSchema = z.enum(SCHEDULING_MODES, { error: SCHEDULING_MODE_INVALID });

/** Body of POST /api/projects. */
export const projectCreateBody = z.object({
  name: projectNameSchema,
  description: longTextSchema.optional(),
  status: projectStatusSchema.optional(),
  due_date: dueDateSchema.nullable().optional(),
  /** Absent: the owner's time zone (their notification preferences), else UTC. */
  time_zone: projectTimeZoneSchema.optional(),
  stalled_after_days: stalledAfterDaysSchema.optional(),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;
export type ProjectCreateInput = z.input<typeof projectCreateBody>;

/**
 * Body of PUT /api/projects/{id}: any of the fields; `due_date: null` clears it.
 * `billable_by_default`: whether new time entries (timers and manual entries) are billable when
 * their request does not say. `time_zone` and `stalled_after_days`: the settings insights read. `scheduling_mode`: see
 * SCHEDULING_MODES.
 */
export const projectUpdateBody = z
  .object({
    name: projectNameSchema.optional(),
    description: longTextSchema.optional(),
    status: projectStatusSchema.optional(),
    due_date: dueDateSchema.nullable().optional(),
    billable_by_default: z.boolean().optional(),
    time_zone: projectTimeZoneSchema.optional(),
    stalled_after_days: stalledAfterDaysSchema.optional(),
    /** Owner and managers only (the other fields: the owner only). */
    scheduling_mode: schedulingModeSchema.optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Nothing to update',
  });
export type ProjectUpdateBody = z.infer<typeof projectUpdateBody>;
export type ProjectUpdateInput = z.input<typeof projectUpdateBody>;

/** Activity feed tabs; 'all' includes project-level events too. */
export const ACTIVITY_TABS = ['all', 'tasks', 'comments', 'members', 'files'] as const;

/** Categories an activity event is filed under. */
export const ACTIVITY_CATEGORIES = ['project', 'tasks', 'comments', 'members', 'files'] as const;
/** An activity event's category. */
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

/** Number of events the feed shows by default. */
export const ACTIVITY_DEFAULT_LIMIT = 10;
/** The most events one activity call returns. */
export const ACTIVITY_MAX_LIMIT = 100;

/** Query of GET /api/projects/{id}/activity. */
export const activityQuery = z.object({
  tab: z.enum(ACTIVITY_TABS).default('all'),
  limit: queryInt(1, ACTIVITY_MAX_LIMIT).default(ACTIVITY_DEFAULT_LIMIT),
});

/** Body of POST /api/projects/{id}/templates: save the project as a template. */
export const templateCreateBody = z.object({ name: projectNameSchema.optional() }).default({});

/** Body of POST /api/project-templates/{id}/projects: a new project from a template. */
export const projectFromTemplateBody = z
  .object({ name: projectNameSchema.optional(), due_date: dueDateSchema.nullable().optional() })
  .default({});
