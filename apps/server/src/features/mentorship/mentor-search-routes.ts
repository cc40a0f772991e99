import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mentorSearchQuery,
  type MentorSearchResultJson,
} from '@crewline/shared/contracts/mentorship-search';
import { searchMentors } from './mentor-search-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];

/** Mentor search, best match first (docs/API.md, Mentorship). */
export const mentorSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/mentorship/mentors/search',
    { config: auth, schema: { tags, querystring: mentorSearchQuery } },
    async (request): Promise<MentorSearchResultJson[]> =>
      searchMentors(ctx.db, {
        userId: request.userId,
        query: request.query,
        now: ctx.now(),
      }),
  );
};
