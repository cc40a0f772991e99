import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@crewline/shared/domain/app-routes';
import { registerPublicScope } from './route-access.ts';

/**
 * True for paths the single-page app never owns: the API, /health and /metrics (a JSON 404 when
 * /metrics is off in production, like any other unknown API path), and files (a missing script
 * must be a 404, or the service worker would cache the HTML page as that script).
 */
function isNotAPage(url: string): boolean {
  const pathname = url.split('?')[0]!;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/health') ||
    pathname === '/metrics' ||
    pathname.startsWith('/assets/') ||
    lastSegment.includes('.')
  );
}

/**
 * The prerendered public pages of the build (apps/web/scripts/prerender.mjs): route path to the
 * file under prerendered/, e.g. "/" → "prerendered/index.html", "/auth/login" →
 * "prerendered/auth/login.html".
 */
function findPrerenderedPages(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const base = path.join(webDist, 'prerendered');
  if (!fs.existsSync(base)) return pages;
  for (const entry of fs.readdirSync(base, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.html')) continue;
    const route = `/${entry.slice(0, -'.html'.length).split(path.sep).join('/')}`;
    pages.set(
      route === '/index' ? '/' : route,
      path.posix.join('prerendered', ...entry.split(path.sep)),
    );
  }
  return pages;
}

/**
 * Serves the production web build with long-lived caching for hashed assets, and answers
 * every other page GET with index.html so client-side routes load directly: with 200 for the
 * app's pages and 404 for any other address (the app then shows its "Page not found"). A public
 * page prerendered at build time is answered with its own HTML instead, so it paints before the
 * JavaScript arrives (the app then hydrates it).
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebBuild = fs.existsSync(indexFile);
  if (hasWebBuild) {
    const prerendered = findPrerenderedPages(webDist);
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
      // Exact paths win over the static wildcard; a query (e.g. ?session_expired=true) still
      // gets the page, and the app renders it afresh on the client when the query changes it.
      for (const [route, file] of prerendered) {
        scope.get(route, (_request, reply) =>
          reply.header('cache-control', 'no-cache').type('text/html').sendFile(file, webDist),
        );
      }
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !isNotAPage(request.url) && hasWebBuild;
    if (wantsPage) {
      const known = isAppRoute(request.url.split('?')[0]!);
      return reply
        .code(known ? 200 : 404)
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
