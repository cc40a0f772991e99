import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES } from '@crewline/shared';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './context.ts';
import { createAccessTokens, loadJwtSecret } from './services/access-tokens.ts';
import { createMailer } from './services/mail.ts';
import { openProfileCache } from './services/profile-cache.ts';
import { installAuthentication } from './http/authenticate.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installOpenApi } from './http/openapi.ts';
import { installWebApp } from './http/web-app.ts';
import { recordRoutes, type RouteRecord } from './http/route-access.ts';
import { sessionRoutes } from './routes/auth/session-routes.ts';
import { profileRoutes } from './routes/auth/profile-routes.ts';
import { resetRoutes } from './routes/auth/reset-routes.ts';
import { providerRoutes } from './routes/auth/provider-routes.ts';
import { systemRoutes } from './routes/system/system-routes.ts';
import { projectRoutes } from './routes/projects/project-routes.ts';
import { memberRoutes } from './routes/projects/member-routes.ts';
import { projectInvitationRoutes } from './routes/projects/invitation-routes.ts';
import { activityRoutes } from './routes/projects/activity-routes.ts';
import { templateRoutes } from './routes/projects/template-routes.ts';
import { myInvitationRoutes } from './routes/invitations/my-invitation-routes.ts';
import { userRoutes } from './routes/users/user-routes.ts';
import { taskRoutes } from './routes/tasks/task-routes.ts';
import { projectTaskRoutes } from './routes/tasks/project-task-routes.ts';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  now?: () => Date;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean;
};

export type App = FastifyInstance & { routeTable: RouteRecord[] };

const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
];

/** Builds the whole HTTP application over an open, migrated database. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.logLevel, redact: REDACTED },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: env.trustProxy,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable = recordRoutes(app);

  const now = options.now ?? (() => new Date());
  const signingKey = await loadJwtSecret(database.db, env.jwtSecret);
  const tokens = createAccessTokens(signingKey, now);
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
    }),
    profiles: await openProfileCache(database),
    now,
    startedAt: new Date(),
  };
  app.decorate('ctx', ctx);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => {
    await database.close();
  });

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'media-src': ["'self'", 'blob:'],
        'connect-src': ["'self'"],
      },
    },
  });
  await app.register(fastifyCors, { origin: env.appOrigin, credentials: true });
  await app.register(fastifyCompress, { threshold: 1024 });
  await installOpenApi(app);
  installErrorHandler(app);
  installAuthentication(app, tokens);

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(resetRoutes);
  await app.register(providerRoutes);
  await app.register(projectRoutes);
  await app.register(memberRoutes);
  await app.register(projectInvitationRoutes);
  await app.register(activityRoutes);
  await app.register(templateRoutes);
  await app.register(myInvitationRoutes);
  await app.register(userRoutes);
  await app.register(taskRoutes);
  await app.register(projectTaskRoutes);

  await installWebApp(app, env.webDist);
  await app.ready();
  return Object.assign(app, { routeTable }) as unknown as App;
}
