import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES, REALTIME_MAX_FRAME_BYTES } from '@crewline/shared/limits';
import { FILE_LIST_NEXT_CURSOR_HEADER } from '@crewline/shared/contracts/files';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './context.ts';
import { createAccessTokens, loadJwtSecret } from './services/access-tokens.ts';
import { createMailer } from './services/mail.ts';
import { createStorage } from './services/storage/create-storage.ts';
import { openProfileCache } from './services/profile-cache.ts';
import { installAuthentication } from './http/authenticate.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { serializeError } from './http/error-log.ts';
import { installRequestLog, redactUrl } from './http/request-log.ts';
import { createMetrics, installRequestMetrics } from './http/metrics.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installTextHygiene } from './http/text-hygiene.ts';
import { fixMultipartParserStall } from './http/multipart-parser-fix.ts';
import { installOpenApi } from './http/openapi.ts';
import { installWebApp } from './http/web-app.ts';
import { recordRoutes, type RouteRecord } from './http/route-access.ts';
import { startRealtime } from './realtime/realtime.ts';
import { socketRoutes } from './realtime/socket-route.ts';
import { publishAfterCommit } from './db/after-commit.ts';
import { createTranscriptionEngine } from './services/transcription/choose-engine.ts';
import type { TranscriptionEngine } from './services/transcription/transcription-engine.ts';
import { createDecodePool, type AudioDecoder } from './services/audio/decode-pool.ts';
import { LocalJobs } from './jobs/local-jobs.ts';
import { envelopeHandlers, JOB_SPECS, MODULES, PERIODIC_JOBS } from './modules/index.ts';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  now?: () => Date;
  /**
   * Logging: on (default, to stdout), false for none (tests), or the app's own logger writing
   * to `stream` (a test that reads what the log holds).
   */
  logger?: boolean | { stream: { write(line: string): void } };
  /**
   * Which periodic jobs this process runs: all (default, true), none (false; in-process tests
   * drive them), or the ones named (a test of one job on a shared database runs only that one).
   */
  jobs?: boolean | PeriodicJob[];
  /** The speech-to-text engine; default: the one the settings choose (tests and benches pass one). */
  transcriptionEngine?: TranscriptionEngine;
  /** Decodes uploaded recordings in worker threads; default: a pool sized to the cores. */
  audioDecoder?: AudioDecoder;
  /** A request at least this slow is logged at warn; default 1 s (a test lowers it). */
  slowRequestMs?: number;
};

export { PERIODIC_JOBS };
/** A periodic job's name in the JOBS setting (the feature modules' jobs). */
export type PeriodicJob = string;

/** The JOBS setting as buildApp takes it; an unknown job name is a mistake, said at start. */
export function jobsFromSetting(setting: boolean | string[]): boolean | PeriodicJob[] {
  if (typeof setting === 'boolean') return setting;
  const unknown = setting.filter((job) => !PERIODIC_JOBS.includes(job));
  if (unknown.length > 0) {
    throw new Error(
      `Invalid settings:\n  - JOBS: unknown job ${unknown.join(', ')} (all, none, or of ${PERIODIC_JOBS.join(', ')})`,
    );
  }
  return setting;
}

export type App = FastifyInstance & { routeTable: RouteRecord[] };

const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.passwordHash',
  '*.password_hash',
  '*.refresh_token',
  '*.access_token',
  '*.token',
];

/** Builds the whole HTTP application over an open, migrated database. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env, database } = options;
  fixMultipartParserStall();
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.logLevel,
            redact: REDACTED,
            ...(typeof options.logger === 'object' && { stream: options.logger.stream }),
            serializers: {
              // Errors without the values they carry (SQL parameters, failing rows).
              err: serializeError,
              req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
          },
    // One line per request instead of Fastify's two (installRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: env.trustProxy,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable = recordRoutes(app);
  if (options.logger !== false) installRequestLog(app, options.slowRequestMs);
  const metrics = createMetrics();
  installRequestMetrics(app, metrics.registry);

  const now = options.now ?? (() => new Date());
  const signingKey = await loadJwtSecret(database.db, env.jwtSecret);
  const tokens = createAccessTokens(signingKey, now);
  const jobs = new LocalJobs();
  const realtime = await startRealtime({
    env,
    database,
    now,
    log: app.log,
    handlers: envelopeHandlers(),
    jobs,
    observeBusLag: metrics.busLag,
  });
  metrics.watch({ realtime, database });
  // Envelopes queued by a write go on the bus once its transaction commits.
  publishAfterCommit(database.db, realtime.publish);
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    tokens,
    signingKey,
    mailer: createMailer({
      db: database.db,
      smtpUrl: env.smtpUrl,
      from: env.mailFrom,
      log: app.log,
      // The development outbox shows every mail anyway; a production log holds no links.
      logContents: env.nodeEnv !== 'production',
    }),
    profiles: await openProfileCache(database),
    storage: await createStorage(env),
    now,
    startedAt: new Date(),
    realtime,
    jobs,
    metrics,
  };
  app.decorate('ctx', ctx);
  app.decorate('transcription', options.transcriptionEngine ?? createTranscriptionEngine(env));
  app.decorate('audioDecoder', options.audioDecoder ?? createDecodePool());
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Jobs and realtime stop before the database closes.
  app.addHook('onClose', async () => {
    await jobs.stopAll();
    await realtime.close();
    await database.close();
  });

  // HTTPS-only headers (HSTS, upgrade-insecure-requests) follow the public origin's scheme.
  const httpsOrigin = { https: new URL(env.appOrigin).protocol === 'https:' };
  installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'media-src': ["'self'", 'blob:'],
          'connect-src': ["'self'"],
        },
      },
    },
    httpsOrigin,
  );
  // Paged listings name their next page in headers a cross-origin client must be able to read.
  await app.register(fastifyCors, {
    origin: env.appOrigin,
    credentials: true,
    exposedHeaders: [FILE_LIST_NEXT_CURSOR_HEADER, 'Link'],
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: REALTIME_MAX_FRAME_BYTES, clientTracking: false },
    // Sockets close with 1001 on shutdown so clients reconnect to another process.
    preClose: (done) => {
      for (const connection of realtime.registry.all)
        connection.socket.close(1001, 'Server shutting down');
      done();
    },
  });
  await installOpenApi(app, httpsOrigin);
  installErrorHandler(app);
  installTextHygiene(app);
  installAuthentication(app, tokens, ctx.profiles);

  for (const module of MODULES) {
    for (const routes of module.routes) await app.register(routes);
  }
  await app.register(async (scope) => socketRoutes(scope, realtime));

  await installWebApp(app, env.webDist);
  await app.ready();
  // Periodic work once the app is ready: the jobs named (all by default; an unknown name is a
  // mistake, refused) and the ones every process runs.
  if (Array.isArray(options.jobs)) jobsFromSetting(options.jobs);
  const runs = (name: string) =>
    Array.isArray(options.jobs) ? options.jobs.includes(name) : options.jobs !== false;
  const jobContext = { ...ctx, log: app.log };
  for (const spec of JOB_SPECS) {
    if (spec.always || runs(spec.name))
      jobs.add(spec, spec.start({ ...jobContext, runs: metrics.jobRuns(spec.name) }));
  }
  return Object.assign(app, { routeTable }) as unknown as App;
}
