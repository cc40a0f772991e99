import { z } from 'zod';
import type { TaskStatus } from '../domain/task-enums.ts';
import { LATEST_DAY } from '../limits.ts';
import { calendarDate } from './ranges.ts';

/** The 422 text when a task would be due before it starts. */
export const SCHEDULE_DUE_BEFORE_START = 'Due date must be on or after the start date';
/** The 422 text for a task id that names no task of the project in the path. */
export const SCHEDULE_TASK_UNKNOWN = 'Task not found in this project';

/** The 422 text when a change would push a task or milestone past the last day dates may have. */
export const SCHEDULE_PAST_LATEST_DAY = `This change would push dates past ${LATEST_DAY}`;

/** Body of POST /api/projects/{id}/schedule/preview and …/apply: a task's new days. */
export const scheduleChangeBody = z
  .object({
    task_id: z.uuid('Must be a task id'),
    start_date: calendarDate(),
    due_date: calendarDate(),
  })
  .refine((b) => b.due_date >= b.start_date, {
    message: SCHEDULE_DUE_BEFORE_START,
    path: ['due_date'],
  });
export type ScheduleChangeBody = z.infer<typeof scheduleChangeBody>;

/** Days of a task or milestone; a task's start is null when it has only a due date. */
export type ScheduleDaysJson = { start_date: string | null; due_date: string | null };

/** One task or milestone a change moves, as the caller may see it. */
export type ScheduleMoveJson = {
  kind: 'task' | 'milestone';
  id: string;
  /** The task's title or the milestone's name. */
  title: string;
  project_id: string;
  from: ScheduleDaysJson;
  to: ScheduleDaysJson;
  /** Whether the caller may make this move (edit the task, or edit the milestone). */
  can_edit: boolean;
};

/** A finish-to-start link whose blocked task starts on or before its blocker's due day. */
export type ScheduleViolationJson = { blocker_task_id: string; blocked_task_id: string };

/** What a preview returns and an apply has done. */
export type SchedulePreviewJson = {
  moves: ScheduleMoveJson[];
  /** Tasks and milestones that move in projects the caller cannot read. */
  hidden_moves: number;
  violations: ScheduleViolationJson[];
};

/** A task on a project's timeline. */
export type TimelineTaskJson = {
  id: string;
  title: string;
  status: TaskStatus;
  assignee_id: string | null;
  start_date: string | null;
  due_date: string;
  milestone_id: string | null;
  /** Days it may slip without moving the end of the schedule (negative: already overrunning). */
  slack_days: number;
  critical: boolean;
};

/** GET /api/projects/{id}/timeline. */
export type TimelineJson = {
  scheduling_mode: 'auto' | 'manual';
  /** Today in the project's zone. */
  today: string;
  tasks: TimelineTaskJson[];
  milestones: { id: string; name: string; start_date: string; due_date: string }[];
  dependencies: { blocker_task_id: string; blocked_task_id: string; violated: boolean }[];
  /** Tasks of other projects linked to this one's, only those the caller may read. */
  external_tasks: {
    id: string;
    title: string;
    project_id: string;
    start_date: string | null;
    due_date: string | null;
  }[];
  /** Task ids of the critical path, first to last. */
  critical_path: string[];
};
