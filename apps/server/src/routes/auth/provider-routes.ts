import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../errors.ts';

const PROVIDERS = ['google', 'github', 'microsoft'] as const;
const PROVIDER_NAMES = { google: 'Google', github: 'GitHub', microsoft: 'Microsoft' } as const;

/** Which sign-in providers this server is configured for. */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/auth/providers',
    { config: { access: 'public' }, schema: { tags: ['auth'] } },
    async () => ({
      providers: PROVIDERS.map((id) => ({ id, configured: Boolean(ctx.env.oauth[id]) })),
    }),
  );

  app.get(
    '/api/auth/:provider/login',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], params: z.object({ provider: z.enum(PROVIDERS) }) },
    },
    async (request) => {
      const { provider } = request.params;
      if (!ctx.env.oauth[provider]) {
        throw new NotFoundError(
          `${PROVIDER_NAMES[provider]} sign-in is not configured on this server.`,
          'PROVIDER_NOT_CONFIGURED',
        );
      }
      throw new NotFoundError(
        `${PROVIDER_NAMES[provider]} sign-in is not available yet.`,
        'PROVIDER_NOT_AVAILABLE',
      );
    },
  );
};
