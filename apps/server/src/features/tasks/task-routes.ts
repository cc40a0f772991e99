import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { taskCreateBody, taskListQuery, taskUpdateBody } from '@crewline/shared/contracts/tasks';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeTask } from './task-policy.ts';
import { deleteTask } from './delete-task.ts';
import { listMyTasks, loadTask } from './task-queries.ts';
import { createTaskAs, updateTaskAs } from './task-actions.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['tasks'];
const taskParams = z.object({ id: z.uuid() });

/** Tasks across the caller's projects: list, create, read, update, delete. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/tasks',
    { config: auth, schema: { tags, querystring: taskListQuery } },
    async (request) => {
      const { project_id: projectId, assignee_id: assigneeId, sprint_id: sprintId } = request.query;
      // A filter, not a lookup: a project (or sprint) the caller is not in contributes no tasks.
      return listMyTasks(ctx.db, request.userId, { projectId, assigneeId, sprintId });
    },
  );

  app.post(
    '/api/tasks',
    { config: auth, schema: { tags, body: taskCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.body.project_id, request.userId);
      return reply.code(201).send(await createTaskAs(ctx, access, request.body));
    },
  );

  app.get(
    '/api/tasks/:id',
    { config: auth, schema: { tags, params: taskParams } },
    async (request) => (await loadTask(ctx.db, request.userId, request.params.id)).json,
  );

  app.put(
    '/api/tasks/:id',
    { config: auth, schema: { tags, params: taskParams, body: taskUpdateBody } },
    async (request) => {
      const loaded = await loadTask(ctx.db, request.userId, request.params.id);
      return updateTaskAs(ctx, loaded, request.body);
    },
  );

  app.delete(
    '/api/tasks/:id',
    { config: auth, schema: { tags, params: taskParams } },
    async (request, reply) => {
      const loaded = await loadTask(ctx.db, request.userId, request.params.id);
      authorizeTask(loaded.access, 'delete');
      await deleteTask(ctx.db, { taskId: loaded.task.id, actorId: request.userId, now: ctx.now() });
      return reply.code(204).send();
    },
  );
};
