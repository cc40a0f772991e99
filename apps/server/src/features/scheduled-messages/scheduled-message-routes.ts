import { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  SCHEDULED_TIME_NOT_FUTURE,
  scheduledMessageListQuery,
  scheduleMessageBody,
  type ScheduledMessageListJson,
} from '@crewline/shared/contracts/scheduled-messages';
import { scheduledMessages } from '../../db/chat-schema.ts';
import { ValidationError } from '../../errors.ts';
import { scheduleMessage } from './schedule-message.ts';
import { cancelScheduledMessage } from './cancel-scheduled-message.ts';
import { presentScheduledMessage } from './scheduled-message-presenter.ts';
import { loadThread } from '../chat/thread-queries.ts';
import { listScheduledMessages } from './scheduled-message-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['chat'];
const idParams = z.object({ id: z.uuid() });

/** Throws 422 unless `time` is after `now`: a message is scheduled only for the future. */
function requireFuture(time: Date, now: Date): void {
  if (time.getTime() <= now.getTime()) {
    throw new ValidationError(SCHEDULED_TIME_NOT_FUTURE, [
      { loc: ['body', 'scheduled_time'], msg: SCHEDULED_TIME_NOT_FUTURE },
    ]);
  }
}

/** Messages sent later by the server: schedule, list and cancel the caller's own. */
export const scheduledMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/messages/scheduled',
    { config: auth, schema: { tags, body: scheduleMessageBody } },
    async (request, reply) => {
      const { body, userId } = request;
      const now = ctx.now();
      const scheduledTime = new Date(body.scheduled_time);
      requireFuture(scheduledTime, now);
      const { thread } = await loadThread(ctx.db, userId, body.thread_id);
      const row = await scheduleMessage(ctx.db, {
        thread,
        authorId: userId,
        content: body.content,
        contentType: body.content_type,
        replyToMessageId: body.reply_to_message_id ?? null,
        attachmentIds: body.attachments ?? [],
        mentions: body.mentions ?? [],
        urgent: body.urgent ?? false,
        scheduledTime,
        now,
      });
      return reply.code(201).send(presentScheduledMessage(row));
    },
  );

  app.get(
    '/api/messages/scheduled',
    { config: auth, schema: { tags, querystring: scheduledMessageListQuery } },
    async (request): Promise<ScheduledMessageListJson> => {
      const threadId = request.query.thread_id;
      return {
        scheduled_messages: await listScheduledMessages(
          ctx.db,
          request.userId,
          ctx.now(),
          threadId ? eq(scheduledMessages.threadId, threadId) : undefined,
        ),
      };
    },
  );

  app.delete(
    '/api/messages/scheduled/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await cancelScheduledMessage(ctx.db, { id: request.params.id, userId: request.userId });
      return reply.code(204).send();
    },
  );
};
