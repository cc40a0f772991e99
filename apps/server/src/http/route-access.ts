import type { FastifyInstance } from 'fastify';

/** Every route says who may call it; a test fails when one does not. */
type RouteAccess = 'public' | 'authenticated';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user's id; set on every authenticated route. */
    userId: string;
  }
}

/** What the route table test reads: method, url and declared access of every route. */
export type RouteRecord = { method: string; url: string; access: RouteAccess | undefined };

/** Records every route as it is registered, so the access test can walk the table. */
export function recordRoutes(app: FastifyInstance): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // CORS preflights never carry credentials, so the CORS plugin's OPTIONS route is public.
    if (methods.every((m) => m === 'OPTIONS')) {
      route.config ??= {};
      route.config.access ??= 'public';
    }
    for (const method of methods) {
      // Read lazily: hooks of inner scopes (registerPublicScope) run after this one.
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });
  return routes;
}

/**
 * Registers third-party plugins (static files, API reference) whose routes are public by
 * nature, marking each of their routes so the access rule holds for them too.
 */
export async function registerPublicScope(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config ??= {};
      route.config.access ??= 'public';
    });
    await register(scope);
  });
}
