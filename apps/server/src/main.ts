import path from 'node:path';
import { loadEnv } from './env.ts';
import { openDatabase } from './db/client.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { ensureEmbeddedCluster } from './db/embedded-cluster.ts';
import { safeErrorMessage } from './http/error-log.ts';
import { openBackupChannel } from './backup/backup-channel.ts';
import { SHARED_SWEEP_GRACE_MS, sweepStorage } from './services/storage/sweep-storage.ts';
import { STORED_FILES } from './modules/index.ts';

/** Starts one process: migrate, serve, and shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const env = loadEnv();
  const releaseDataDir = env.databaseUrl ? () => {} : lockDataDir(env.dataDir);
  // Open and migrate the database while the HTTP stack loads: the embedded engine's WebAssembly
  // compiles on background threads, so the two overlap and start-up gets shorter.
  // A new embedded cluster is created (and migrated) by a short-lived child process, so the
  // memory initdb grows is given back before this process opens it (db/embedded-cluster.ts).
  const embeddedDir = path.join(env.dataDir, 'pglite');
  const ready = (env.databaseUrl ? Promise.resolve() : ensureEmbeddedCluster(embeddedDir))
    .then(() =>
      openDatabase(
        env.databaseUrl
          ? { kind: 'postgres', url: env.databaseUrl, timeouts: env.databaseTimeouts }
          : { kind: 'embedded', dataDir: embeddedDir },
      ),
    )
    .then(async (database) => {
      await database.migrate();
      return database;
    });
  const { buildApp, jobsFromSetting } = await import('./app.ts');
  // Taken before the app (and its jobs, which store files too) starts: the sweep below looks only
  // at files older than this, never at one this process is writing.
  const startedAt = Date.now();
  const database = await ready;
  const app = await buildApp({ env, database, jobs: jobsFromSetting(env.jobs) });
  // What a killed process left in storage goes before the first request. On the embedded
  // database this is the only process (the data-dir lock), so every file on disk is finished or
  // abandoned; other processes may be mid-upload on PostgreSQL or into a bucket, so there only
  // files older than the grace period are considered. A failed sweep never stops the start.
  const shared = Boolean(env.databaseUrl) || env.s3 !== undefined;
  await sweepStorage(
    { db: app.ctx.db, storage: app.ctx.storage, owners: STORED_FILES, log: app.log },
    new Date(shared ? startedAt - SHARED_SWEEP_GRACE_MS : startedAt),
  ).catch((error: unknown) => app.log.error({ err: error }, 'storage: start-up sweep failed'));
  await app.listen({ port: env.port, host: env.host });
  // `npm run backup` cannot open the embedded database beside this process: it asks this process
  // for a copy instead (backup/backup-channel.ts). This process holds the data-dir lock, so a
  // socket already there is a killed process's and is replaced.
  const closeBackupChannel = database.snapshot
    ? await openBackupChannel(env.dataDir, database.snapshot, app.log)
    : async () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Keep-alive connections that finish a request after close() began would otherwise linger
    // until their keep-alive timeout (72 s): close each one as soon as it turns idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    await closeBackupChannel();
    // Stops accepting, waits for in-flight requests, then closes the database (onClose hook).
    await app.close();
    clearInterval(sweep);
    releaseDataDir();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  // A failed start-up statement's message would list its parameters (the generated secrets).
  console.error(error instanceof Error ? safeErrorMessage(error.message) : error);
  process.exit(1);
});
