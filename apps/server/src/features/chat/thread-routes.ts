import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createThreadBody,
  threadListQuery,
  updateThreadBody,
} from '@crewline/shared/contracts/chat';
import type {
  ThreadCleanupJson,
  ThreadListJson,
  UnreadTotalsJson,
} from '@crewline/shared/contracts/chat-responses';
import { threads } from '../../db/chat-schema.ts';
import { ValidationError } from '../../errors.ts';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { authorizeThreadChange } from './thread-policy.ts';
import { createDirectThread, createProjectThread, PROJECT_REQUIRED } from './create-thread.ts';
import { updateThread } from './update-thread.ts';
import { deleteThread } from './delete-thread.ts';
import { cleanupStaleThreads } from './cleanup-threads.ts';
import {
  listThreads,
  loadThread,
  loadThreadJson,
  readableBy,
  threadFilter,
  unreadTotals,
} from './thread-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['chat'];
const idParams = z.object({ id: z.uuid() });

/** Chat threads: list, create, rename/pin/archive, delete, clean up stale ones. */
export const threadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/threads',
    { config: auth, schema: { tags, querystring: threadListQuery } },
    async (request): Promise<ThreadListJson> => {
      const { context_type, context_id } = request.query;
      // Asking for one project's threads: a non-member learns nothing (404, like the project).
      if (context_id && context_type !== 'direct') {
        await loadProjectAccess(ctx.db, context_id, request.userId);
      }
      const where = threadFilter(context_type, context_type === 'direct' ? undefined : context_id);
      return { threads: await listThreads(ctx.db, request.userId, where) };
    },
  );

  app.get(
    '/api/threads/unread',
    { config: auth, schema: { tags } },
    async (request): Promise<UnreadTotalsJson> => unreadTotals(ctx.db, request.userId),
  );

  app.post(
    '/api/threads',
    { config: auth, schema: { tags, body: createThreadBody } },
    async (request, reply) => {
      const { body, userId } = request;
      const description = body.description ?? '';
      if (body.context_type === 'project') {
        if (!body.context_id) {
          throw new ValidationError(PROJECT_REQUIRED, [
            { loc: ['body', 'context_id'], msg: PROJECT_REQUIRED },
          ]);
        }
        const access = await loadProjectAccess(ctx.db, body.context_id, userId);
        const thread = await createProjectThread(ctx.db, {
          projectId: access.projectId,
          creatorId: userId,
          title: body.title,
          description,
          now: ctx.now(),
        });
        return reply.code(201).send(await loadThreadJson(ctx.db, userId, thread.id));
      }
      const { thread, created } = await createDirectThread(ctx.db, {
        creatorId: userId,
        participantIds: body.participant_ids ?? [],
        title: body.title,
        description,
        now: ctx.now(),
      });
      return reply.code(created ? 201 : 200).send(await loadThreadJson(ctx.db, userId, thread.id));
    },
  );

  app.post(
    '/api/threads/cleanup',
    { config: auth, schema: { tags } },
    async (request): Promise<ThreadCleanupJson> => {
      await cleanupStaleThreads(ctx.db, { userId: request.userId, now: ctx.now() });
      const [row] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(threads)
        .where(readableBy(request.userId));
      return { threads_left: Number(row?.n ?? 0) };
    },
  );

  app.put(
    '/api/threads/:id',
    { config: auth, schema: { tags, params: idParams, body: updateThreadBody } },
    async (request) => {
      const { thread, standing } = await loadThread(ctx.db, request.userId, request.params.id);
      authorizeThreadChange(standing);
      await updateThread(ctx.db, {
        threadId: thread.id,
        changes: {
          title: request.body.title,
          isPinned: request.body.is_pinned,
          isArchived: request.body.is_archived,
        },
        now: ctx.now(),
      });
      return loadThreadJson(ctx.db, request.userId, thread.id);
    },
  );

  app.delete(
    '/api/threads/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const { thread, standing } = await loadThread(ctx.db, request.userId, request.params.id);
      authorizeThreadChange(standing);
      await deleteThread(ctx.db, thread.id);
      return reply.code(204).send();
    },
  );
};
