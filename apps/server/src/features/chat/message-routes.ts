import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editMessageBody,
  markReadBody,
  messagePageQuery,
  reactionBody,
  reactionEmojiSchema,
  sendMessageBody,
} from '@crewline/shared/contracts/chat';
import type {
  MessageJson,
  MessagePageJson,
  ThreadReadJson,
} from '@crewline/shared/contracts/chat-responses';
import { ValidationError } from '../../errors.ts';
import { authorizeMessageChange } from './thread-policy.ts';
import { sendMessage } from './send-message.ts';
import { updateMessage } from './update-message.ts';
import { deleteMessage } from './delete-message.ts';
import { addReaction } from './add-reaction.ts';
import { removeReaction } from './remove-reaction.ts';
import { markThreadRead } from './mark-thread-read.ts';
import { loadThread } from './thread-queries.ts';
import { listMessagePage } from './message-page.ts';
import {
  loadMessageJson,
  loadReadableMessage,
  messageSeqIn,
  unreadCountOf,
} from './message-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['chat'];
const idParams = z.object({ id: z.uuid() });
const reactionParams = z.object({ id: z.uuid(), emoji: reactionEmojiSchema });

/** The 422 text for a cursor or read mark that is not a message of the thread. */
export const NOT_IN_THREAD = 'Not a message of this thread';

/** The 422 at `loc` for a message id that is not one of the thread's. */
function notInThread(loc: string[]): ValidationError {
  return new ValidationError(NOT_IN_THREAD, [{ loc, msg: NOT_IN_THREAD }]);
}

/** Throws 422 at `loc` unless `seq` was found. */
function requireSeq(seq: number | null, loc: string[]): number {
  if (seq === null) throw notInThread(loc);
  return seq;
}

/** Messages of a thread: page, send, edit, delete, react; and the caller's read mark. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/threads/:id/messages',
    { config: auth, schema: { tags, params: idParams, querystring: messagePageQuery } },
    async (request): Promise<MessagePageJson> => {
      const { before, limit } = request.query;
      const { userId, params } = request;
      const page = await listMessagePage(ctx.db, userId, params.id, before ?? null, limit);
      if (!page) throw notInThread(['query', 'before']);
      return page;
    },
  );

  app.post(
    '/api/messages',
    { config: auth, schema: { tags, body: sendMessageBody } },
    async (request, reply) => {
      const { body, userId } = request;
      const { thread } = await loadThread(ctx.db, userId, body.thread_id);
      const { message, created } = await sendMessage(ctx.db, {
        threadId: thread.id,
        authorId: userId,
        content: body.content,
        contentType: body.content_type,
        replyToMessageId: body.reply_to_message_id ?? null,
        mentions: body.mentions ?? [],
        urgent: body.urgent ?? false,
        clientId: body.client_id ?? null,
        attachmentIds: body.attachments ?? [],
        now: ctx.now(),
      });
      return reply
        .code(created ? 201 : 200)
        .send(await loadMessageJson(ctx.db, userId, message.id));
    },
  );

  app.put(
    '/api/messages/:id',
    { config: auth, schema: { tags, params: idParams, body: editMessageBody } },
    async (request): Promise<MessageJson> => {
      const message = await loadReadableMessage(ctx.db, request.userId, request.params.id);
      authorizeMessageChange(request.userId, message.userId);
      await updateMessage(ctx.db, {
        messageId: message.id,
        content: request.body.content,
        now: ctx.now(),
      });
      return loadMessageJson(ctx.db, request.userId, message.id);
    },
  );

  app.delete(
    '/api/messages/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      const message = await loadReadableMessage(ctx.db, request.userId, request.params.id);
      authorizeMessageChange(request.userId, message.userId);
      await deleteMessage({ db: ctx.db, storage: ctx.storage, log: request.log }, message.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/messages/:id/reactions',
    { config: auth, schema: { tags, params: idParams, body: reactionBody } },
    async (request): Promise<MessageJson> => {
      const message = await loadReadableMessage(ctx.db, request.userId, request.params.id);
      await addReaction(ctx.db, {
        message,
        userId: request.userId,
        emoji: request.body.emoji,
        now: ctx.now(),
      });
      return loadMessageJson(ctx.db, request.userId, message.id);
    },
  );

  app.delete(
    '/api/messages/:id/reactions/:emoji',
    { config: auth, schema: { tags, params: reactionParams } },
    async (request): Promise<MessageJson> => {
      const message = await loadReadableMessage(ctx.db, request.userId, request.params.id);
      await removeReaction(ctx.db, {
        message,
        userId: request.userId,
        emoji: request.params.emoji,
      });
      return loadMessageJson(ctx.db, request.userId, message.id);
    },
  );

  app.post(
    '/api/threads/:id/read',
    { config: auth, schema: { tags, params: idParams, body: markReadBody } },
    async (request): Promise<ThreadReadJson> => {
      const { thread } = await loadThread(ctx.db, request.userId, request.params.id);
      const seq = requireSeq(await messageSeqIn(ctx.db, thread.id, request.body.last_message_id), [
        'body',
        'last_message_id',
      ]);
      await markThreadRead(ctx.db, {
        threadId: thread.id,
        userId: request.userId,
        seq,
        now: ctx.now(),
      });
      return {
        thread_id: thread.id,
        unread_count: await unreadCountOf(ctx.db, request.userId, thread.id),
      };
    },
  );
};
