import type { FastifyInstance } from 'fastify';
import { UnauthorizedError } from '../errors.ts';
import type { AccessTokens } from '../services/access-tokens.ts';
import type { ProfileCache } from '../services/profile-cache.ts';

/** Reads the Bearer token of a request; undefined when there is none. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Verifies the access token on every route that is not declared public. A route without a
 * declaration is treated as authenticated: the safe default.
 *
 * A token stays valid for minutes after its account is deleted, so the account must still
 * exist too. The profile cache answers that from memory on almost every request, and every
 * process drops its entry when the database reports the user changed or went.
 */
export function installAuthentication(
  app: FastifyInstance,
  tokens: AccessTokens,
  profiles: ProfileCache,
): void {
  app.decorateRequest('userId', '');
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.access === 'public') return;
    // Unknown routes fall through to the 404 handler, which needs no identity.
    if (request.is404) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError();
    const userId = await tokens.verify(token);
    if ((await profiles.get(userId)) === undefined) throw new UnauthorizedError();
    request.userId = userId;
  });
}
