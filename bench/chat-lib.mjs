// Shared pieces of the chat benchmarks (bench/chat-*.mjs): a server on one engine whose database
// the benchmark may also seed directly with SQL (thousands of messages through the API would take
// far longer than the measurement), a team with a project thread made through the API, and
// autocannon runs with exact percentiles. Not a benchmark itself (bench/run.mjs skips it).
// Built on bench/realtime-lib.mjs (server build, fresh PostgreSQL databases, sign-up).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { ROOT, freePort, rssMb, waitForHealth } from './lib.mjs';
import {
  SERVER_ROOT,
  buildServer,
  call,
  dropDatabase,
  freshDatabase,
  percentile,
  projectWithMembers,
  registerUsers,
  startClient,
} from './realtime-lib.mjs';

// The same secret as the realtime benchmarks' servers: tokens survive a restart.
const JWT_SECRET = 'realtime-bench-secret-realtime-bench-secret';

let snapshot;
/**
 * The server build this run measures, copied out of apps/server/dist: other benchmark runs
 * rebuild that folder (renaming its chunks) while a chat benchmark restarts its server minutes
 * later. The copy lives under node_modules/.cache, so the bundle's external packages still
 * resolve from the repository's node_modules; migrations and package.json come along (the server
 * finds its root by the package name).
 */
function serverSnapshot() {
  if (snapshot) return snapshot;
  buildServer();
  const from = path.join(SERVER_ROOT, 'apps/server');
  snapshot = path.join(ROOT, 'node_modules/.cache', `crewline-chat-bench-${process.pid}`);
  for (const part of ['package.json', 'migrations', 'dist'])
    fs.cpSync(path.join(from, part), path.join(snapshot, part), { recursive: true });
  process.once('exit', () => fs.rmSync(snapshot, { recursive: true, force: true }));
  return snapshot;
}

/** Starts the snapshot's server with `env` added (DATABASE_URL, or DATA_DIR for PGlite). */
async function startServer(env) {
  const root = serverSnapshot();
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHealth(`${url}/health`, startedAt),
    exited.then((code) => Promise.reject(new Error(`server exited (${code}) while starting`))),
  ]);
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/api/notifications/ws`,
    rssMb: () => rssMb(child.pid),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The engines a chat benchmark runs on: embedded PGlite always, PostgreSQL when
 * BENCH_DATABASE_URL names a server where databases may be created. BENCH_ENGINES=pglite (or
 * postgresql) keeps one.
 */
export function chosenEngines() {
  const only = process.env.BENCH_ENGINES?.split(',');
  return ['pglite', 'postgresql'].filter((engine) => {
    if (only && !only.includes(engine)) return false;
    if (engine === 'postgresql' && !process.env.BENCH_DATABASE_URL) {
      console.log('postgresql: skipped (set BENCH_DATABASE_URL)');
      return false;
    }
    return true;
  });
}

/**
 * A server on `engine` ('pglite' or 'postgresql', the latter in a fresh database `dbName`), plus
 * `sql(fn)`: runs `fn(query)` on its database. PGlite allows one process per data directory, so
 * there the server is stopped for the seeding and started again on the same directory (the
 * shared JWT secret keeps tokens valid across the restart). `stop()` removes the data.
 */
export async function chatEngine(engine, dbName) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-chat-bench-'));
  const databaseUrl = engine === 'postgresql' ? await freshDatabase(dbName) : undefined;
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  let server = await startServer(env);
  return {
    engine,
    get url() {
      return server.url;
    },
    get wsUrl() {
      return server.wsUrl;
    },
    rssMb: () => server.rssMb(),
    async sql(fn) {
      if (databaseUrl) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return await fn((text, params) => client.query(text, params));
        } finally {
          await client.end();
        }
      }
      await server.stop();
      const db = await PGlite.create(path.join(dataDir, 'pglite'));
      try {
        return await fn((text, params) => db.query(text, params));
      } finally {
        await db.close();
        server = await startServer(env);
      }
    },
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (databaseUrl) await dropDatabase(dbName);
    },
  };
}

/**
 * A team through the API: `size` users (the first owns a project the others are members of) and
 * a project thread titled `title`. Returns {users, owner, project, thread}.
 */
export async function teamWithThread(url, size, title = 'General') {
  const users = await registerUsers(url, size);
  const [owner, ...members] = users;
  const project = await projectWithMembers(url, owner, members);
  const thread = await newThread(url, owner, project.id, title);
  return { users, owner, project, thread };
}

/** One more project thread. */
export function newThread(url, owner, projectId, title) {
  return call(
    url,
    owner.access_token,
    'POST',
    '/api/threads',
    { title, context_type: 'project', context_id: projectId },
    201,
  );
}

/**
 * Runs autocannon (20 connections, 10 s unless told), recording every response time: exact
 * percentiles rather than autocannon's histogram buckets. Every answer must be `expected`.
 */
export async function measure(options, expected = 200) {
  const times = [];
  let unexpected = 0;
  const instance = autocannon({ connections: 20, duration: 10, ...options });
  instance.on('response', (_client, status, _bytes, responseTime) => {
    times.push(responseTime);
    if (status !== expected) unexpected += 1;
  });
  const result = await instance;
  if (unexpected || result.errors)
    throw new Error(
      `${options.url}: ${unexpected} answers not ${expected}, ${result.errors} errors`,
    );
  return {
    rps: Math.round(result.requests.average),
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    count: times.length,
  };
}

/** One result line: req/s, p50 and p99, and what p99 is measured against. */
export function reportLine(label, r, extra = '') {
  console.log(
    `  ${label.padEnd(52)} ${String(r.rps).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms` +
      `  p99 ${r.p99.toFixed(1).padStart(6)} ms${extra}`,
  );
}

/** "met" or "MISSED" for a p99 against its target. */
export function verdict(p99, target) {
  return `target p99 < ${target} ms: ${p99 < target ? 'met' : 'MISSED'}`;
}

/** A socket client process running bench/chat-client.mjs (see `startClient`). */
export function startChatClient() {
  return startClient('bench/chat-client.mjs');
}
