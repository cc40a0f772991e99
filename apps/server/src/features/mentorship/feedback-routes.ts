import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MentorshipSessionJson } from '@crewline/shared/contracts/mentorship';
import {
  sessionFeedbackBody,
  type SessionFeedbackJson,
} from '@crewline/shared/contracts/mentorship-feedback';
import { listSessionFeedback } from './feedback-queries.ts';
import { giveFeedback } from './give-feedback.ts';
import { loadOwnSession } from './session-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];
const idParams = z.object({ id: z.uuid() });

/** Feedback on completed sessions (docs/API.md, Mentorship). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/mentorship/sessions/feedback',
    { config: auth, schema: { tags, body: sessionFeedbackBody } },
    async (request, reply): Promise<MentorshipSessionJson> => {
      await giveFeedback(ctx.db, { userId: request.userId, body: request.body, now: ctx.now() });
      reply.code(201);
      return loadOwnSession(ctx.db, request.userId, request.body.sessionId);
    },
  );

  app.get(
    '/api/mentorship/sessions/:id/feedback',
    { config: auth, schema: { tags, params: idParams } },
    async (request): Promise<SessionFeedbackJson[]> =>
      listSessionFeedback(ctx.db, request.userId, request.params.id),
  );
};
