import { eq } from 'drizzle-orm';
import { projectMembers, projects } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { loadTasksLinkedIntoProject } from '../dependencies/dependency-queries.ts';

/**
 * Deletes a project. Members, invitations, tasks and its activity go with it (foreign keys
 * cascade), so no event is kept: there is no longer a project to show it in.
 */
export async function deleteProject(db: Db, projectId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The members are told in their own rooms: the project's room goes with it.
    const members = await tx
      .select({ userId: projectMembers.userId })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, projectId));
    // Tasks of other projects lose their links to this one's tasks: their viewers are told.
    const linked = await loadTasksLinkedIntoProject(tx, projectId);
    await tx.delete(projects).where(eq(projects.id, projectId));
    afterCommit(tx, { t: 'project_deleted', p: projectId, users: members.map((m) => m.userId) });
    for (const task of linked)
      afterCommit(tx, { t: 'task_updated', p: task.projectId, id: task.id });
  });
}
