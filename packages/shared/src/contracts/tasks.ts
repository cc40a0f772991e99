import { z } from 'zod';
import { taskPrioritySchema, taskStatusSchema } from '../domain/task-enums.ts';
import { TASK_ESTIMATE_MAX, TASK_POSITION_MAX } from '../limits.ts';
import { dueDateSchema, longTextSchema } from './projects.ts';
import { boundedNumber, calendarDate } from './ranges.ts';

/** The longest task title; a title is a line on a card, the description holds the rest. */
export const TASK_TITLE_MAX_LENGTH = 500;

/** The text for an empty title, on the create, from-message and assign forms. */
export const TASK_TITLE_REQUIRED = 'Task title is required';

/** A task title: required after trimming. */
export const taskTitleSchema = z
  .string()
  .trim()
  .min(1, TASK_TITLE_REQUIRED)
  .max(TASK_TITLE_MAX_LENGTH, `Task title must be at most ${TASK_TITLE_MAX_LENGTH} characters`);

/**
 * A place in a board column: a finite number within ±TASK_POSITION_MAX; lower comes first (see
 * docs/API.md "Tasks"). The bound leaves room for "max + 1" and midpoints to stay exact.
 */
export const taskPositionSchema = boundedNumber(-TASK_POSITION_MAX, TASK_POSITION_MAX);

/** Story points: a finite number from 0 to TASK_ESTIMATE_MAX, fractions allowed (0.5). */
export const taskEstimateSchema = boundedNumber(0, TASK_ESTIMATE_MAX);

// Fields a task is created with, wherever the project id comes from.
const taskFields = {
  title: taskTitleSchema,
  status: taskStatusSchema.optional(),
  priority: taskPrioritySchema.optional(),
  description: longTextSchema.optional(),
  assignee_id: z.uuid().nullable().optional(),
  due_date: dueDateSchema.nullable().optional(),
  /** The chat message the task was made from: one the caller can read. */
  created_from_message_id: z.uuid().nullable().optional(),
  /** A sprint of the task's project (open or closed); null or absent: in no sprint. */
  sprint_id: z.uuid().nullable().optional(),
  /** Points; null or absent: not estimated. */
  estimate: taskEstimateSchema.nullable().optional(),
  /** The day work starts, on or before the due date's day in the project's zone. */
  start_date: calendarDate().nullable().optional(),
  /** A milestone of the task's project; null or absent: linked to none. */
  milestone_id: z.uuid().nullable().optional(),
};

/** Body of POST /api/projects/{id}/tasks; new tasks go to the end of their column. */
export const projectTaskCreateBody = z.object(taskFields);
export type ProjectTaskCreateBody = z.infer<typeof projectTaskCreateBody>;

/** Body of POST /api/tasks. */
export const taskCreateBody = z.object({ ...taskFields, project_id: z.uuid() });
export type TaskCreateBody = z.infer<typeof taskCreateBody>;
export type TaskCreateInput = z.input<typeof taskCreateBody>;

/**
 * Body of PUT /api/tasks/{id}: any subset. `assignee_id: null` unassigns, `due_date: null`
 * clears, `sprint_id: null` takes the task out of its sprint, `estimate: null` clears the
 * estimate, `start_date: null` clears the start, `milestone_id: null` unlinks the milestone. A drag sends `{status}` (to the end of that column) or `{status, position}`.
 * `project_id` may only repeat the task's own project: tasks do not move between projects.
 */
export const taskUpdateBody = z
  .object({
    title: taskTitleSchema.optional(),
    description: longTextSchema.optional(),
    status: taskStatusSchema.optional(),
    priority: taskPrioritySchema.optional(),
    due_date: dueDateSchema.nullable().optional(),
    assignee_id: z.uuid().nullable().optional(),
    position: taskPositionSchema.optional(),
    project_id: z.uuid().optional(),
    sprint_id: z.uuid().nullable().optional(),
    estimate: taskEstimateSchema.nullable().optional(),
    start_date: calendarDate().nullable().optional(),
    milestone_id: z.uuid().nullable().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), {
    message: 'Nothing to update',
  });
export type TaskUpdateBody = z.infer<typeof taskUpdateBody>;
export type TaskUpdateInput = z.input<typeof taskUpdateBody>;

/** `sprint_id=none` in a task list's query: the tasks in no sprint. */
export const NO_SPRINT = 'none';

/**
 * Query of GET /api/tasks: the caller's tasks, optionally of one project, one assignee and one
 * sprint (`none`: in no sprint).
 */
export const taskListQuery = z.object({
  project_id: z.uuid().optional(),
  assignee_id: z.uuid().optional(),
  sprint_id: z.union([z.uuid(), z.literal(NO_SPRINT)]).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuery>;
