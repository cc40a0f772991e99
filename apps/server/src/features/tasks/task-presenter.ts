import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import type { TaskJson } from '@crewline/shared/contracts/task-responses';
import { isTaskPriority, isTaskStatus } from '@crewline/shared/domain/task-enums';
import type { tasks } from '../../db/schema.ts';
import { taskAbilities } from './task-policy.ts';

/** A task row as stored. */
export type TaskRow = typeof tasks.$inferSelect;

/** The assignee as a card shows them: avatar and name, no e-mail. */
export type TaskAssignee = PersonRef;

export type { TaskJson };

/** The ids of the tasks a task blocks and of those blocking it. */
export type TaskLinks = { blocks: string[]; blockedBy: string[] };

/** Presents a task for a caller holding `role` in its project; `links`: none when absent. */
export function presentTask(
  row: TaskRow,
  assignee: TaskAssignee | null,
  role: ProjectRole,
  links?: TaskLinks,
): TaskJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    // Rows only ever hold valid codes; a stray value reads as the defaults, never crashes a board.
    status: isTaskStatus(row.status) ? row.status : 'todo',
    priority: isTaskPriority(row.priority) ? row.priority : 'medium',
    due_date: row.dueDate?.toISOString() ?? null,
    assignee_id: row.assigneeId,
    assignee: row.assigneeId && assignee ? assignee : null,
    project_id: row.projectId,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    created_from_message_id: row.createdFromMessageId,
    sprint_id: row.sprintId,
    estimate: row.estimate,
    start_date: row.startDate,
    milestone_id: row.milestoneId,
    blocks: links?.blocks ?? [],
    blocked_by: links?.blockedBy ?? [],
    can: taskAbilities(role),
  };
}
