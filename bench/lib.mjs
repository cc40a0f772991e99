// Shared pieces of the benchmarks: start the built server, register users, run autocannon.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the server bundle when it is missing. */
export function ensureServerBuild() {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
  }
}

/** Waits until GET url answers 200; returns the milliseconds it took. */
export async function waitForHealth(url, startedAt = performance.now(), timeoutMs = 60_000) {
  while (performance.now() - startedAt < timeoutMs) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return performance.now() - startedAt;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the built server on a fresh (or given) data directory, on PGlite or on
 * BENCH_DATABASE_URL when set. Returns its URL, pid, start time and a stop function. `env`
 * overrides its settings (LOG_LEVEL is warn unless given), `stdout` is where its log goes (a
 * file descriptor; default: this process's), `root` the checkout whose bundle runs.
 */
export async function startServer({
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-bench-')),
  env = {},
  stdout = 'inherit',
  root = ROOT,
} = {}) {
  if (root === ROOT) ensureServerBuild();
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const startMs = await waitForHealth(`${url}/health`, startedAt);
  return {
    url,
    pid: child.pid,
    dataDir,
    startMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)[1]) / 1024;
}

let counter = 0;
/** Registers a fresh user; returns its tokens. */
export async function registerUser(url) {
  counter += 1;
  const email = `bench-${process.pid}-${Date.now()}-${counter}@example.test`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Bench ${counter}`, email, password: 'Bench!pass1' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  return { email, password: 'Bench!pass1', ...(await res.json()) };
}

/** Runs autocannon and returns {rps, p50, p95, p99, errors, non2xx}. */
export async function load(options) {
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p95: result.latency.p97_5 ?? result.latency.p90,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/** Prints one result line. */
export function report(name, r) {
  console.log(
    `${name.padEnd(44)} ${String(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms` +
      (r.errors || r.non2xx ? `  (errors ${r.errors}, non-2xx ${r.non2xx})` : ''),
  );
}

/**
 * Runs seed statements on the bench's database: PostgreSQL when BENCH_DATABASE_URL is set, else
 * the server's PGlite data dir (server stopped first: one process per data dir).
 */
export async function withSql(dataDir, fn) {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await fn((text, params) => db.query(text, params));
  } finally {
    await db.close();
  }
}
