// Realtime publishing cost: POST /api/tasks at 20 connections for 10 s on PostgreSQL, with
// realtime publishing off, on with the LISTEN/NOTIFY bus (no socket open, then 10 sockets of the
// project's owner listening, which adds the delivery: one query per event and the sends), and on
// with the Redis bus (10 sockets). There is no setting that turns publishing off, so "off" is the
// server at commit 4342784 (the last one before realtime: after-commit publishing exists there but
// no publisher is wired). The variants alternate, round after round (A/B/C/D, B/C/D/A...), each run
// on a fresh database and server; the figure per variant is the median of its rounds, and the cost
// of publishing is 1 - (req/s with it) / (req/s without it). Target: < 15 %.
// Needs BENCH_DATABASE_URL (a PostgreSQL server where databases may be created); the Redis
// variant also BENCH_REDIS_URL. BENCH_BASELINE_ROOT names a checkout of 4342784 to use; without
// it one is made with `git worktree add` in the temp folder (node_modules linked to ours).
// BENCH_ROUNDS (default 3).
// Run: `BENCH_DATABASE_URL=postgres://... BENCH_REDIS_URL=redis://... node bench/realtime-publish.mjs`
// (or `npm run bench -- realtime-publish`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ROOT } from './lib.mjs';
import {
  SERVER_ROOT,
  call,
  describeTree,
  dropDatabase,
  freshDatabase,
  percentile,
  registerUsers,
  sleep,
  startClient,
  startServer,
  machineLoad,
} from './realtime-lib.mjs';

const BASELINE_COMMIT = '4342784';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SOCKETS = 10;
const TARGET_PERCENT = 15;
const DB_NAME = 'bench_rt_publish';

/** A checkout of the commit before realtime, sharing this checkout's node_modules. */
function baselineRoot() {
  if (process.env.BENCH_BASELINE_ROOT) return path.resolve(process.env.BENCH_BASELINE_ROOT);
  const dir = path.join(os.tmpdir(), `crewline-bench-${BASELINE_COMMIT}`);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE_COMMIT], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  // Every installed package but our own workspaces, which must be the baseline's.
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(path.join(modules, '@crewline'), { recursive: true });
  for (const name of fs.readdirSync(path.join(ROOT, 'node_modules'))) {
    if (name === '@crewline' || fs.existsSync(path.join(modules, name))) continue;
    fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
  for (const [name, target] of [
    ['shared', '../../packages/shared'],
    ['server', '../../apps/server'],
  ]) {
    if (!fs.existsSync(path.join(modules, '@crewline', name)))
      fs.symlinkSync(target, path.join(modules, '@crewline', name));
  }
  return dir;
}

const VARIANTS = [
  { id: 'off', name: `off (server at ${BASELINE_COMMIT}, before realtime)`, baseline: true },
  { id: 'notify', name: 'on, NOTIFY bus, no socket' },
  { id: 'notify+sockets', name: `on, NOTIFY bus, ${SOCKETS} sockets listening`, sockets: true },
  {
    id: 'redis+sockets',
    name: `on, Redis bus, ${SOCKETS} sockets listening`,
    sockets: true,
    redis: true,
  },
];

async function run(variant, root) {
  const env = { DATABASE_URL: await freshDatabase(DB_NAME) };
  if (variant.redis) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  const server = await startServer({ root: variant.baseline ? root : SERVER_ROOT, env });
  let client;
  try {
    const [owner] = await registerUsers(server.url, 1);
    const token = owner.access_token;
    const project = await call(
      server.url,
      token,
      'POST',
      '/api/projects',
      { name: 'Publish bench' },
      201,
    );
    if (variant.sockets) {
      client = startClient();
      await client.open(server.wsUrl, [token], SOCKETS);
    }
    const options = {
      url: `${server.url}/api/tasks`,
      method: 'POST',
      connections: 20,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-encoding': 'identity',
      },
      body: JSON.stringify({ title: 'Benchmark task', priority: 'high', project_id: project.id }),
    };
    await autocannon({ ...options, duration: 2 });
    await sleep(500);
    const result = await autocannon({ ...options, duration: 10 });
    // Requests autocannon abandoned at its end are still running: let them finish before the
    // server stops (else they log failed queries on a closed pool).
    await sleep(1_000);
    if (result.non2xx || result.errors)
      throw new Error(`${variant.id}: non-2xx ${result.non2xx}, errors ${result.errors}`);
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rss: server.rssMb(),
    };
  } finally {
    await client?.stop();
    await server.stop();
    await dropDatabase(DB_NAME);
  }
}

if (!process.env.BENCH_DATABASE_URL) {
  console.log('realtime publish bench skipped: set BENCH_DATABASE_URL (PostgreSQL)');
} else {
  const variants = VARIANTS.filter((v) => !v.redis || process.env.BENCH_REDIS_URL);
  const root = baselineRoot();
  console.log(
    `realtime publish bench (server ${describeTree()} at ${SERVER_ROOT}, "off" ${describeTree(root)} at ${root}; ` +
      `POST /api/tasks, 20 connections, 10 s after 2 s warm-up; PostgreSQL; ${ROUNDS} rounds, variants alternating; ${machineLoad()})`,
  );
  if (variants.length < VARIANTS.length)
    console.log('  (Redis variant skipped: set BENCH_REDIS_URL)');
  const results = new Map(variants.map((v) => [v.id, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (let k = 0; k < variants.length; k++) {
      const variant = variants[(round + k) % variants.length];
      const r = await run(variant, root);
      results.get(variant.id).push(r);
      console.log(
        `  round ${round + 1} ${variant.id.padEnd(15)} ${Math.round(r.rps).toString().padStart(6)} req/s` +
          `  p50 ${r.p50} ms  p99 ${r.p99} ms  RSS ${Math.round(r.rss)} MB`,
      );
    }
  }
  console.log(`(${machineLoad()} at the end)`);
  const median = (id, key) =>
    percentile(
      results.get(id).map((r) => r[key]),
      50,
    );
  const off = median('off', 'rps');
  for (const variant of variants) {
    const rps = median(variant.id, 'rps');
    const cost = (1 - rps / off) * 100;
    console.log(
      `${variant.name.padEnd(44)} ${Math.round(rps).toString().padStart(6)} req/s (median; rounds: ` +
        `${results
          .get(variant.id)
          .map((r) => Math.round(r.rps))
          .join(', ')})  p50 ${median(variant.id, 'p50')} ms` +
        (variant.baseline
          ? ''
          : `  | cost ${cost.toFixed(1)} %: target < ${TARGET_PERCENT} % ${cost < TARGET_PERCENT ? 'met' : 'MISSED'}`),
    );
  }
}
