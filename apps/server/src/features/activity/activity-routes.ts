import { z } from 'zod';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuery } from '@crewline/shared/contracts/projects';
import { activityEvents, users } from '../../db/schema.ts';
import { loadProjectAccess } from '../projects/project-policy.ts';
import { presentActivity } from './activity-presenter.ts';

const auth = { access: 'authenticated' } as const;
const projectParams = z.object({ id: z.uuid() });

/** A project's activity feed, newest first, per tab. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/projects/:id/activity',
    {
      config: auth,
      schema: { tags: ['activity'], params: projectParams, querystring: activityQuery },
    },
    async (request) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      const { tab, limit } = request.query;
      const rows = await ctx.db
        .select({ event: activityEvents, actorName: users.name, actorAvatar: users.avatar })
        .from(activityEvents)
        .leftJoin(users, eq(users.id, activityEvents.actorId))
        .where(
          and(
            eq(activityEvents.projectId, access.projectId),
            tab === 'all' ? undefined : eq(activityEvents.category, tab),
          ),
        )
        .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
        .limit(limit);
      return rows.map(({ event, actorName, actorAvatar }) =>
        presentActivity(
          event,
          event.actorId && actorName !== null
            ? { id: event.actorId, name: actorName, avatar: actorAvatar }
            : null,
        ),
      );
    },
  );
};
