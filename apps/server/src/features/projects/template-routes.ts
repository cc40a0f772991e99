import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectFromTemplateBody, templateCreateBody } from '@crewline/shared/contracts/projects';
import { projectTemplates } from '../../db/schema.ts';
import { NotFoundError } from '../../errors.ts';
import { authorize, loadProjectAccess } from './project-policy.ts';
import { presentTemplate } from './template-presenter.ts';
import { saveProjectTemplate } from './save-project-template.ts';
import { createProjectFromTemplate } from './create-project-from-template.ts';
import { toDueDate } from './create-project.ts';
import { loadProjectCard } from './project-routes.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['templates'];
const idParams = z.object({ id: z.uuid() });

/** Per-user project templates, kept on the server: save, list, use, delete. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/projects/:id/templates',
    { config: auth, schema: { tags, params: idParams, body: templateCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      // Saving a template only reads the project, so every member (observers too) may.
      authorize(access, 'view');
      const id = await saveProjectTemplate(ctx.db, {
        projectId: access.projectId,
        userId: request.userId,
        name: request.body.name,
        now: ctx.now(),
      });
      const [row] = await ctx.db.select().from(projectTemplates).where(eq(projectTemplates.id, id));
      return reply.code(201).send(presentTemplate(row!));
    },
  );

  app.get('/api/project-templates', { config: auth, schema: { tags } }, async (request) => {
    const rows = await ctx.db
      .select()
      .from(projectTemplates)
      .where(eq(projectTemplates.ownerId, request.userId))
      .orderBy(desc(projectTemplates.createdAt));
    return rows.map(presentTemplate);
  });

  app.post(
    '/api/project-templates/:id/projects',
    { config: auth, schema: { tags, params: idParams, body: projectFromTemplateBody } },
    async (request, reply) => {
      const projectId = await createProjectFromTemplate(ctx.db, {
        templateId: request.params.id,
        userId: request.userId,
        name: request.body.name,
        dueDate: toDueDate(request.body.due_date),
        now: ctx.now(),
      });
      return reply.code(201).send(await loadProjectCard(ctx.db, request.userId, projectId));
    },
  );

  app.delete(
    '/api/project-templates/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const [deleted] = await ctx.db
        .delete(projectTemplates)
        .where(
          and(
            eq(projectTemplates.id, request.params.id),
            eq(projectTemplates.ownerId, request.userId),
          ),
        )
        .returning({ id: projectTemplates.id });
      if (!deleted) throw new NotFoundError('Template not found');
      return reply.code(204).send();
    },
  );
};
