// What request logging costs the board read: a project with 500 tasks seeded through the API,
// then GET /api/projects/{id}/tasks at 20 connections for 10 s with LOG_LEVEL=info (one line per
// request, written to a file), warn (nothing for a fast 200) and silent, in alternating rounds
// on the same data; medians per level and their ratio to silent. /metrics is always on.
// PGlite by default, PostgreSQL when BENCH_DATABASE_URL is set (its database is emptied of
// nothing: the seed adds one project). BENCH_ROUNDS (default 2). BENCH_SERVER_ROOT measures
// another checkout's built server (e.g. the commit before this change, whose info level wrote
// Fastify's two lines per request); it must have been built there (`node apps/server/build.mjs`).
// Run: `node bench/request-logging.mjs` (or `npm run bench -- request-logging`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT, registerUser, startServer } from './lib.mjs';

const TASKS = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LEVELS = ['info', 'warn', 'silent'];
const root = process.env.BENCH_SERVER_ROOT ? path.resolve(process.env.BENCH_SERVER_ROOT) : ROOT;

// The bundle must contain the current code; a stale dist/ would measure old code.
if (root === ROOT) {
  execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });
}

/** Sends one JSON call; throws unless it answers `expected`. */
async function call(url, token, method, urlPath, body, expected) {
  const res = await fetch(`${url}${urlPath}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expected)
    throw new Error(`${method} ${urlPath}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A project with TASKS tasks, ten created at a time. */
async function seed(url, token) {
  const project = await call(url, token, 'POST', '/api/projects', { name: 'Log bench' }, 201);
  for (let i = 0; i < TASKS; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, TASKS - i) }, (_, k) =>
        call(
          url,
          token,
          'POST',
          `/api/projects/${project.id}/tasks`,
          { title: `Task ${i + k}: a card title of ordinary length`, priority: 'medium' },
          201,
        ),
      ),
    );
  }
  return project.id;
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-bench-log-'));
const logFile = path.join(dataDir, 'server.log');
const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';

const seeding = await startServer({ dataDir, root });
const owner = await registerUser(seeding.url);
const token = owner.access_token;
const projectId = await seed(seeding.url, token);
await seeding.stop();
console.log(
  `request-logging bench (${engine}; ${TASKS} tasks; ${root === ROOT ? 'this tree' : root}; ` +
    `20 connections, 10 s per run, ${ROUNDS} rounds)`,
);

const results = Object.fromEntries(LEVELS.map((level) => [level, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Alternating order, so drift in the machine's load does not favour one level.
  const order = round % 2 === 0 ? LEVELS : [...LEVELS].reverse();
  for (const level of order) {
    const fd = fs.openSync(logFile, 'w');
    const server = await startServer({ dataDir, root, env: { LOG_LEVEL: level }, stdout: fd });
    try {
      const target = {
        url: `${server.url}/api/projects/${projectId}/tasks`,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
        connections: 20,
      };
      await autocannon({ ...target, duration: 2 }); // warm-up: caches, JIT
      const start = fs.fstatSync(fd).size;
      const result = await autocannon({ ...target, duration: 10 });
      if (result.non2xx || result.errors) throw new Error(`${level}: errors in the run`);
      const bytes = fs.fstatSync(fd).size - start;
      const rps = Math.round(result.requests.average);
      results[level].push(rps);
      console.log(
        `  round ${round + 1} LOG_LEVEL=${level.padEnd(6)} ${String(rps).padStart(6)} req/s  ` +
          `p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms  ` +
          `log ${(bytes / result.requests.total).toFixed(0)} bytes/request`,
      );
    } finally {
      await server.stop();
      fs.closeSync(fd);
    }
  }
}
const silent = median(results.silent);
for (const level of LEVELS) {
  const rps = median(results[level]);
  console.log(
    `GET /api/projects/{id}/tasks LOG_LEVEL=${level.padEnd(6)} median ${String(rps).padStart(6)} req/s ` +
      `(${results[level].join(', ')})  ${((rps / silent) * 100).toFixed(1)} % of silent`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
