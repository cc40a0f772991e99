import { and, eq } from 'drizzle-orm';
import { projectMembers, users } from '../../db/schema.ts';
import { ValidationError } from '../../errors.ts';
import type { TaskAssignee } from './task-presenter.ts';
import type { DbOrTx } from '../../db/client.ts';

/** The 422 text when a task is given to someone outside its project. */
const ASSIGNEE_NOT_MEMBER = 'The assignee must be a member of this project';

/**
 * Returns the would-be assignee when they are a member of the project, else 422. The member
 * row is share-locked so a concurrent removal (which unassigns that person's tasks) waits for
 * this transaction and then unassigns this task too. Lock it before any task row, in the same
 * order as the removal, so the two never deadlock.
 */
export async function loadAssignee(
  tx: DbOrTx,
  projectId: string,
  userId: string,
): Promise<TaskAssignee> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .for('share', { of: projectMembers });
  if (!row) {
    throw new ValidationError(ASSIGNEE_NOT_MEMBER, [
      { loc: ['body', 'assignee_id'], msg: ASSIGNEE_NOT_MEMBER },
    ]);
  }
  return row;
}
