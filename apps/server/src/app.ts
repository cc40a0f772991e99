import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { JSON_BODY_LIMIT_BYTES, REALTIME_MAX_FRAME_BYTES } from '@crewline/shared';
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
import { installSecurityHeaders } from './http/security-headers.ts';
import { installOpenApi } from './http/openapi.ts';
import { installWebApp } from './http/web-app.ts';
import { recordRoutes, type RouteRecord } from './http/route-access.ts';
import { sessionRoutes } from './features/auth/session-routes.ts';
import { profileRoutes } from './features/accounts/profile-routes.ts';
import { avatarRoutes } from './features/accounts/avatar-routes.ts';
import { resetRoutes } from './features/auth/reset-routes.ts';
import { verifyEmailRoutes } from './features/auth/verify-email-routes.ts';
import { providerRoutes } from './features/auth/provider-routes.ts';
import { securityRoutes } from './features/auth/security-routes.ts';
import { systemRoutes } from './features/admin/system-routes.ts';
import { projectRoutes } from './features/projects/project-routes.ts';
import { memberRoutes } from './features/members/member-routes.ts';
import { projectInvitationRoutes } from './features/members/invitation-routes.ts';
import { activityRoutes } from './features/activity/activity-routes.ts';
import { templateRoutes } from './features/projects/template-routes.ts';
import { myInvitationRoutes } from './features/members/my-invitation-routes.ts';
import { userRoutes } from './features/users/user-routes.ts';
import { taskRoutes } from './features/tasks/task-routes.ts';
import { projectTaskRoutes } from './features/tasks/project-task-routes.ts';
import { commentRoutes } from './features/comments/comment-routes.ts';
import { threadRoutes } from './features/chat/thread-routes.ts';
import { messageRoutes } from './features/chat/message-routes.ts';
import { messageSearchRoutes } from './features/chat/message-search.ts';
import { messageLookupRoutes } from './features/chat/message-lookup-routes.ts';
import { messageTaskRoutes } from './features/chat/message-task-routes.ts';
import { attachmentRoutes } from './features/attachments/attachment-routes.ts';
import { timeEntryRoutes } from './features/time/time-entry-routes.ts';
import { fileRoutes } from './features/files/file-routes.ts';
import { fileVersionRoutes } from './features/files/file-version-routes.ts';
import { startAttachmentSweep } from './features/attachments/attachment-sweep-job.ts';
import { scheduledMessageRoutes } from './features/scheduled-messages/scheduled-message-routes.ts';
import { startScheduledMessagesJob } from './features/scheduled-messages/scheduled-messages-job.ts';
import { startDeadlineJob } from './features/tasks/deadline-job.ts';
import { presenceRoutes } from './features/presence/presence-routes.ts';
import { realtimeAdminRoutes } from './features/admin/admin-routes.ts';
import { notificationRoutes } from './features/notifications/notification-routes.ts';
import { notificationPreferenceRoutes } from './features/notifications/preference-routes.ts';
import { startNotificationJobs } from './features/notifications/notification-jobs.ts';
import { unsubscribeRoutes } from './features/notifications/unsubscribe-routes.ts';
import { startNotificationEmailJob } from './features/notifications/notification-email-job.ts';
import { startNotificationDigestJob } from './features/notifications/notification-digest-job.ts';
import { pushRoutes } from './features/push/push-routes.ts';
import { startPushJob } from './features/push/push-job.ts';
import { startRealtime } from './realtime/realtime.ts';
import { socketRoutes } from './realtime/socket-route.ts';
import { publishAfterCommit } from './db/after-commit.ts';
import { accountRoutes } from './features/accounts/account-routes.ts';
import { resourceRoutes } from './features/resources/resource-routes.ts';
import { startStorageDeletionsJob } from './features/accounts/storage-deletions-job.ts';
import { startDataExportJob, type DataExportJob } from './features/accounts/data-export-job.ts';
import { transcribeRoutes } from './features/transcription/transcribe-routes.ts';
import { createTranscriptionEngine } from './services/transcription/choose-engine.ts';
import type { TranscriptionEngine } from './services/transcription/transcription-engine.ts';
import { createDecodePool, type AudioDecoder } from './services/audio/decode-pool.ts';

export type BuildAppOptions = {
  env: Env;
  database: Database;
  now?: () => Date;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean;
  /**
   * Which periodic jobs this process runs: all (default, true), none (false; in-process tests
   * drive them), or the ones named (a test of one job on a shared database runs only that one).
   */
  jobs?: boolean | PeriodicJob[];
  /** The speech-to-text engine; default: the one the settings choose (tests and benches pass one). */
  transcriptionEngine?: TranscriptionEngine;
  /** Decodes uploaded recordings in worker threads; default: a pool sized to the cores. */
  audioDecoder?: AudioDecoder;
};

/** The periodic jobs a process may run (BuildAppOptions.jobs, the JOBS setting). */
export const PERIODIC_JOBS = [
  'scheduled-messages',
  'notification-email',
  'notification-digest',
  'attachment-sweep',
  'push',
  'deadline',
  'storage-deletions',
  'data-export',
] as const;
export type PeriodicJob = (typeof PERIODIC_JOBS)[number];

/** The JOBS setting as buildApp takes it; an unknown job name is a mistake, said at start. */
export function jobsFromSetting(setting: boolean | string[]): boolean | PeriodicJob[] {
  if (typeof setting === 'boolean') return setting;
  const unknown = setting.filter((job) => !(PERIODIC_JOBS as readonly string[]).includes(job));
  if (unknown.length > 0) {
    throw new Error(
      `Invalid settings:\n  - JOBS: unknown job ${unknown.join(', ')} (all, none, or of ${PERIODIC_JOBS.join(', ')})`,
    );
  }
  return setting as PeriodicJob[];
}

export type App = FastifyInstance & { routeTable: RouteRecord[] };

const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.refresh_token',
  '*.access_token',
  '*.token',
];

/** A request's URL with the token of the socket's query string hidden: tokens never reach a log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|access_token)=)[^&]*/gi, '$1[Redacted]');
}

/** Builds the whole HTTP application over an open, migrated database. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { env, database } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.logLevel,
            redact: REDACTED,
            serializers: {
              req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
                method: request.method,
                url: redactUrl(request.url),
                host: request.hostname,
                remoteAddress: request.ip,
              }),
            },
          },
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
  const realtime = await startRealtime({ env, database, now, log: app.log });
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
    }),
    profiles: await openProfileCache(database),
    storage: await createStorage(env),
    now,
    startedAt: new Date(),
    realtime,
  };
  app.decorate('ctx', ctx);
  app.decorate('transcription', options.transcriptionEngine ?? createTranscriptionEngine(env));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Periodic work, started once the app is ready; stopped before the database closes.
  const jobs: { stop(): Promise<void> }[] = [];
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
    await realtime.close();
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
  await installOpenApi(app);
  installErrorHandler(app);
  installAuthentication(app, tokens);

  await app.register(systemRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  await app.register(avatarRoutes);
  await app.register(resetRoutes);
  await app.register(verifyEmailRoutes);
  await app.register(providerRoutes);
  await app.register(securityRoutes);
  await app.register(projectRoutes);
  await app.register(memberRoutes);
  await app.register(projectInvitationRoutes);
  await app.register(activityRoutes);
  await app.register(templateRoutes);
  await app.register(myInvitationRoutes);
  await app.register(userRoutes);
  await app.register(taskRoutes);
  await app.register(projectTaskRoutes);
  await app.register(commentRoutes);
  await app.register(threadRoutes);
  await app.register(messageRoutes);
  await app.register(messageSearchRoutes);
  await app.register(messageLookupRoutes);
  await app.register(messageTaskRoutes);
  await app.register(attachmentRoutes);
  await app.register(timeEntryRoutes);
  await app.register(fileRoutes);
  await app.register(fileVersionRoutes);
  await app.register(scheduledMessageRoutes);
  await app.register(presenceRoutes);
  await app.register(realtimeAdminRoutes);
  await app.register(notificationRoutes);
  await app.register(notificationPreferenceRoutes);
  await app.register(unsubscribeRoutes);
  await app.register(pushRoutes);
  await app.register(resourceRoutes);
  await app.register(transcribeRoutes, {
    engine: app.transcription,
    decoder: options.audioDecoder ?? createDecodePool(),
  });
  let dataExportJob: DataExportJob | undefined;
  await app.register(accountRoutes, { onExportRequested: () => dataExportJob?.kick() });
  await app.register(async (scope) => socketRoutes(scope, realtime));

  await installWebApp(app, env.webDist);
  await app.ready();
  // Always on, tests included: it has no clock of its own (an event's time travels in its row),
  // and it is mostly woken by commits rather than by its timer.
  const notificationJobs = startNotificationJobs({ db: database.db, log: app.log });
  realtime.dispatchContext.notificationJobs = notificationJobs;
  jobs.push(notificationJobs);
  const runs = (job: PeriodicJob) =>
    Array.isArray(options.jobs) ? options.jobs.includes(job) : options.jobs !== false;
  if (runs('scheduled-messages')) {
    jobs.push(startScheduledMessagesJob({ db: database.db, now, log: app.log }));
  }
  // Notification e-mails (NOTIFY_EMAIL_DELAY_S after each) and the daily/weekly digests.
  const mail = {
    db: database.db,
    mailer: ctx.mailer,
    links: { appOrigin: env.appOrigin, signingKey },
  };
  if (runs('notification-email')) {
    jobs.push(
      startNotificationEmailJob({ ...mail, delayS: env.notifyEmailDelayS, now, log: app.log }),
    );
  }
  if (runs('notification-digest')) {
    jobs.push(startNotificationDigestJob({ ...mail, now, log: app.log }));
  }
  if (runs('attachment-sweep')) {
    jobs.push(startAttachmentSweep({ db: database.db, storage: ctx.storage, now, log: app.log }));
  }
  if (runs('push')) {
    // Web Push of new notifications, woken by notification_created from any process.
    const pushJob = startPushJob({ db: database.db, env, now, log: app.log });
    realtime.dispatchContext.pushJob = pushJob;
    jobs.push(pushJob);
  }
  if (runs('deadline')) jobs.push(startDeadlineJob({ db: database.db, now, log: app.log }));
  if (runs('storage-deletions')) {
    // Files of deleted accounts and expired exports, removed until the storage confirms.
    jobs.push(
      startStorageDeletionsJob({ db: database.db, storage: ctx.storage, now, log: app.log }),
    );
  }
  if (runs('data-export')) {
    dataExportJob = startDataExportJob({
      db: database.db,
      storage: ctx.storage,
      signingKey,
      now,
      log: app.log,
    });
    jobs.push(dataExportJob);
  }
  return Object.assign(app, { routeTable }) as unknown as App;
}
