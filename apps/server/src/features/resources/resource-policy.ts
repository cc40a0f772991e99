import { ForbiddenError } from '../../errors.ts';
import type { ProjectAccess } from '../projects/project-policy.ts';

/** The 404 text for a resource or allocation that does not exist or is not the caller's to see. */
export const RESOURCE_NOT_FOUND = 'Resource not found';
export const ALLOCATION_NOT_FOUND = 'Allocation not found';

// docs/PRODUCT.md, Roles: every member reads resources; only the owner and managers plan them.
const PLANNERS = new Set(['owner', 'manager']);

/** Whether the caller may create, change or delete the project's resources and allocations. */
function canManageResources(access: ProjectAccess): boolean {
  return PLANNERS.has(access.role);
}

/** Throws 403 unless the caller may manage the project's resources. */
export function authorizeManageResources(access: ProjectAccess): void {
  if (!canManageResources(access)) throw new ForbiddenError();
}
