import type { MilestoneAbilities } from '@crewline/shared/contracts/milestones';
import { authorize, roleCan, type ProjectAccess } from '../projects/project-policy.ts';

/** Everything a caller may attempt on a project's milestones. */
type MilestoneAction = 'view' | 'create' | 'update' | 'delete';

// docs/PRODUCT.md, Roles: every member reads the milestones (and links tasks to them, as a task
// edit); the owner, managers and leaders create, change and delete them.
const PROJECT_ACTION = {
  view: 'view',
  create: 'plan_milestones',
  update: 'plan_milestones',
  delete: 'plan_milestones',
} as const;

/** Throws 403 unless the caller may perform `action` on the project's milestones. */
export function authorizeMilestone(access: ProjectAccess, action: MilestoneAction): void {
  authorize(access, PROJECT_ACTION[action]);
}

/** The `can` object of a milestone for a caller holding `access`'s role in its project. */
export function milestoneAbilities(access: Pick<ProjectAccess, 'role'>): MilestoneAbilities {
  return {
    update: roleCan(access.role, PROJECT_ACTION.update),
    delete: roleCan(access.role, PROJECT_ACTION.delete),
  };
}
