import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectCreateBody, projectUpdateBody } from '@crewline/shared/contracts/projects';
import { NotFoundError } from '../../errors.ts';
import {
  authorize,
  authorizeProjectUpdate,
  loadProjectAccess,
  PROJECT_NOT_FOUND,
} from './project-policy.ts';
import { createProject, toDueDate } from './create-project.ts';
import { updateProject } from './update-project.ts';
import { deleteProject } from './delete-project.ts';
import type { Db } from '../../db/client.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';
import { loadProjectCards } from './project-queries.ts';
import { createListVersions } from './list-versions.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['projects'];
const projectParams = z.object({ id: z.uuid() });
const LIST_CACHE_BYTES = 64 * 1024 * 1024;

/** One project as its member sees it; 404 when it is gone. */
export async function loadProjectCard(db: Db, userId: string, projectId: string) {
  const [card] = await loadProjectCards(db, userId, projectId);
  if (!card) throw new NotFoundError(PROJECT_NOT_FOUND);
  return card;
}

/** Projects: list, create, read, update, delete. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Lists by (caller, version of their project set): cards are read on every visit to the
  // dashboard and change far less often; a list of 200 projects is half a megabyte of JSON.
  const lists = createVersionedJson(LIST_CACHE_BYTES);
  const versions = await createListVersions(ctx.database);

  app.get('/api/projects', { config: auth, schema: { tags } }, async (request, reply) => {
    // Read before the list, so a list cached under it is never older than it.
    const version = await versions.current(request.userId);
    return lists.send(request, reply, `${request.userId}:${version}`, () =>
      loadProjectCards(ctx.db, request.userId),
    );
  });

  app.post(
    '/api/projects',
    { config: auth, schema: { tags, body: projectCreateBody } },
    async (request, reply) => {
      const { name, description, status, due_date, time_zone, stalled_after_days } = request.body;
      const id = await createProject(
        ctx.db,
        request.userId,
        {
          name,
          description,
          status,
          dueDate: toDueDate(due_date),
          timeZone: time_zone,
          stalledAfterDays: stalled_after_days,
        },
        ctx.now(),
      );
      return reply.code(201).send(await loadProjectCard(ctx.db, request.userId, id));
    },
  );

  app.get(
    '/api/projects/:id',
    { config: auth, schema: { tags, params: projectParams } },
    async (request) => loadProjectCard(ctx.db, request.userId, request.params.id),
  );

  app.put(
    '/api/projects/:id',
    { config: auth, schema: { tags, params: projectParams, body: projectUpdateBody } },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeProjectUpdate(access, request.body);
      await updateProject(ctx.db, {
        projectId: access.projectId,
        actorId: request.userId,
        body: request.body,
        now: ctx.now(),
      });
      return loadProjectCard(ctx.db, request.userId, access.projectId);
    },
  );

  app.delete(
    '/api/projects/:id',
    { config: auth, schema: { tags, params: projectParams } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorize(access, 'delete');
      await deleteProject(ctx.db, access.projectId);
      return reply.code(204).send();
    },
  );
};
