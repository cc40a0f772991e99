import { and, eq, inArray } from 'drizzle-orm';
import { projectMembers } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';

/**
 * Whether `viewerId` may see `userId`'s e-mail address: the person themself and
 * anyone who shares a project with them. Everyone else sees the rest of the profile, so an
 * account id found in a link never turns into an address to write to.
 */
export async function canSeeUserEmail(db: Db, viewerId: string, userId: string): Promise<boolean> {
  if (viewerId === userId) return true;
  const theirProjects = db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  const [shared] = await db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(
      and(eq(projectMembers.userId, viewerId), inArray(projectMembers.projectId, theirProjects)),
    )
    .limit(1);
  return shared !== undefined;
}
