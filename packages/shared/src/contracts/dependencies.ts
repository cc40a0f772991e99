import { z } from 'zod';

/** Body of POST /api/tasks/{id}/dependencies: the task of the path blocks `blocks_task_id`. */
export const dependencyCreateBody = z.object({ blocks_task_id: z.uuid() });
export type DependencyCreateBody = z.infer<typeof dependencyCreateBody>;

/** The 422 text when a task would block itself. */
export const DEPENDENCY_SELF = 'A task cannot block itself';
/** The 422 text when the task to block is unknown or in a project the caller is not in. */
export const DEPENDENCY_TASK_UNKNOWN = 'Task not found';
/** The 404 text for removing a link that does not exist. */
export const DEPENDENCY_NOT_FOUND = 'Dependency not found';
/** How a task the caller cannot see is named in a cycle's message. */
export const DEPENDENCY_HIDDEN_TASK = 'a task in another project';

/** The 422 text of a link that would close a cycle, naming its tasks in order. */
export function dependencyCycleMessage(titles: readonly string[]): string {
  return `This link would make a cycle: ${[...titles, titles[0]].join(' → ')}`;
}

/** A task linked to another, as the caller may see it. */
export type DependencyTaskJson = {
  id: string;
  title: string;
  status: string;
  project_id: string;
  project_name: string;
  due_date: string | null;
  start_date: string | null;
};

/**
 * A task's links (GET /api/tasks/{id}/dependencies): the tasks it blocks and the tasks blocking
 * it that the caller can read; links to tasks of projects the caller is not in are only counted.
 */
export type TaskDependenciesJson = {
  blocks: DependencyTaskJson[];
  blocked_by: DependencyTaskJson[];
  hidden_blocks: number;
  hidden_blocked_by: number;
};
