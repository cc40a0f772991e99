import path from 'node:path';
import { z } from 'zod';
import { LOGIN_FAILURES_PER_MINUTE } from '@crewline/shared/limits';
import { DEFAULT_WEB_DIST } from './paths.ts';
import type { DatabaseTimeouts } from './db/timeouts.ts';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/** An abuse limit: a positive whole number, high enough by default that a real team never meets it. */
const limit = (fallback: number) =>
  z.coerce.number().int().positive().max(1_000_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(z.url().startsWith('postgres').optional()),
  // The pg_dump `npm run backup` runs against DATABASE_URL (its major version must be at least
  // the server's).
  PG_DUMP: z.string().default('pg_dump'),
  // Bounds on every wait for the PostgreSQL server (db/timeouts.ts): a server that went away
  // costs a request at most connect + query + 1 s, then a 503, never a hang.
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  APP_ORIGIN: optionalString.pipe(z.url().optional()),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Crewline <no-reply@crewline.local>'),
  // Behind a load balancer, set to trust X-Forwarded-For (per-IP sign-in throttling reads it).
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  MICROSOFT_TENANT: z.string().default('common'),
  // Other deployments of the same providers: GitHub Enterprise, Microsoft's national clouds.
  GITHUB_URL: z.url().default('https://github.com'),
  GITHUB_API_URL: z.url().default('https://api.github.com'),
  MICROSOFT_AUTHORITY: z.url().default('https://login.microsoftonline.com'),
  // Realtime events between processes over Redis pub/sub instead of PostgreSQL NOTIFY.
  REDIS_URL: optionalString.pipe(z.url().startsWith('redis').optional()),
  // Accounts that may see server diagnostics (the realtime test page) in production.
  ADMIN_EMAILS: optionalString,
  // In production GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (404 unset).
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Uploaded files in an S3-compatible bucket instead of DATA_DIR/files (all four, or none).
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: optionalString,
  // Most S3-compatible stores (MinIO, Ceph, s3rver) serve buckets as paths, not host names.
  S3_FORCE_PATH_STYLE: optionalString.pipe(z.enum(['true', 'false']).optional()),
  // A notification's e-mail waits this long, and is skipped if it was read in the app meanwhile.
  NOTIFY_EMAIL_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(120),
  // Web Push (VAPID). Without keys the server generates a pair once and keeps it in the database.
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString,
  // Tests only: lets a push subscription point at an http: loopback endpoint.
  PUSH_ALLOW_INSECURE: z.enum(['true', 'false']).default('false'),
  // Which periodic jobs this process runs: 'all' (default), 'none' (a process that only serves
  // requests while others run the jobs), or a comma-separated list of job names (app.ts).
  JOBS: z.string().default('all'),
  // Where an accepted mentorship session meets: a room name is added to this address.
  MENTORSHIP_MEETING_URL_BASE: z.url().startsWith('http').default('https://meet.jit.si/'),
  // Project files' storage per project, in mebibytes; unset: unlimited.
  PROJECT_STORAGE_QUOTA_MB: z.coerce.number().int().positive().optional(),
  // Speech to text for voice tasks (services/transcription): openai | local | none; unset picks
  // openai when TRANSCRIBE_API_URL is set, else local when a Whisper model is on disk, else none.
  TRANSCRIBE_ENGINE: optionalString.pipe(z.enum(['openai', 'local', 'none']).optional()),
  // An OpenAI-compatible API (OpenAI, Groq, faster-whisper-server, whisper.cpp, LocalAI).
  TRANSCRIBE_API_URL: optionalString.pipe(z.url().startsWith('http').optional()),
  TRANSCRIBE_API_KEY: optionalString,
  TRANSCRIBE_MODEL: z.string().trim().min(1).default('whisper-1'),
  TRANSCRIBE_TIMEOUT_S: z.coerce.number().int().min(1).max(3600).default(120),
  // The local engine: a Whisper model folder (config.json, onnx/…), else DATA_DIR/models/<WHISPER_MODEL>.
  WHISPER_MODEL_DIR: optionalString,
  WHISPER_MODEL: z.string().trim().min(1).default('onnx-community/whisper-base'),
  // Abuse limits (answered 429 with Retry-After, counted in the database across processes).
  LIMIT_SIGNUPS_PER_IP_PER_HOUR: limit(50),
  LIMIT_RESET_MAILS_PER_ADDRESS_PER_HOUR: limit(5),
  LIMIT_RESET_MAILS_PER_IP_PER_HOUR: limit(30),
  LIMIT_VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR: limit(5),
  LIMIT_VERIFICATION_MAILS_PER_IP_PER_HOUR: limit(100),
  LIMIT_INVITED_ACCOUNTS_PER_ACCOUNT_PER_HOUR: limit(100),
  LIMIT_INVITED_ACCOUNTS_PER_IP_PER_HOUR: limit(200),
  LIMIT_INVITATIONS_PER_INVITEE_PER_HOUR: limit(5),
  LIMIT_INVITATIONS_PER_ACCOUNT_PER_HOUR: limit(200),
  LIMIT_UPLOADS_PER_MINUTE: limit(60),
  LIMIT_PENDING_UPLOADS: limit(200),
  LIMIT_PENDING_UPLOAD_MB: limit(500),
  LIMIT_LOGIN_FAILURES_PER_ACCOUNT_AND_IP_PER_MINUTE: limit(LOGIN_FAILURES_PER_MINUTE),
  LIMIT_LOGIN_FAILURES_PER_IP_PER_MINUTE: limit(20),
  LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN: limit(100),
});

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const S3_OPTIONAL = ['S3_REGION', 'S3_FORCE_PATH_STYLE'];

/** An engine named without what it needs is a mistake, said at start rather than on first use. */
function transcriptionProblems(source: Record<string, string | undefined>): string[] {
  const engine = source.TRANSCRIBE_ENGINE?.trim();
  if (engine === 'openai' && !source.TRANSCRIBE_API_URL?.trim()) {
    return ["  - TRANSCRIBE_ENGINE: openai needs TRANSCRIBE_API_URL (the API's base URL)"];
  }
  return [];
}

/** A partial S3 configuration is a mistake, never a reason to fall back to the disk quietly. */
function s3Problems(source: Record<string, string | undefined>): string[] {
  const isSet = (name: string) => (source[name]?.trim() ?? '') !== '';
  const missing = S3_REQUIRED.filter((name) => !isSet(name));
  const anySet = [...S3_REQUIRED, ...S3_OPTIONAL].some(isSet);
  if (!anySet || missing.length === 0) return [];
  return [
    `  - S3: object storage needs all of ${S3_REQUIRED.join(', ')} (or none of the S3_ settings); missing ${missing.join(', ')}`,
  ];
}

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** The pg_dump binary backups of DATABASE_URL run. */
  pgDumpPath: string;
  /** How long PostgreSQL may keep a request waiting (ignored by the embedded engine). */
  databaseTimeouts: DatabaseTimeouts;
  appOrigin: string;
  /** Whether APP_ORIGIN was set; without it the socket accepts its own origin, whatever the host name. */
  appOriginSet: boolean;
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  trustProxy: boolean;
  webDist: string;
  oauth: Record<
    'google' | 'github' | 'microsoft',
    { clientId: string; clientSecret: string } | undefined
  >;
  microsoftTenant: string;
  githubUrl: string;
  githubApiUrl: string;
  microsoftAuthority: string;
  redisUrl?: string;
  /** Lower-cased e-mails of server admins. */
  adminEmails: string[];
  /** The bearer token a Prometheus scraper sends for GET /metrics in production. */
  metricsToken?: string;
  /** Object storage for uploaded files; without it they go under DATA_DIR/files. */
  /** Seconds a notification e-mail waits before it is sent (skipped if read meanwhile). */
  notifyEmailDelayS: number;
  /** Accepted mentorship sessions meet at this address plus an unguessable room name. */
  meetingUrlBase: string;
  /** Configured VAPID keys, else generated once and stored (services/push). */
  vapid?: { publicKey: string; privateKey: string };
  /** The `sub` claim of push requests: a mailto: or https: contact for push services. */
  vapidSubject?: string;
  /** Tests only: http: loopback push endpoints are accepted. */
  pushAllowInsecure: boolean;
  /** JOBS: true for all, false for none, or the names listed (checked by app.ts). */
  jobs: boolean | string[];
  /** Bytes of project files each project may store; undefined: unlimited. */
  projectStorageQuotaBytes?: number;
  /** Speech to text (services/transcription/choose-engine.ts resolves an unset engine). */
  transcription: TranscriptionSettings;
  /** Abuse limits: how many of each attempt a key (account, address, client IP) may make. */
  limits: AbuseLimits;
  s3?: {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
    forcePathStyle: boolean;
  };
};

/** The LIMIT_ settings, read once. */
export type AbuseLimits = {
  signupsPerIpPerHour: number;
  resetMailsPerAddressPerHour: number;
  resetMailsPerIpPerHour: number;
  verificationMailsPerAddressPerHour: number;
  verificationMailsPerIpPerHour: number;
  invitedAccountsPerAccountPerHour: number;
  invitedAccountsPerIpPerHour: number;
  invitationsPerInviteePerHour: number;
  invitationsPerAccountPerHour: number;
  uploadsPerMinute: number;
  pendingUploads: number;
  pendingUploadBytes: number;
  loginFailuresPerAccountAndIpPerMinute: number;
  loginFailuresPerIpPerMinute: number;
  loginFailuresPerAccountPer15Min: number;
};

/** The transcription settings; `engine` undefined means "pick from what is configured". */
type TranscriptionSettings = {
  engine?: 'openai' | 'local' | 'none';
  apiUrl?: string;
  apiKey?: string;
  /** The `model` sent to the OpenAI-compatible API. */
  model: string;
  timeoutMs: number;
  /** A Whisper model folder given explicitly (absolute). */
  whisperModelDir?: string;
  /** The Hugging Face id `npm run voice:model` downloads into DATA_DIR/models. */
  whisperModel: string;
};

function pair(id?: string, secret?: string) {
  return id && secret ? { clientId: id, clientSecret: secret } : undefined;
}

/** Reads and validates the settings; a bad setting throws one readable list of every problem. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`)),
    ...s3Problems(source),
    ...transcriptionProblems(source),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    pgDumpPath: e.PG_DUMP,
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      queryMs: e.DATABASE_QUERY_TIMEOUT_MS,
    },
    appOrigin: e.APP_ORIGIN ?? `http://localhost:${e.PORT}`,
    appOriginSet: e.APP_ORIGIN !== undefined,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    oauth: {
      google: pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET),
      github: pair(e.GITHUB_CLIENT_ID, e.GITHUB_CLIENT_SECRET),
      microsoft: pair(e.MICROSOFT_CLIENT_ID, e.MICROSOFT_CLIENT_SECRET),
    },
    microsoftTenant: e.MICROSOFT_TENANT,
    githubUrl: e.GITHUB_URL.replace(/\/$/, ''),
    githubApiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
    microsoftAuthority: e.MICROSOFT_AUTHORITY.replace(/\/$/, ''),
    redisUrl: e.REDIS_URL,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    metricsToken: e.METRICS_TOKEN,
    notifyEmailDelayS: e.NOTIFY_EMAIL_DELAY_S,
    meetingUrlBase: e.MENTORSHIP_MEETING_URL_BASE.endsWith('/')
      ? e.MENTORSHIP_MEETING_URL_BASE
      : `${e.MENTORSHIP_MEETING_URL_BASE}/`,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT,
    pushAllowInsecure: e.PUSH_ALLOW_INSECURE === 'true',
    jobs:
      e.JOBS.trim() === 'all'
        ? true
        : e.JOBS.trim() === 'none'
          ? false
          : e.JOBS.split(',')
              .map((job) => job.trim())
              .filter(Boolean),
    projectStorageQuotaBytes:
      e.PROJECT_STORAGE_QUOTA_MB === undefined
        ? undefined
        : e.PROJECT_STORAGE_QUOTA_MB * 1024 * 1024,
    transcription: {
      engine: e.TRANSCRIBE_ENGINE,
      apiUrl: e.TRANSCRIBE_API_URL,
      apiKey: e.TRANSCRIBE_API_KEY,
      model: e.TRANSCRIBE_MODEL,
      timeoutMs: e.TRANSCRIBE_TIMEOUT_S * 1000,
      whisperModelDir: e.WHISPER_MODEL_DIR ? path.resolve(e.WHISPER_MODEL_DIR) : undefined,
      whisperModel: e.WHISPER_MODEL,
    },
    limits: {
      signupsPerIpPerHour: e.LIMIT_SIGNUPS_PER_IP_PER_HOUR,
      resetMailsPerAddressPerHour: e.LIMIT_RESET_MAILS_PER_ADDRESS_PER_HOUR,
      resetMailsPerIpPerHour: e.LIMIT_RESET_MAILS_PER_IP_PER_HOUR,
      verificationMailsPerAddressPerHour: e.LIMIT_VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR,
      verificationMailsPerIpPerHour: e.LIMIT_VERIFICATION_MAILS_PER_IP_PER_HOUR,
      invitedAccountsPerAccountPerHour: e.LIMIT_INVITED_ACCOUNTS_PER_ACCOUNT_PER_HOUR,
      invitedAccountsPerIpPerHour: e.LIMIT_INVITED_ACCOUNTS_PER_IP_PER_HOUR,
      invitationsPerInviteePerHour: e.LIMIT_INVITATIONS_PER_INVITEE_PER_HOUR,
      invitationsPerAccountPerHour: e.LIMIT_INVITATIONS_PER_ACCOUNT_PER_HOUR,
      uploadsPerMinute: e.LIMIT_UPLOADS_PER_MINUTE,
      pendingUploads: e.LIMIT_PENDING_UPLOADS,
      pendingUploadBytes: e.LIMIT_PENDING_UPLOAD_MB * 1024 * 1024,
      loginFailuresPerAccountAndIpPerMinute: e.LIMIT_LOGIN_FAILURES_PER_ACCOUNT_AND_IP_PER_MINUTE,
      loginFailuresPerIpPerMinute: e.LIMIT_LOGIN_FAILURES_PER_IP_PER_MINUTE,
      loginFailuresPerAccountPer15Min: e.LIMIT_LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN,
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            region: e.S3_REGION ?? 'us-east-1',
            forcePathStyle: e.S3_FORCE_PATH_STYLE !== 'false',
          }
        : undefined,
  };
}
