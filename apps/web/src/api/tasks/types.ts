import type { TaskPriority, TaskStatus } from '@crewline/shared';
import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import type { TaskAbilities, TaskJson } from '@crewline/shared/contracts/task-responses';

export type { TaskPriority, TaskStatus };

/** The server's task shapes (packages/shared: one definition for both sides). */
export type Task = TaskJson;
export type TaskAssignee = PersonRef;
export type { TaskAbilities };

/** Body of POST /api/tasks. Leave `assignee_id` out for an unassigned task. */
export type TaskCreateInput = {
  title: string;
  project_id: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  description?: string;
  assignee_id?: string | null;
  due_date?: string | null;
  /** The chat message the task is made from (Create Task from Message). */
  created_from_message_id?: string | null;
};

/** Body of PUT /api/tasks/{id}: any subset; `assignee_id: null` unassigns, `due_date: null` clears. */
export type TaskUpdateInput = {
  title?: string;
  description?: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  due_date?: string | null;
  assignee_id?: string | null;
  position?: number;
};

/** Filters of GET /api/tasks; both optional. */
export type TaskListFilters = { project_id?: string; assignee_id?: string };
