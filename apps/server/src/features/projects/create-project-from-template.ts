import { and, eq } from 'drizzle-orm';
import { isProjectStatus } from '@crewline/shared/domain/project-enums';
import { isTaskPriority, isTaskStatus } from '@crewline/shared/domain/task-enums';
import { projectTemplates, tasks } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../errors.ts';
import type { TemplateData } from './template-presenter.ts';
import { insertProject } from './create-project.ts';
import { recordTaskHistory } from '../insights/record-task-history.ts';

/** Creates a project owned by the caller from one of their templates, tasks included. Returns its id. */
export async function createProjectFromTemplate(
  db: Db,
  options: { templateId: string; userId: string; name?: string; dueDate?: Date | null; now: Date },
): Promise<string> {
  const { templateId, userId, now } = options;
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(projectTemplates)
      .where(and(eq(projectTemplates.id, templateId), eq(projectTemplates.ownerId, userId)));
    // Someone else's template is as good as missing.
    if (!template) throw new NotFoundError('Template not found');
    const data = template.data as TemplateData;
    const projectId = await insertProject(
      tx,
      userId,
      {
        name: options.name ?? data.title,
        description: data.description,
        status: isProjectStatus(data.status) ? data.status : 'planning',
        dueDate: options.dueDate,
      },
      now,
    );
    if (data.tasks.length > 0) {
      const created = await tx
        .insert(tasks)
        .values(
          data.tasks.map((task, index) => ({
            projectId,
            title: task.title,
            description: task.description,
            status: isTaskStatus(task.status) ? task.status : 'todo',
            priority: isTaskPriority(task.priority) ? task.priority : 'medium',
            position: index + 1,
            createdBy: userId,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .returning({ id: tasks.id, status: tasks.status });
      await recordTaskHistory(
        tx,
        created.map((task) => ({
          taskId: task.id,
          projectId,
          field: 'created' as const,
          from: null,
          to: task.status,
        })),
        { actorId: userId, at: now },
      );
    }
    return projectId;
  });
}
