import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  developerProfileBody,
  type DeveloperProfileJson,
} from '@crewline/shared/contracts/mentorship';
import { loadDeveloperProfile } from './profile-queries.ts';
import { saveDeveloperProfile } from './save-developer-profile.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];

/** The caller's developer profile (docs/API.md, Mentorship). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/mentorship/profile',
    { config: auth, schema: { tags } },
    async (request): Promise<DeveloperProfileJson> => loadDeveloperProfile(ctx.db, request.userId),
  );

  app.put(
    '/api/mentorship/profile',
    { config: auth, schema: { tags, body: developerProfileBody } },
    async (request): Promise<DeveloperProfileJson> => {
      await saveDeveloperProfile(ctx.db, {
        userId: request.userId,
        profile: request.body,
        now: ctx.now(),
      });
      return loadDeveloperProfile(ctx.db, request.userId);
    },
  );
};
