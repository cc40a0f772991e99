import type { TaskPriority, TaskStatus } from '../domain/task-enums.ts';
import type { PersonRef } from './project-responses.ts';

/** What the caller may do with a task, sent so the UI never re-derives it. */
export type TaskAbilities = { update: boolean; delete: boolean };

/** A task as every task call returns it, with its board position and abilities. */
export type TaskJson = {
  id: string;
  title: string;
  description: string;
  status: TaskStatus;
  priority: TaskPriority;
  due_date: string | null;
  assignee_id: string | null;
  /** The assignee as a card shows them. */
  assignee: PersonRef | null;
  project_id: string;
  /** Order inside a board column, ascending; fractional so a move usually writes one row. */
  position: number;
  created_at: string;
  updated_at: string;
  created_from_message_id: string | null;
  /** The sprint the task is planned in, one of its project's; null: in no sprint. */
  sprint_id: string | null;
  /** Story points; null: not estimated. */
  estimate: number | null;
  /** The day work starts, `YYYY-MM-DD`, on or before the due date's day; null: none. */
  start_date: string | null;
  /** The milestone the task is linked to, one of its project's; null: none. */
  milestone_id: string | null;
  /** Ids of the tasks this one blocks (finish-to-start), in any project. */
  blocks: string[];
  /** Ids of the tasks that block this one, in any project. */
  blocked_by: string[];
  can: Readonly<TaskAbilities>;
};
