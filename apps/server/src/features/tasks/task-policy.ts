import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { TaskAbilities } from '@crewline/shared/contracts/task-responses';
import { authorize, roleCan, type ProjectAccess } from '../projects/project-policy.ts';

/** The 404 text for a task that does not exist or is in a project the caller is not in. */
export const TASK_NOT_FOUND = 'Task not found';

/** Everything a caller may attempt on a task. */
type TaskAction = 'view' | 'create' | 'update' | 'delete';

/** The abilities sent with a task (`can`), so the board never re-implements these rules. */
export type { TaskAbilities };

// Tasks follow the project's rule book: every member reads them; owner, manager, leader and
// member create, edit, move and delete them; observers only read.
const PROJECT_ACTION = {
  view: 'view',
  create: 'create_tasks',
  update: 'edit_tasks',
  delete: 'edit_tasks',
} as const;

/** Throws 403 unless the caller may perform `action` on the project's tasks. */
export function authorizeTask(access: ProjectAccess, action: TaskAction): void {
  authorize(access, PROJECT_ACTION[action]);
}

// One frozen object per role: a 500-task board shares five, rather than building 500.
const ABILITIES = new Map<ProjectRole, Readonly<TaskAbilities>>();

/** The `can` object of a task for a caller holding `role` in its project. */
export function taskAbilities(role: ProjectRole): Readonly<TaskAbilities> {
  let abilities = ABILITIES.get(role);
  if (!abilities) {
    abilities = Object.freeze({
      update: roleCan(role, PROJECT_ACTION.update),
      delete: roleCan(role, PROJECT_ACTION.delete),
    });
    ABILITIES.set(role, abilities);
  }
  return abilities;
}
