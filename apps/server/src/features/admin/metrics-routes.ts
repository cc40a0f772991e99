import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UnauthorizedError } from '../../errors.ts';

const pub = { access: 'public' } as const;

/** SHA-256 of a token: equal lengths for timingSafeEqual, whatever length the caller sent. */
function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/**
 * GET /metrics: this process's Prometheus metrics (http/metrics.ts). In production only a
 * scraper sending `Authorization: Bearer <METRICS_TOKEN>` reads them (route names, job names
 * and load say more about an installation than its users should learn); without METRICS_TOKEN
 * the route does not exist. Elsewhere it is open: on a developer's machine the person reading
 * it is the one running the server.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const production = ctx.env.nodeEnv === 'production';
  const token = ctx.env.metricsToken;
  if (production && !token) return;
  const expected = token === undefined ? undefined : digest(token);

  app.get(
    '/metrics',
    {
      config: pub,
      schema: {
        tags: ['system'],
        description:
          'Prometheus text format. In production: `Authorization: Bearer <METRICS_TOKEN>`.',
      },
      // Scraped every few seconds: only a slow or failed scrape is worth a line.
      logLevel: 'warn',
    },
    async (request, reply) => {
      if (production) {
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
        // Compared as digests in constant time: the answer's timing says nothing of the token.
        if (!expected || !timingSafeEqual(digest(given), expected)) throw new UnauthorizedError();
      }
      const { contentType, body } = await ctx.metrics.scrape();
      return reply.type(contentType).send(body);
    },
  );
};
