import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  sessionListQuery,
  sessionRequestBody,
  type MentorshipSessionJson,
  type MentorshipSessionPageJson,
} from '@crewline/shared/contracts/mentorship';
import { cancelSession } from './cancel-session.ts';
import { requestSession } from './request-session.ts';
import { listSessions, loadOwnSession } from './session-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];
const idParams = z.object({ id: z.uuid() });

/** Session requests (docs/API.md, Mentorship): ask, list, read and cancel. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/mentorship/sessions',
    { config: auth, schema: { tags, body: sessionRequestBody } },
    async (request, reply): Promise<MentorshipSessionJson> => {
      const id = await requestSession(ctx.db, {
        userId: request.userId,
        body: request.body,
        now: ctx.now(),
      });
      reply.code(201);
      return loadOwnSession(ctx.db, request.userId, id);
    },
  );

  app.get(
    '/api/mentorship/sessions',
    { config: auth, schema: { tags, querystring: sessionListQuery } },
    async (request): Promise<MentorshipSessionPageJson> =>
      listSessions(ctx.db, request.userId, request.query),
  );

  app.get(
    '/api/mentorship/sessions/:id',
    { config: auth, schema: { tags, params: idParams } },
    async (request): Promise<MentorshipSessionJson> =>
      loadOwnSession(ctx.db, request.userId, request.params.id),
  );

  app.put(
    '/api/mentorship/sessions/:id/cancel',
    { config: auth, schema: { tags, params: idParams } },
    async (request): Promise<MentorshipSessionJson> => {
      await cancelSession(ctx.db, {
        userId: request.userId,
        sessionId: request.params.id,
        now: ctx.now(),
      });
      return loadOwnSession(ctx.db, request.userId, request.params.id);
    },
  );
};
