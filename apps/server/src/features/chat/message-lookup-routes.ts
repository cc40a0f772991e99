import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MessageJson } from '@crewline/shared/contracts/chat-responses';
import { loadMessageJson, loadReadableMessage } from './message-queries.ts';

const auth = { access: 'authenticated' } as const;
const idParams = z.object({ id: z.uuid() });

/**
 * One message by id, for whoever may read its thread (404 to anyone else). A task made from a
 * message knows only the message's id; this is how its "From message" link finds the thread.
 */
export const messageLookupRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/messages/:id',
    { config: auth, schema: { tags: ['chat'], params: idParams } },
    async (request): Promise<MessageJson> => {
      const message = await loadReadableMessage(ctx.db, request.userId, request.params.id);
      return loadMessageJson(ctx.db, request.userId, message.id);
    },
  );
};
