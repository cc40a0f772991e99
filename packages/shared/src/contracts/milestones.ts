import { z } from 'zod';
import { MILESTONE_REASON_MAX_LENGTH, NAME_MAX_LENGTH } from '../limits.ts';
import {
  MILESTONE_STATUSES,
  type MilestoneStatus,
  type ProgressBasis,
} from '../roadmaps/milestone-status.ts';
import { longTextSchema } from './projects.ts';
import { calendarDate } from './ranges.ts';

/** The 422 text when a milestone would be due before it starts (both days are inclusive). */
export const MILESTONE_DUE_BEFORE_START = 'Due date must be on or after the start date';
/** The 422 text for a status override without a reason. */
export const MILESTONE_REASON_REQUIRED = 'A reason is required to override the status';
/** The 404 text for a milestone that does not exist or is in a project the caller is not in. */
export const MILESTONE_NOT_FOUND = 'Milestone not found';
/** The 422 text for a task's `milestone_id` naming no milestone of the task's project. */
export const MILESTONE_UNKNOWN = 'Milestone not found in this project';
/** The 422 text for a task that would start after the day it is due. */
export const TASK_START_AFTER_DUE = 'Start date must be on or before the due date';

/** A milestone name: required after trimming. */
export const milestoneNameSchema = z
  .string()
  .trim()
  .min(1, 'Milestone name is required')
  .max(NAME_MAX_LENGTH, `Milestone name must be at most ${NAME_MAX_LENGTH} characters`);

export const milestoneStatusSchema = z.enum(MILESTONE_STATUSES);

/** A status set by hand, always with a non-blank reason; `null` clears it. */
export const milestoneOverrideSchema = z.object({
  status: milestoneStatusSchema,
  reason: z
    .string({ error: MILESTONE_REASON_REQUIRED })
    .trim()
    .min(1, MILESTONE_REASON_REQUIRED)
    .max(
      MILESTONE_REASON_MAX_LENGTH,
      `Reason must be at most ${MILESTONE_REASON_MAX_LENGTH} characters`,
    ),
});
export type MilestoneOverrideBody = z.infer<typeof milestoneOverrideSchema>;

/** Body of POST /api/projects/{id}/milestones; both days inclusive, in the project's zone. */
export const milestoneCreateBody = z
  .object({
    name: milestoneNameSchema,
    description: longTextSchema.optional(),
    start_date: calendarDate(),
    due_date: calendarDate(),
    status_override: milestoneOverrideSchema.nullable().optional(),
  })
  .refine((b) => b.due_date >= b.start_date, {
    message: MILESTONE_DUE_BEFORE_START,
    path: ['due_date'],
  });
export type MilestoneCreateBody = z.infer<typeof milestoneCreateBody>;
export type MilestoneCreateInput = z.input<typeof milestoneCreateBody>;

/**
 * Body of PUT /api/milestones/{id}: any subset. A day sent alone is checked against the stored
 * other one (422 either way); `status_override: null` clears the override.
 */
export const milestoneUpdateBody = z
  .object({
    name: milestoneNameSchema.optional(),
    description: longTextSchema.optional(),
    start_date: calendarDate().optional(),
    due_date: calendarDate().optional(),
    status_override: milestoneOverrideSchema.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Nothing to update' })
  .refine((b) => !b.start_date || !b.due_date || b.due_date >= b.start_date, {
    message: MILESTONE_DUE_BEFORE_START,
    path: ['due_date'],
  });
export type MilestoneUpdateBody = z.infer<typeof milestoneUpdateBody>;
export type MilestoneUpdateInput = z.input<typeof milestoneUpdateBody>;

/** What the caller may do with a milestone, sent so the UI never re-derives it. */
export type MilestoneAbilities = { update: boolean; delete: boolean };

/**
 * A milestone as every milestone call returns it. Days are `YYYY-MM-DD`, both inclusive, in the
 * project's zone. `status` is the override's when `status_overridden`, else `computed_status`
 * (the rules: packages/shared/src/roadmaps/milestone-status.ts, docs/API.md "Milestones").
 */
export type MilestoneJson = {
  id: string;
  project_id: string;
  name: string;
  description: string;
  start_date: string;
  due_date: string;
  status: MilestoneStatus;
  status_overridden: boolean;
  /** The override's reason; null without an override. */
  status_reason: string | null;
  computed_status: MilestoneStatus;
  /** Whole percent 0..100 of the linked work done, rounded down. */
  progress: number;
  progress_basis: ProgressBasis;
  task_count: number;
  done_count: number;
  created_at: string;
  updated_at: string;
  can: Readonly<MilestoneAbilities>;
};
