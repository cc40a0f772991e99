import type { TaskPriority, TaskStatus } from '@crewline/shared/domain/task-enums';
import type { TaskAbilities, TaskJson } from '@crewline/shared/contracts/task-responses';

export type { TaskPriority, TaskStatus };

/** The server's task shapes (packages/shared: one definition for both sides). */
export type Task = TaskJson;
export type { TaskAbilities };

/** Bodies of POST /api/tasks and PUT /api/tasks/{id}. */
export type { TaskCreateInput, TaskUpdateInput } from '@crewline/shared/contracts/tasks';

/** Filters of GET /api/tasks; both optional. */
export type TaskListFilters = { project_id?: string; assignee_id?: string };
