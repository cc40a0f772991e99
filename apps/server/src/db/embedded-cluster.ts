import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fork } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { SERVER_ROOT } from '../paths.ts';
import { migrateEmbedded } from './migrate.ts';

// Settings that keep the embedded engine's memory small: one app process is its only client.
export const EMBEDDED_CONF = ['shared_buffers=32MB', 'work_mem=4MB', 'maintenance_work_mem=16MB'];

// The child's entry file: next to this file when running from src/ (tsx), an entry point of its
// own in the bundle (apps/server/build.mjs) when running from dist/.
const CHILD_FILE = fileURLToPath(import.meta.url).endsWith('.ts')
  ? path.join(SERVER_ROOT, 'src', 'db', 'create-embedded-cluster.ts')
  : path.join(SERVER_ROOT, 'dist', 'create-embedded-cluster.js');

/** True when `dataDir` holds a PostgreSQL cluster (initdb finished there). */
function isEmbeddedCluster(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** initdb + migrations into `dataDir`, then closes. Runs in the child process. */
export async function initializeEmbeddedCluster(dataDir: string): Promise<void> {
  const client = await PGlite.create(dataDir, { postgresqlconf: EMBEDDED_CONF });
  try {
    await migrateEmbedded(client);
  } finally {
    await client.close();
  }
}

/**
 * Creates and migrates the embedded cluster in `dataDir` when it does not exist yet.
 *
 * initdb grows PGlite's WebAssembly memory to ~700 MB, and WebAssembly memory never shrinks:
 * done in this process, the first start would keep that memory for its whole life. A short-lived
 * child process does it instead and exits, and this process then opens an existing cluster, as
 * every restart does (~230 MB). A worker thread is not enough: its WebAssembly memory is freed
 * when it exits, but ~190 MB stays behind in the C allocator's per-thread arenas.
 *
 * The cluster is built in a sibling folder and renamed into place once complete, so a start
 * that is killed half-way leaves no half-made cluster behind. Callers hold the data-dir lock.
 */
export async function ensureEmbeddedCluster(dataDir: string): Promise<void> {
  if (isEmbeddedCluster(dataDir)) return;
  const building = `${dataDir}.creating`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  await runChild(building);
  // An empty folder left where the cluster goes (PGlite's own initdb would fill it) is replaced.
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length === 0) fs.rmdirSync(dataDir);
  fs.renameSync(building, dataDir);
}

function runChild(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // This process's Node options go to the child too (a start from src/ needs tsx there), except
    // the inspector's: the child would try to listen on the same port.
    const execArgv = process.execArgv.filter((arg) => !/^--(inspect|debug)/.test(arg));
    const child = fork(CHILD_FILE, [dataDir], {
      execArgv,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let reported: string | undefined;
    child.on('message', (message: { error?: string }) => {
      reported = message.error;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `Creating the database in ${dataDir} failed: ${reported ?? `exit ${signal ?? code}`}`,
          ),
        );
    });
  });
}
