import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SERVER_VERSION } from '../paths.ts';
import { registerPublicScope } from './route-access.ts';

/**
 * OpenAPI generated from the routes' Zod schemas: /api/openapi.json and /api/docs. The docs
 * page brings its own CSP; over a plain-HTTP origin its `upgrade-insecure-requests` would send
 * the browser to an HTTPS port nobody serves, so it goes, as on every other page.
 */
export async function installOpenApi(
  app: FastifyInstance,
  origin: { https: boolean },
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Crewline API',
        version: SERVER_VERSION,
        description: 'See docs/API.md for conventions.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await registerPublicScope(app, async (scope) => {
    await scope.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: (header) =>
        origin.https ? header : header.replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}
