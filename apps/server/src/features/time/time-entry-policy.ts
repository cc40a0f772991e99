import type { ProjectRole } from '@crewline/shared/contracts/members';
import type { TimeEntryAbilities } from '@crewline/shared/contracts/time-entries';
import { ForbiddenError } from '../../errors.ts';
import type { ProjectAccess } from '../projects/project-policy.ts';

/** The 404 of an entry the caller may not see (or that does not exist): existence must not leak. */
export const TIME_ENTRY_NOT_FOUND = 'Time entry not found';

// docs/PRODUCT.md, Roles: every member reads; members but observers log their own time; the
// owner and managers correct anyone's entries (which stay that person's) and may log time for
// others.
const LOGGERS: readonly ProjectRole[] = ['owner', 'manager', 'leader', 'member'];
const CORRECTORS: readonly ProjectRole[] = ['owner', 'manager'];

/** Whether `role` may log, change or delete an entry of `ownerId` when the caller is `callerId`. */
function canChangeTimeOf(role: ProjectRole, callerId: string, ownerId: string): boolean {
  if (ownerId !== callerId) return CORRECTORS.includes(role);
  return LOGGERS.includes(role);
}

/** Throws 403 unless the caller may log or change time of `ownerId` in this project. */
export function authorizeTimeOf(access: ProjectAccess, ownerId: string): void {
  if (!canChangeTimeOf(access.role, access.userId, ownerId)) throw new ForbiddenError();
}

/** The `can` object sent with an entry. */
export function timeEntryAbilities(
  role: ProjectRole,
  callerId: string,
  ownerId: string,
): TimeEntryAbilities {
  const allowed = canChangeTimeOf(role, callerId, ownerId);
  return { update: allowed, delete: allowed };
}
