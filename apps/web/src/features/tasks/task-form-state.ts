import { dueDateToIso, dueDayOf } from '@crewline/shared/domain/due-labels';
import {
  DEFAULT_TASK_PRIORITY,
  DEFAULT_TASK_STATUS,
  type TaskPriority,
  type TaskStatus,
} from '@crewline/shared/domain/task-enums';
import type { Task, TaskCreateInput, TaskUpdateInput } from '../../api/tasks/types.ts';

/** The task form as typed: the due date is a date (YYYY-MM-DD), '' meaning none. */
export type TaskFormValues = {
  title: string;
  description: string;
  projectId: string;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate: string;
  assigneeId: string;
  /** The sprint's id, '' for none; absent where the form offers no sprint (the voice preview). */
  sprintId?: string;
  /** Points as typed, '' for none; absent where the form offers no estimate. */
  estimate?: string;
  /** The start day (YYYY-MM-DD), '' for none; absent where the form offers no planning. */
  startDate?: string;
  /** The milestone's id, '' for none; absent where the form offers no planning. */
  milestoneId?: string;
};

/** Which form field is wrong, as a key of `tasks.form`. */
export type TaskFormErrors = { title?: 'titleRequired'; projectId?: 'projectRequired' };

/** A fresh create form; new tasks default to To Do and Medium. */
export function emptyTaskForm(preset: Partial<TaskFormValues> = {}): TaskFormValues {
  return {
    title: '',
    description: '',
    projectId: '',
    status: DEFAULT_TASK_STATUS,
    priority: DEFAULT_TASK_PRIORITY,
    dueDate: '',
    assigneeId: '',
    sprintId: '',
    estimate: '',
    startDate: '',
    milestoneId: '',
    ...preset,
  };
}

/** The edit form of a task; its due date as the calendar day the viewer sees. */
export function taskToForm(task: Task, timeZone: string): TaskFormValues {
  return {
    title: task.title,
    description: task.description ?? '',
    projectId: task.project_id,
    status: task.status,
    priority: task.priority,
    dueDate: dueDayOf(task.due_date, timeZone) ?? '',
    assigneeId: task.assignee_id ?? '',
    sprintId: task.sprint_id ?? '',
    estimate: task.estimate === null ? '' : String(task.estimate),
    startDate: task.start_date ?? '',
    milestoneId: task.milestone_id ?? '',
  };
}

/** The form's problems: a title is required after trimming, and so is a project. */
export function validateTaskForm(values: TaskFormValues): TaskFormErrors {
  const errors: TaskFormErrors = {};
  if (values.title.trim() === '') errors.title = 'titleRequired';
  if (values.projectId === '') errors.projectId = 'projectRequired';
  return errors;
}

/** The POST body: an empty assignee, description or date is left out. */
export function toCreateInput(values: TaskFormValues): TaskCreateInput {
  const input: TaskCreateInput = {
    title: values.title.trim(),
    project_id: values.projectId,
    status: values.status,
    priority: values.priority,
  };
  const description = values.description.trim();
  if (description) input.description = description;
  if (values.dueDate) input.due_date = dueDateToIso(values.dueDate);
  if (values.assigneeId) input.assignee_id = values.assigneeId;
  if (values.sprintId) input.sprint_id = values.sprintId;
  if (values.estimate) input.estimate = Number(values.estimate);
  if (values.startDate) input.start_date = values.startDate;
  if (values.milestoneId) input.milestone_id = values.milestoneId;
  return input;
}

/**
 * The PUT body of an edit. An empty assignee, date, sprint or estimate is sent as null, which
 * unassigns or clears it (the earlier product could not unassign; we can).
 */
export function toUpdateInput(values: TaskFormValues): TaskUpdateInput {
  // A form without the planning fields leaves the task's sprint and estimate as they are.
  const planning: TaskUpdateInput = {};
  if (values.sprintId !== undefined) planning.sprint_id = values.sprintId || null;
  if (values.estimate !== undefined) {
    planning.estimate = values.estimate === '' ? null : Number(values.estimate);
  }
  if (values.startDate !== undefined) planning.start_date = values.startDate || null;
  if (values.milestoneId !== undefined) planning.milestone_id = values.milestoneId || null;
  return {
    ...planning,
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    priority: values.priority,
    due_date: values.dueDate ? dueDateToIso(values.dueDate) : null,
    assignee_id: values.assigneeId || null,
  };
}
