import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers, computed once at start. The same options give the same headers on
 * every response, but @fastify/helmet rebuilt helmet's middleware for each request, which cost
 * more than the rest of a cached read.
 */
function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
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

/**
 * What JSON needs (OWASP's REST cheat sheet): no sniffing, no framing, no loading by other
 * sites, HTTPS only. The document policies (CSP sources, referrer, DNS prefetch...) act only on
 * pages, and sending them on every API call cost its clients a kilobyte of headers to parse.
 */
function dataHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const pick = (name: string) => (documentHeaders[name] ? { [name]: documentHeaders[name] } : {});
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...pick('cross-origin-resource-policy'),
    ...pick('strict-transport-security'),
  };
}

/**
 * Sets the precomputed headers on every response, errors and 404s included: helmet's full set
 * on pages and files, the data set on JSON.
 */
export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const forDocuments = computeSecurityHeaders(options);
  const forData = dataHeaders(forDocuments);
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isJson = typeof type === 'string' && type.startsWith('application/json');
    reply.headers(isJson ? forData : forDocuments);
    done(null, payload);
  });
}
