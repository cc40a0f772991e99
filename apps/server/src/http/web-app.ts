import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registerPublicScope } from './route-access.ts';

/** True for paths the single-page app never owns: they get JSON 404s. */
function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/health');
}

/**
 * Serves the production web build with long-lived caching for hashed assets, and answers
 * every other GET that accepts HTML with index.html so client-side routes load directly.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebBuild = fs.existsSync(indexFile);
  if (hasWebBuild) {
    await registerPublicScope(app, async (scope) => {
      await scope.register(fastifyStatic, {
        root: webDist,
        index: false,
        setHeaders(reply, filePath) {
          const cacheable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            cacheable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isApiPath(request.url) && hasWebBuild;
    if (wantsPage) {
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', webDist);
    }
    return reply.code(404).send({
      error: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    });
  });
}
