import type { Env } from './env.ts';
import type { Database, Db } from './db/client.ts';
import type { AccessTokens } from './services/access-tokens.ts';
import type { Mailer } from './services/mail.ts';
import type { ProfileCache } from './services/profile-cache.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { Storage } from './services/storage/storage.ts';
import type { AppMetrics } from './http/metrics.ts';

/** What every handler may use; built once per process in app.ts. */
export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
  tokens: AccessTokens;
  /** The server's HMAC key (access tokens, sealed OAuth state). */
  signingKey: Uint8Array;
  mailer: Mailer;
  /** Uploaded files: DATA_DIR/files, or an S3 bucket when S3_* are set. */
  storage: Storage;
  /** Signed-in users' serialized profiles; a route that changes a profile must `forget` it. */
  profiles: ProfileCache;
  /** The clock; tests inject one to move time (token expiry, invitation expiry). */
  now: () => Date;
  startedAt: Date;
  /** Sockets, the bus between processes, presence. */
  realtime: Realtime;
  /** This process's periodic jobs; a write that makes work for one kicks it by name. */
  jobs: { kick(name: string): void };
  /** This app's Prometheus registry and what feeds it (GET /metrics). */
  metrics: AppMetrics;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
