import { asc, eq } from 'drizzle-orm';
import { projectMembers, projects, projectTemplates, tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import type { TemplateData } from './template-presenter.ts';

// A template is a starting point, not an archive: a huge project keeps its first tasks only.
const TEMPLATE_MAX_TASKS = 1_000;

/**
 * Saves a project's shape (title, description, status, team roles, task list) as the user's
 * template. People are not copied: a template is reused with another team. Returns its id.
 */
export async function saveProjectTemplate(
  db: Db,
  options: { projectId: string; userId: string; name?: string; now: Date },
): Promise<string> {
  const { projectId, userId, now } = options;
  return db.transaction(async (tx) => {
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId));
    const team = await tx
      .select({ role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, projectId))
      .orderBy(asc(projectMembers.joinedAt));
    const taskRows = await tx
      .select({
        title: tasks.title,
        description: tasks.description,
        status: tasks.status,
        priority: tasks.priority,
      })
      .from(tasks)
      .where(eq(tasks.projectId, projectId))
      .orderBy(asc(tasks.position), asc(tasks.createdAt))
      .limit(TEMPLATE_MAX_TASKS);
    const data: TemplateData = {
      title: project!.name,
      description: project!.description,
      status: project!.status,
      team: team.filter((m) => m.role !== 'owner'),
      tasks: taskRows,
    };
    const [template] = await tx
      .insert(projectTemplates)
      .values({ ownerId: userId, name: options.name ?? project!.name, data, createdAt: now })
      .returning({ id: projectTemplates.id });
    return template!.id;
  });
}
