import type { ProjectAccess } from '../projects/project-policy.ts';
import { authorizeTask } from '../tasks/task-policy.ts';

/** Everything a caller may attempt on a task's dependency links. */
type DependencyAction = 'view' | 'link';

/**
 * Throws 403 unless the caller may perform `action` on the links between the tasks whose
 * projects `accesses` are for. Reading a task's links is reading the task; adding or removing a
 * link changes both tasks (their `blocks` and `blocked_by`), so it needs the task edit right
 * (owner, manager, leader, member; not observers) in the project of each.
 */
export function authorizeDependency(
  action: DependencyAction,
  ...accesses: readonly ProjectAccess[]
): void {
  for (const access of accesses) authorizeTask(access, action === 'view' ? 'view' : 'update');
}
