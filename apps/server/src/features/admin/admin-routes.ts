import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { presenceConnections } from '../../db/presence-schema.ts';
import { ForbiddenError } from '../../errors.ts';

const auth = { access: 'authenticated' } as const;

/**
 * The realtime test page's server view. Diagnostics, not a feature: open to everyone signed in
 * on a development build, and in production only to the accounts named in ADMIN_EMAILS.
 */
export const realtimeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/admin/realtime',
    { config: auth, schema: { tags: ['realtime'] } },
    async (request) => {
      if (ctx.env.nodeEnv === 'production') {
        const [user] = await ctx.db
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, request.userId))
          .limit(1);
        if (!user || !ctx.env.adminEmails.includes(user.email.toLowerCase())) {
          throw new ForbiddenError('Only server administrators can see realtime diagnostics');
        }
      }
      const { realtime } = ctx;
      const processes = await ctx.db
        .select({
          id: presenceConnections.processId,
          users: sql<number>`count(*)::int`,
          last_seen_at: sql<string>`max(${presenceConnections.lastSeenAt})`,
        })
        .from(presenceConnections)
        .groupBy(presenceConnections.processId);
      return {
        process: {
          id: realtime.processId,
          pid: process.pid,
          started_at: realtime.startedAt.toISOString(),
          sockets: realtime.registry.all.size,
          rooms: realtime.registry.roomCount,
          memory_rss_bytes: process.memoryUsage.rss(),
        },
        processes: processes.map((p) => ({
          ...p,
          last_seen_at: new Date(p.last_seen_at).toISOString(),
        })),
        bus: { driver: realtime.bus.driver, live: realtime.bus.live },
        recent_events: realtime.recentEvents.slice(-50).reverse(),
      };
    },
  );
};
