import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  commentBody,
  type CommentBody,
  type CommentListJson,
} from '@crewline/shared/contracts/comments';
import type { AppContext } from '../../context.ts';
import { loadProjectAccess, type ProjectAccess } from '../projects/project-policy.ts';
import { authorizeComment } from './comment-policy.ts';
import { createComment } from './create-comment.ts';
import { updateComment } from './update-comment.ts';
import { deleteComment } from './delete-comment.ts';
import { loadTask } from '../tasks/task-queries.ts';
import { listComments, loadComment } from './comment-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['comments'];
const idParams = z.object({ id: z.uuid() });

/** Writes a comment on the project (`taskId` null) or one of its tasks; returns it presented. */
async function commentAs(
  ctx: AppContext,
  access: ProjectAccess,
  taskId: string | null,
  body: CommentBody,
) {
  authorizeComment(access, 'create');
  const row = await createComment(ctx.db, {
    projectId: access.projectId,
    taskId,
    authorId: access.userId,
    text: body.text,
    mentions: body.mentions ?? [],
    now: ctx.now(),
  });
  return (await loadComment(ctx.db, access.userId, row.id)).json;
}

/** Comments on a project and on its tasks: list, write, edit, delete. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/projects/:id/comments',
    { config: auth, schema: { tags, params: idParams } },
    async (request): Promise<CommentListJson> => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeComment(access, 'view');
      return { comments: await listComments(ctx.db, access, null) };
    },
  );

  app.post(
    '/api/projects/:id/comments',
    { config: auth, schema: { tags, params: idParams, body: commentBody } },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      return reply.code(201).send(await commentAs(ctx, access, null, request.body));
    },
  );

  app.get(
    '/api/tasks/:id/comments',
    { config: auth, schema: { tags, params: idParams } },
    async (request): Promise<CommentListJson> => {
      const { task, access } = await loadTask(ctx.db, request.userId, request.params.id);
      authorizeComment(access, 'view');
      return { comments: await listComments(ctx.db, access, task.id) };
    },
  );

  app.post(
    '/api/tasks/:id/comments',
    { config: auth, schema: { tags, params: idParams, body: commentBody } },
    async (request, reply) => {
      const { task, access } = await loadTask(ctx.db, request.userId, request.params.id);
      return reply.code(201).send(await commentAs(ctx, access, task.id, request.body));
    },
  );

  app.put(
    '/api/comments/:id',
    { config: auth, schema: { tags, params: idParams, body: commentBody } },
    async (request) => {
      const loaded = await loadComment(ctx.db, request.userId, request.params.id);
      authorizeComment(loaded.access, 'update', loaded.comment.userId);
      await updateComment(ctx.db, {
        commentId: loaded.comment.id,
        actorId: request.userId,
        text: request.body.text,
        mentions: request.body.mentions,
        now: ctx.now(),
      });
      return (await loadComment(ctx.db, request.userId, loaded.comment.id)).json;
    },
  );

  app.delete(
    '/api/comments/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const loaded = await loadComment(ctx.db, request.userId, request.params.id);
      authorizeComment(loaded.access, 'delete', loaded.comment.userId);
      await deleteComment(ctx.db, {
        commentId: loaded.comment.id,
        actorId: request.userId,
        now: ctx.now(),
      });
      return reply.code(204).send();
    },
  );
};
