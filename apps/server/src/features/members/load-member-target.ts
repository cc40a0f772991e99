import { and, eq } from 'drizzle-orm';
import { projectMembers, projects, users } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';
import type { DbOrTx } from '../../db/client.ts';

/** Error code of trying to remove the owner or change the owner's role. */
const OWNER_IMMUTABLE = 'OWNER_IMMUTABLE';

/**
 * Locks and returns the member a removal or role change is about: 404 when that person is not
 * in the project, 409 when it is the owner, who can never be removed or demoted.
 */
export async function loadMemberTarget(
  tx: DbOrTx,
  projectId: string,
  userId: string,
  ownerMessage: string,
) {
  const [target] = await tx
    .select({ role: projectMembers.role, name: users.name, ownerId: projects.ownerId })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .for('update', { of: projectMembers });
  if (!target) throw new NotFoundError('Member not found');
  if (target.ownerId === userId) throw new ConflictError(ownerMessage, OWNER_IMMUTABLE);
  return target;
}
