import { eq } from 'drizzle-orm';
import { projects } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/**
 * Deletes a project. Members, invitations, tasks and its activity go with it (foreign keys
 * cascade), so no event is kept: there is no longer a project to show it in.
 */
export async function deleteProject(db: Db, projectId: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, projectId));
}
