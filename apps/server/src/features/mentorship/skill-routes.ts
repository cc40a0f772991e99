import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SkillTagJson } from '@crewline/shared/contracts/mentorship';
import { listSkills } from './skill-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['mentorship'];

/** The skills catalogue profiles and session requests pick from (docs/API.md, Mentorship). */
export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/mentorship/skills',
    { config: auth, schema: { tags } },
    async (): Promise<SkillTagJson[]> => listSkills(ctx.db),
  );
};
