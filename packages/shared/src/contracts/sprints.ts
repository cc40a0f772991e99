import { z } from 'zod';
import { daysBetween } from '../domain/calendar-day.ts';
import { NAME_MAX_LENGTH, SPRINT_GOAL_MAX_LENGTH } from '../limits.ts';
import { calendarDate } from './ranges.ts';

/** The 422 text when a sprint would end before it starts (both days are inclusive). */
export const SPRINT_END_BEFORE_START = 'End date must be on or after the start date';
/**
 * The longest sprint, in days: a year, leap day included, the longest window a burndown is
 * drawn for, so every sprint has one.
 */
export const SPRINT_MAX_DAYS = 366;
/** The 422 text for a sprint longer than that. */
export const SPRINT_TOO_LONG = `A sprint may span at most ${SPRINT_MAX_DAYS} days`;

/** Whether a sprint from `start` to `end` (both inclusive, in order) is short enough. */
export const sprintSpanFits = (start: string, end: string) =>
  daysBetween(start, end) + 1 <= SPRINT_MAX_DAYS;

/** The 422 text when an open sprint would share a day with another open sprint. */
export const SPRINT_OVERLAP = 'Open sprints of a project may not overlap';
/** The 409 text for closing a sprint that is already closed. */
export const SPRINT_ALREADY_CLOSED = 'This sprint is already closed';
/** The 404 text for a sprint that does not exist or is in a project the caller is not in. */
export const SPRINT_NOT_FOUND = 'Sprint not found';
/** The 422 text for a sprint id that names no sprint of the task's (or sprint's) project. */
export const SPRINT_UNKNOWN = 'Sprint not found in this project';
/** The 422 text when unfinished tasks would move to a closed sprint (or the one being closed). */
export const SPRINT_TARGET_NOT_OPEN = 'Unfinished tasks can only move to another open sprint';

/** A sprint name: required after trimming, as long as any other name. */
export const sprintNameSchema = z
  .string()
  .trim()
  .min(1, 'Sprint name is required')
  .max(NAME_MAX_LENGTH, `Sprint name must be at most ${NAME_MAX_LENGTH} characters`);

/** What the sprint is for; empty when none was given. */
export const sprintGoalSchema = z
  .string()
  .max(SPRINT_GOAL_MAX_LENGTH, `Goal must be at most ${SPRINT_GOAL_MAX_LENGTH} characters`);

/** Body of POST /api/projects/{id}/sprints; both days inclusive, a start in the past allowed. */
export const sprintCreateBody = z
  .object({
    name: sprintNameSchema,
    goal: sprintGoalSchema.optional(),
    start_date: calendarDate(),
    end_date: calendarDate(),
  })
  .refine((b) => b.end_date >= b.start_date, {
    message: SPRINT_END_BEFORE_START,
    path: ['end_date'],
  })
  .refine((b) => b.end_date < b.start_date || sprintSpanFits(b.start_date, b.end_date), {
    message: SPRINT_TOO_LONG,
    path: ['end_date'],
  });
export type SprintCreateBody = z.infer<typeof sprintCreateBody>;
export type SprintCreateInput = z.input<typeof sprintCreateBody>;

/**
 * Body of PUT /api/sprints/{id}: any subset. The days are checked in order against the stored
 * ones when only one of them is sent (422 either way).
 */
export const sprintUpdateBody = z
  .object({
    name: sprintNameSchema.optional(),
    goal: sprintGoalSchema.optional(),
    start_date: calendarDate().optional(),
    end_date: calendarDate().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' })
  .refine((b) => !b.start_date || !b.end_date || b.end_date >= b.start_date, {
    message: SPRINT_END_BEFORE_START,
    path: ['end_date'],
  });
export type SprintUpdateBody = z.infer<typeof sprintUpdateBody>;
export type SprintUpdateInput = z.input<typeof sprintUpdateBody>;

/**
 * Body of POST /api/sprints/{id}/close: where the unfinished tasks go, another open sprint of the
 * same project, or nowhere (`null`, the default: they leave every sprint). Done tasks stay.
 */
export const sprintCloseBody = z.object({ move_open_to: z.uuid().nullable().default(null) });
export type SprintCloseBody = z.infer<typeof sprintCloseBody>;
export type SprintCloseInput = z.input<typeof sprintCloseBody>;

/** What the caller may do with a sprint, sent so the UI never re-derives it. */
export type SprintAbilities = { update: boolean; delete: boolean; close: boolean };

/** A sprint as every sprint call returns it. Days are `YYYY-MM-DD`, both inclusive. */
export type SprintJson = {
  id: string;
  project_id: string;
  name: string;
  goal: string;
  start_date: string;
  end_date: string;
  /** When it was closed; null while open. */
  closed_at: string | null;
  created_at: string;
  created_by: string | null;
  can: Readonly<SprintAbilities>;
};

/**
 * Answer of POST /api/sprints/{id}/close: the closed sprint, the unfinished tasks it moved (ids,
 * sorted) and where they went (the request's `move_open_to`; null: out of every sprint).
 */
export type SprintCloseJson = {
  sprint: SprintJson;
  moved_task_ids: string[];
  moved_to: string | null;
};
