import type { FastifyRequest } from 'fastify';
import type { AccessTokens } from '../services/access-tokens.ts';
import { bearerToken } from './authenticate.ts';

/**
 * The session (refresh-token family) an authenticated request was made from: the `sid` claim
 * of its access token. The token was verified by the authentication hook, so this is a cache
 * hit; undefined for a token signed without a session.
 */
export async function requestSessionId(
  request: FastifyRequest,
  tokens: AccessTokens,
): Promise<string | undefined> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return undefined;
  return (await tokens.verifyClaims(token)).sid;
}
