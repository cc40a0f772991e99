import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptSessionBody,
  noShowBody,
  sessionListQuery,
  sessionRequestBody,
  type MentorshipSessionJson,
  type MentorshipSessionPageJson,
} from '@crewline/shared/contracts/mentorship';
import { acceptSession } from './accept-session.ts';
import { cancelSession } from './cancel-session.ts';
import { completeSession } from './complete-session.ts';
import { declineSession } from './decline-session.ts';
import { recordNoShow } from './record-no-show.ts';
import { requestSession } from './request-session.ts';
import { listSessions, loadOwnSession } from './session-queries.ts';
import { startSession } from './start-session.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];
const idParams = z.object({ id: z.uuid() });

type Change = (
  db: Parameters<typeof startSession>[0],
  options: { userId: string; sessionId: string; now: Date },
) => Promise<void>;

/** Session requests and their life cycle (docs/API.md, Mentorship). */
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
    '/api/mentorship/sessions/:id/accept',
    { config: auth, schema: { tags, params: idParams, body: acceptSessionBody } },
    async (request): Promise<MentorshipSessionJson> => {
      await acceptSession(ctx.db, {
        userId: request.userId,
        sessionId: request.params.id,
        slot: request.body?.slot,
        now: ctx.now(),
        meetingUrlBase: ctx.env.meetingUrlBase,
      });
      return loadOwnSession(ctx.db, request.userId, request.params.id);
    },
  );

  app.put(
    '/api/mentorship/sessions/:id/no-show',
    { config: auth, schema: { tags, params: idParams, body: noShowBody } },
    async (request): Promise<MentorshipSessionJson> => {
      await recordNoShow(ctx.db, {
        userId: request.userId,
        sessionId: request.params.id,
        body: request.body,
        now: ctx.now(),
      });
      return loadOwnSession(ctx.db, request.userId, request.params.id);
    },
  );

  // The mentor who declined is no longer a party, so there is no session left to show them.
  app.put(
    '/api/mentorship/sessions/:id/decline',
    { config: auth, schema: { tags, params: idParams } },
    async (request, reply) => {
      await declineSession(ctx.db, {
        userId: request.userId,
        sessionId: request.params.id,
        now: ctx.now(),
      });
      return reply.code(204).send();
    },
  );

  const changes: [string, Change][] = [
    ['cancel', cancelSession],
    ['start', startSession],
    ['complete', completeSession],
  ];
  for (const [path, change] of changes) {
    app.put(
      `/api/mentorship/sessions/:id/${path}`,
      { config: auth, schema: { tags, params: idParams } },
      async (request): Promise<MentorshipSessionJson> => {
        await change(ctx.db, {
          userId: request.userId,
          sessionId: request.params.id,
          now: ctx.now(),
        });
        return loadOwnSession(ctx.db, request.userId, request.params.id);
      },
    );
  }
};
