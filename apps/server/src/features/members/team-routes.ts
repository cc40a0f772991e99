import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TeamJson } from '@crewline/shared/contracts/team-responses';
import { loadTeam } from './team-queries.ts';
import { presentTeam } from './team-presenter.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['members'];

/**
 * GET /api/team: everyone who shares a project with the caller. Scoped by the caller's own
 * memberships, so there is nothing to authorize beyond being signed in.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/team',
    {
      config: auth,
      schema: {
        tags,
        summary: 'People who share a project with the caller, with presence and workload',
      },
    },
    async (request): Promise<TeamJson> => {
      const { memberships, openTasks } = await loadTeam(ctx.db, request.userId);
      // Presence from the shared store (database), so every process answers alike.
      const presence = await ctx.realtime.presence.load(memberships.map((m) => m.userId));
      return presentTeam(request.userId, memberships, openTasks, presence);
    },
  );
};
