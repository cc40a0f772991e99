import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** pino's logger (Fastify's type leaves this method out). */
type PinoLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/** A request at least this slow is logged at `warn`, so LOG_LEVEL=warn still shows it. */
export const SLOW_REQUEST_MS = 1_000;

/**
 * A request's URL with its credentials hidden: the socket's token, mailed links' tokens (reset,
 * verification, unsubscribe, export download) and a provider's one-time sign-in code.
 */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token|code|state)=)[^&]*/gi, '$1[Redacted]');
}

/**
 * One log line per request, when it ends (Fastify's own two lines, "incoming request" and
 * "request completed", are turned off in app.ts: at the default level they cost the board read
 * about a third of its throughput). A fast answer below 500 is `info`; a slow one is `warn` and
 * a 5xx is `error`, so both are kept at LOG_LEVEL=warn, with the request id the client saw in
 * `x-request-id` (the request's child logger carries it as `reqId`). A route's own `logLevel`
 * (e.g. /health at `warn`) still silences its `info` lines. Call it only when logging is on (pino:
 * Fastify's stand-in for no logger has no `isLevelEnabled`).
 */
export function installRequestLog(
  app: FastifyInstance,
  slowRequestMs: number = SLOW_REQUEST_MS,
): void {
  app.addHook('onResponse', (request, reply, done) => {
    const ms = reply.elapsedTime;
    const status = reply.statusCode;
    const level = status >= 500 ? 'error' : ms >= slowRequestMs ? 'warn' : 'info';
    // Checked first: at `warn` a fast answer costs one comparison, no object and no string.
    const log = request.log as PinoLogger;
    if (log.isLevelEnabled(level)) {
      log[level](
        {
          method: request.method,
          url: redactUrl(request.url),
          route: request.routeOptions.url ?? null,
          status,
          ms: Math.round(ms * 10) / 10,
        },
        status >= 500 ? 'request failed' : ms >= slowRequestMs ? 'slow request' : 'request',
      );
    }
    done();
  });
}
