import { and, eq, sql } from 'drizzle-orm';
import { NOTIFICATION_RECIPIENT_FORBIDDEN } from '@crewline/shared/contracts/notifications';
import { projectMembers, projects } from '../../db/schema.ts';
import { ForbiddenError } from '../../errors.ts';
import type { DbOrTx } from '../../db/client.ts';

/**
 * Throws 403 unless the caller may notify `recipientId` through POST /api/notifications:
 * themself, or a member of a project the caller owns (that project, when `projectId` names
 * one). Never an arbitrary account: an unknown id is refused the same way, so nothing leaks.
 */
export async function authorizeNotificationRecipient(
  db: DbOrTx,
  callerId: string,
  recipientId: string,
  projectId: string | undefined,
): Promise<void> {
  if (recipientId === callerId) return;
  const [shared] = await db
    .select({ id: projects.id })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, recipientId)),
    )
    .where(
      and(
        eq(projects.ownerId, callerId),
        projectId === undefined ? sql`true` : eq(projects.id, projectId),
      ),
    )
    .limit(1);
  if (!shared) throw new ForbiddenError(NOTIFICATION_RECIPIENT_FORBIDDEN);
}
