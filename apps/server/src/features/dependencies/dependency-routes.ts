import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEPENDENCY_SELF,
  DEPENDENCY_TASK_UNKNOWN,
  dependencyCreateBody,
  type TaskDependenciesJson,
} from '@crewline/shared/contracts/dependencies';
import { NotFoundError, ValidationError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { loadTask, type LoadedTask } from '../tasks/task-queries.ts';
import { authorizeDependency } from './dependency-policy.ts';
import { loadTaskDependencies } from './dependency-queries.ts';
import { addDependency, removeDependency } from './save-dependency.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['dependencies'];
const taskParams = z.object({ id: z.uuid() });
const linkParams = z.object({ id: z.uuid(), blocksTaskId: z.uuid() });
const FIELD = ['body', 'blocks_task_id'];

/**
 * The task a body names: one the caller cannot read is as unknown as one that does not exist,
 * and an unknown id inside a body is a 422 on that field (a path's is a 404).
 */
async function loadBodyTask(db: Db, userId: string, taskId: string): Promise<LoadedTask> {
  try {
    return await loadTask(db, userId, taskId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    throw new ValidationError(DEPENDENCY_TASK_UNKNOWN, [
      { loc: FIELD, msg: DEPENDENCY_TASK_UNKNOWN },
    ]);
  }
}

/** Finish-to-start links between tasks: list, add and remove (docs/API.md, Dependencies). */
export const dependencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/tasks/:id/dependencies',
    { config: auth, schema: { tags, params: taskParams } },
    async (request): Promise<TaskDependenciesJson> => {
      const { task, access } = await loadTask(ctx.db, request.userId, request.params.id);
      authorizeDependency('view', access);
      return loadTaskDependencies(ctx.db, request.userId, task.id);
    },
  );

  app.post(
    '/api/tasks/:id/dependencies',
    { config: auth, schema: { tags, params: taskParams, body: dependencyCreateBody } },
    async (request, reply) => {
      const blocker = await loadTask(ctx.db, request.userId, request.params.id);
      authorizeDependency('link', blocker.access);
      const blockedId = request.body.blocks_task_id;
      if (blockedId === blocker.task.id) {
        throw new ValidationError(DEPENDENCY_SELF, [{ loc: FIELD, msg: DEPENDENCY_SELF }]);
      }
      const blocked = await loadBodyTask(ctx.db, request.userId, blockedId);
      authorizeDependency('link', blocked.access);
      const { created } = await addDependency(ctx.db, {
        blockerId: blocker.task.id,
        blockedId: blocked.task.id,
        actorId: request.userId,
        now: ctx.now(),
      });
      // Adding a link that is there already changes nothing and answers 200, so a retried or
      // doubled request is harmless.
      const links = await loadTaskDependencies(ctx.db, request.userId, blocker.task.id);
      return reply.code(created ? 201 : 200).send(links);
    },
  );

  app.delete(
    '/api/tasks/:id/dependencies/:blocksTaskId',
    { config: auth, schema: { tags, params: linkParams } },
    async (request, reply) => {
      const blocker = await loadTask(ctx.db, request.userId, request.params.id);
      authorizeDependency('link', blocker.access);
      const blocked = await loadTask(ctx.db, request.userId, request.params.blocksTaskId);
      authorizeDependency('link', blocked.access);
      await removeDependency(ctx.db, { blockerId: blocker.task.id, blockedId: blocked.task.id });
      return reply.code(204).send();
    },
  );
};
