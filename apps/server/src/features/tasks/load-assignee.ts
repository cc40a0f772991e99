import { ASSIGNEE_NOT_MEMBER, ASSIGNEE_OBSERVER } from '@crewline/shared/contracts/rule-sentences';
import { and, eq } from 'drizzle-orm';
import { projectMembers, users } from '../../db/schema.ts';
import { ValidationError } from '../../errors.ts';
import type { TaskAssignee } from './task-presenter.ts';
import type { DbOrTx } from '../../db/client.ts';

/** A would-be assignee, and whether they only observe the project. */
export type LoadedAssignee = TaskAssignee & { observer: boolean };

/**
 * Refuses (422) to give a task to an observer, who may not work on tasks. A task already
 * theirs (they became an observer later) is not a new assignment: callers check only changes.
 */
export function refuseObserver(assignee: LoadedAssignee): TaskAssignee {
  if (assignee.observer) {
    throw new ValidationError(ASSIGNEE_OBSERVER, [
      { loc: ['body', 'assignee_id'], msg: ASSIGNEE_OBSERVER },
    ]);
  }
  return { id: assignee.id, name: assignee.name, avatar: assignee.avatar };
}

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
): Promise<LoadedAssignee> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, avatar: users.avatar, role: projectMembers.role })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .for('share', { of: projectMembers });
  if (!row) {
    throw new ValidationError(ASSIGNEE_NOT_MEMBER, [
      { loc: ['body', 'assignee_id'], msg: ASSIGNEE_NOT_MEMBER },
    ]);
  }
  return { id: row.id, name: row.name, avatar: row.avatar, observer: row.role === 'observer' };
}
