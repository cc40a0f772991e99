import type { FileAbilities } from '@crewline/shared/contracts/files';
import { ForbiddenError } from '../../errors.ts';
import { roleCan, type ProjectAccess } from '../projects/project-policy.ts';

/**
 * Project files (docs/PRODUCT.md, Roles): any member but an observer adds files, folders and versions
 * (`upload_files`); renaming or deleting a file, and deleting a version, is for the one who
 * made it or the project owner.
 */
export function mayChangeFile(access: ProjectAccess, makerId: string | null): boolean {
  if (access.role === 'owner') return true;
  return roleCan(access.role, 'upload_files') && makerId !== null && makerId === access.userId;
}

/** The `can` object sent with a file (false shows the web's lock icon). */
export function fileAbilities(access: ProjectAccess, creatorId: string | null): FileAbilities {
  const mine = mayChangeFile(access, creatorId);
  return { edit: mine, delete: mine };
}

/** Throws 403 unless the caller may add files, folders or versions to the project. */
export function authorizeFileUpload(access: ProjectAccess): void {
  if (!roleCan(access.role, 'upload_files')) throw new ForbiddenError();
}

/** Throws 403 unless the caller made the file/version or owns the project. */
export function authorizeFileChange(access: ProjectAccess, makerId: string | null): void {
  if (!mayChangeFile(access, makerId)) throw new ForbiddenError();
}
