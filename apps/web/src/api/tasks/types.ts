import type { TaskPriority, TaskStatus } from '@crewline/shared';

export type { TaskPriority, TaskStatus };

/** The assignee as a card shows them. */
export type TaskAssignee = { id: string; name: string; avatar: string | null };

/** What the caller may do with a task, sent by the server so the UI never re-derives it. */
export type TaskAbilities = { update: boolean; delete: boolean };

/** A task as every task call returns it (apps/server/src/presenters/task.ts). */
export type Task = {
  id: string;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  due_date: string | null;
  assignee_id: string | null;
  assignee: TaskAssignee | null;
  project_id: string;
  /** Order inside a board column, ascending; fractional so a move writes one row. */
  position: number;
  created_at: string;
  updated_at: string;
  created_from_message_id: string | null;
  can: TaskAbilities;
};

/** Body of POST /api/tasks. Leave `assignee_id` out for an unassigned task. */
export type TaskCreateInput = {
  title: string;
  project_id: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  description?: string;
  assignee_id?: string | null;
  due_date?: string | null;
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
