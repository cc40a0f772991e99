import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { projectTaskCreateBody, taskUpdateBody } from '@crewline/shared/contracts/tasks';
import { NotFoundError } from '../../errors.ts';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeTask, TASK_NOT_FOUND } from './task-policy.ts';
import { listProjectTasks, loadTask, loadTasksVersion } from './task-queries.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';
import { createTaskAs, updateTaskAs } from './task-actions.ts';

const BOARD_CACHE_BYTES = 32 * 1024 * 1024;

const auth = { access: 'authenticated' } as const;
const tags = ['tasks'];
const projectParams = z.object({ id: z.uuid() });
const projectTaskParams = z.object({ projectId: z.uuid(), taskId: z.uuid() });

/** A project's board: its tasks in column order, create in it, update one of its tasks. */
export const projectTaskRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Serialized boards by (project, caller's role, tasks_version): a board is read far more often
  // than it changes, and building a 500-task one costs milliseconds of CPU.
  const boards = createVersionedJson(BOARD_CACHE_BYTES);

  app.get(
    '/api/projects/:id/tasks',
    { config: auth, schema: { tags, params: projectParams } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeTask(access, 'view');
      // The version is read before the list: a body cached under it is never older than it.
      const version = await loadTasksVersion(ctx.db, access.projectId);
      return boards.send(request, reply, `${access.projectId}:${access.role}:${version}`, () =>
        listProjectTasks(ctx.db, access),
      );
    },
  );

  app.post(
    '/api/projects/:id/tasks',
    { config: auth, schema: { tags, params: projectParams, body: projectTaskCreateBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      return reply.code(201).send(await createTaskAs(ctx, access, request.body));
    },
  );

  app.put(
    '/api/projects/:projectId/tasks/:taskId',
    { config: auth, schema: { tags, params: projectTaskParams, body: taskUpdateBody } },
    async (request) => {
      const loaded = await loadTask(ctx.db, request.userId, request.params.taskId);
      // The task must be in the project the URL names, or this address names nothing.
      if (loaded.task.projectId !== request.params.projectId) {
        throw new NotFoundError(TASK_NOT_FOUND);
      }
      return updateTaskAs(ctx, loaded, request.body);
    },
  );
};
