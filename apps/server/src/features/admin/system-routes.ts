import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outbox } from '../../db/schema.ts';
import { SERVER_VERSION } from '../../paths.ts';
import { DATABASE_RETRY_AFTER_S } from '../../db/errors.ts';

/**
 * How long /health waits for `SELECT 1`: a load balancer's probe must hear "unavailable" from a
 * database that accepts and never answers, not time out itself.
 */
const HEALTH_PING_TIMEOUT_MS = 2_000;

/** Resolves when `work` does within `ms`, rejects otherwise (the work itself is left to end). */
function within(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const pub = { access: 'public' } as const;

/** Health, server information and (outside production) the captured mail. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/health',
    { config: pub, schema: { tags: ['system'] }, logLevel: 'warn' },
    async (_request, reply) => {
      try {
        await within(ctx.database.ping(), HEALTH_PING_TIMEOUT_MS);
        return { status: 'ok', db: 'ok' };
      } catch {
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ status: 'error', db: 'unavailable' });
      }
    },
  );

  app.get('/api/server-info', { config: pub, schema: { tags: ['system'] } }, async () => ({
    name: 'Crewline',
    version: SERVER_VERSION,
    database: ctx.database.kind,
    mail: ctx.mailer.transport,
    realtime_bus: ctx.realtime.bus.driver,
    transcription: { engine: app.transcription.name },
    uptime_seconds: Math.round((Date.now() - ctx.startedAt.getTime()) / 1000),
  }));

  if (ctx.env.nodeEnv !== 'production') {
    // A development convenience: lets a person trying the app locally follow a reset link.
    app.get('/api/dev/outbox', { config: pub, schema: { tags: ['system'] } }, async () => {
      const rows = await ctx.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        headers: row.headers,
        created_at: row.createdAt.toISOString(),
      }));
    });
  }
};
