import { z } from 'zod';
import { NAME_MAX_LENGTH, TEXT_MAX_LENGTH } from '../limits.ts';
import { projectStatusSchema } from '../domain/project-enums.ts';
import { dayOrInstant, queryInt } from './ranges.ts';

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

/** Body of POST /api/projects. */
export const projectCreateBody = z.object({
  name: projectNameSchema,
  description: longTextSchema.optional(),
  status: projectStatusSchema.optional(),
  due_date: dueDateSchema.nullable().optional(),
});
export type ProjectCreateBody = z.infer<typeof projectCreateBody>;
export type ProjectCreateInput = z.input<typeof projectCreateBody>;

/**
 * Body of PUT /api/projects/{id}: any of the fields; `due_date: null` clears it.
 * `billable_by_default`: whether new time entries (timers and manual entries) are billable when
 * their request does not say.
 */
export const projectUpdateBody = z
  .object({
    name: projectNameSchema.optional(),
    description: longTextSchema.optional(),
    status: projectStatusSchema.optional(),
    due_date: dueDateSchema.nullable().optional(),
    billable_by_default: z.boolean().optional(),
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
