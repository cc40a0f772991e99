import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSearchQuery } from '@crewline/shared/contracts/chat';
import type { MessageSearchJson } from '@crewline/shared/contracts/chat-responses';
import { searchMessages } from './message-search.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['chat'];

/** GET /api/messages/search: full-text search over the messages the caller may read. */
export const messageSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/messages/search',
    { config: auth, schema: { tags, querystring: messageSearchQuery } },
    async (request): Promise<MessageSearchJson> => {
      const { q, project_id, limit } = request.query;
      return {
        messages: await searchMessages(ctx.db, request.userId, q, project_id, limit),
      };
    },
  );
};
