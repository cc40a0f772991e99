import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { registerPublicScope } from './route-access.ts';

/**
 * True for paths the single-page app never owns: the API, and files (a missing script must be a
 * 404, or the service worker would cache the HTML page as that script).
 */
function isNotAPage(url: string): boolean {
  const pathname = url.split('?')[0]!;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/health') ||
    pathname.startsWith('/assets/') ||
    lastSegment.includes('.')
  );
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
        index: ['index.html'],
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
    const wantsPage = request.method === 'GET' && !isNotAPage(request.url) && hasWebBuild;
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
