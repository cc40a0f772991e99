import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presenceBody, presenceQuery } from '@crewline/shared/contracts/presence';
import { eq, inArray } from 'drizzle-orm';
import { projectMembers } from '../../db/schema.ts';
import { loadProjectAccess } from '../projects/project-policy.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['presence'];

/** Presence: who is online in a project (or among everyone the caller works with), and one's own status. */
export const presenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/presence',
    { config: auth, schema: { tags, querystring: presenceQuery } },
    async (request) => {
      const { project_id: projectId } = request.query;
      let userIds: string[];
      if (projectId) {
        const access = await loadProjectAccess(ctx.db, projectId, request.userId);
        const members = await ctx.db
          .select({ userId: projectMembers.userId })
          .from(projectMembers)
          .where(eq(projectMembers.projectId, access.projectId));
        userIds = members.map((m) => m.userId);
      } else {
        // Everyone who shares a project with the caller, and the caller.
        const mine = ctx.db
          .select({ id: projectMembers.projectId })
          .from(projectMembers)
          .where(eq(projectMembers.userId, request.userId));
        const people = await ctx.db
          .selectDistinct({ userId: projectMembers.userId })
          .from(projectMembers)
          .where(inArray(projectMembers.projectId, mine));
        userIds = [request.userId, ...people.map((p) => p.userId)];
      }
      const presence = await ctx.realtime.presence.load(userIds);
      return { presence: [...presence.values()] };
    },
  );

  app.put(
    '/api/presence',
    { config: auth, schema: { tags, body: presenceBody } },
    async (request) => ctx.realtime.presence.choose(request.userId, request.body),
  );
};
