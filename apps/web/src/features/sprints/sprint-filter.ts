import { NO_SPRINT } from '@crewline/shared/contracts/tasks';
import { FILTER_ALL } from '@crewline/shared/domain/task-search';
import type { Task } from '../../api/tasks/types.ts';

export { NO_SPRINT };

/**
 * The tasks a sprint filter keeps: FILTER_ALL keeps every task, NO_SPRINT those in no sprint,
 * any other value those in that sprint. The same values as the server's `sprint_id` query.
 */
export function filterBySprint<T extends Pick<Task, 'sprint_id'>>(
  tasks: readonly T[],
  sprint: string,
): readonly T[] {
  if (sprint === FILTER_ALL) return tasks;
  const wanted = sprint === NO_SPRINT ? null : sprint;
  return tasks.filter((task) => task.sprint_id === wanted);
}
