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
 * sites, HTTPS only where the app is served over HTTPS. The document policies (CSP sources, referrer, DNS prefetch...) act only on
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

const HSTS = 'strict-transport-security';

/**
 * Sets the precomputed headers on every response, errors and 404s included: helmet's full set
 * on pages and files, the data set on JSON.
 *
 * HTTPS-only headers follow the app's public origin. Over plain HTTP, `upgrade-insecure-requests`
 * would send the browser to an HTTPS port nobody serves, and HSTS would pin the name to HTTPS
 * for a year. With an `https:` origin the CSP asks for upgrades, and HSTS goes only on requests
 * that arrived over TLS (directly, or as `X-Forwarded-Proto: https` from a trusted proxy): a
 * browser ignores HSTS over HTTP anyway, and a proxy that is not trusted cannot claim TLS.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  origin: { https: boolean },
): void {
  const forDocuments = computeSecurityHeaders(origin.https ? options : withoutHttpsOnly(options));
  const forData = dataHeaders(forDocuments);
  const withoutHsts = (headers: Record<string, string>) => {
    const { [HSTS]: _hsts, ...rest } = headers;
    return rest;
  };
  const plain = { documents: withoutHsts(forDocuments), data: withoutHsts(forData) };
  const overTls = { documents: forDocuments, data: forData };
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const isJson = typeof type === 'string' && type.startsWith('application/json');
    const set = origin.https && request.protocol === 'https' ? overTls : plain;
    reply.headers(isJson ? set.data : set.documents);
    done(null, payload);
  });
}

/** Helmet's options with the CSP's `upgrade-insecure-requests` turned off (HSTS goes per request). */
function withoutHttpsOnly(options: HelmetOptions): HelmetOptions {
  const csp =
    typeof options.contentSecurityPolicy === 'object' ? options.contentSecurityPolicy : {};
  return {
    ...options,
    contentSecurityPolicy: {
      ...csp,
      directives: { ...csp.directives, upgradeInsecureRequests: null },
    },
  };
}
