import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, computed once at start. The same options give the same headers on
 * every response, but @fastify/helmet rebuilt helmet's middleware for each request, which cost
 * more than the rest of a cached read.
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {
    done = true;
  });
  // Helmet's middleware is synchronous today; fail loudly rather than send partial headers.
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/** Sets the precomputed headers on every response, errors and 404s included. */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = computeSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
