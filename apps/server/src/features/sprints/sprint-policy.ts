import type { SprintAbilities } from '@crewline/shared/contracts/sprints';
import { authorize, roleCan, type ProjectAccess } from '../projects/project-policy.ts';

/** Everything a caller may attempt on a project's sprints. */
type SprintAction = 'view' | 'create' | 'update' | 'delete' | 'close';

// docs/PRODUCT.md, Roles: every member reads the sprints (and plans tasks into them, as a task
// edit); only the owner and managers create, change, close and delete them.
const PROJECT_ACTION = {
  view: 'view',
  create: 'plan_sprints',
  update: 'plan_sprints',
  delete: 'plan_sprints',
  close: 'plan_sprints',
} as const;

/** Throws 403 unless the caller may perform `action` on the project's sprints. */
export function authorizeSprint(access: ProjectAccess, action: SprintAction): void {
  authorize(access, PROJECT_ACTION[action]);
}

/** The `can` object of a sprint for a caller holding `access`'s role in its project. */
export function sprintAbilities(access: Pick<ProjectAccess, 'role'>): SprintAbilities {
  return {
    update: roleCan(access.role, PROJECT_ACTION.update),
    delete: roleCan(access.role, PROJECT_ACTION.delete),
    close: roleCan(access.role, PROJECT_ACTION.close),
  };
}
