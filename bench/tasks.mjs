// Task board benchmarks: a project with 500 tasks seeded through the API, then
//   1. GET /api/projects/{id}/tasks at 20 connections for 10 s (req/s, p50/p99);
//   2. POST /api/projects/{id}/tasks at 20 connections for 10 s (req/s, p50/p99).
// PGlite by default, PostgreSQL when BENCH_DATABASE_URL is set.
// Run: `node bench/tasks.mjs` (or `npm run bench -- tasks`).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, registerUser, report, startServer } from './lib.mjs';
import { addMember } from './realtime-lib.mjs';

const TASKS = 500;
const MEMBERS = 5;
const STATUSES = ['todo', 'in_progress', 'in_review', 'done'];
const PRIORITIES = ['low', 'medium', 'high'];

// The bundle must contain the current routes; a stale dist/ would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

/** Sends one JSON call; throws unless it answers `expected`. */
async function call(url, token, method, path, body, expected) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expected)
    throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

/** A project with MEMBERS members and TASKS tasks spread over columns, made through the API. */
async function seed(url, owner) {
  const token = owner.access_token;
  const project = await call(url, token, 'POST', '/api/projects', { name: 'Board bench' }, 201);
  const members = [owner.user.id];
  for (let i = 1; i < MEMBERS; i++) {
    const user = await registerUser(url);
    await addMember(url, owner, project.id, user);
    members.push(user.user.id);
  }
  // Ten at a time: quick to seed, and the column lock sees real concurrency.
  for (let i = 0; i < TASKS; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, TASKS - i) }, (_, k) => {
        const n = i + k;
        return call(
          url,
          token,
          'POST',
          `/api/projects/${project.id}/tasks`,
          {
            title: `Task ${n}: a card title of ordinary length`,
            description: n % 3 ? '' : 'Some details about what needs doing and why.',
            status: STATUSES[n % 4],
            priority: PRIORITIES[n % 3],
            ...(n % 5 && { assignee_id: members[n % MEMBERS] }),
            ...(n % 2 && { due_date: `2031-0${1 + (n % 9)}-1${n % 10}` }),
          },
          201,
        );
      }),
    );
  }
  return project.id;
}

/** Runs autocannon, recording every response time for exact percentiles. */
async function measure(options) {
  const times = [];
  const instance = autocannon({ connections: 20, duration: 10, ...options });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)];
  return {
    rps: Math.round(result.requests.average),
    p50: at(50)?.toFixed(1),
    p99: at(99)?.toFixed(1),
    errors: result.errors,
    non2xx: result.non2xx,
    count: times.length,
  };
}

const server = await startServer();
try {
  const owner = await registerUser(server.url);
  const token = owner.access_token;
  const seedStart = performance.now();
  const projectId = await seed(server.url, owner);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  const tasks = await call(
    server.url,
    token,
    'GET',
    `/api/projects/${projectId}/tasks`,
    undefined,
    200,
  );
  if (tasks.length !== TASKS) throw new Error(`expected ${TASKS} tasks, got ${tasks.length}`);
  const kb = Math.round(JSON.stringify(tasks).length / 1024);
  const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    `tasks bench (${engine}; seeded ${TASKS} tasks through the API in ${seedSeconds.toFixed(1)} s; ` +
      `board JSON ${kb} KB; 20 connections, 10 s each)`,
  );

  // The same server's cheapest route, as a yardstick for how loaded the machine is right now.
  const health = await measure({ url: `${server.url}/health`, duration: 5 });
  report('GET /health (yardstick, 5 s)', health);

  const board = await measure({
    url: `${server.url}/api/projects/${projectId}/tasks`,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  report(`GET /api/projects/{id}/tasks (${TASKS} tasks)`, board);

  // A second project, so the board measured above keeps its 500 tasks.
  const target = await call(
    server.url,
    token,
    'POST',
    '/api/projects',
    { name: 'Create bench' },
    201,
  );
  const create = await measure({
    url: `${server.url}/api/projects/${target.id}/tasks`,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-encoding': 'identity',
    },
    body: JSON.stringify({ title: 'Benchmark task', priority: 'high', assignee_id: owner.user.id }),
  });
  report('POST /api/projects/{id}/tasks (one column)', create);
  const created = await call(
    server.url,
    token,
    'GET',
    `/api/projects/${target.id}/tasks`,
    undefined,
    200,
  );
  const distinct = new Set(created.map((t) => t.position)).size;
  console.log(
    `  created ${created.length} tasks in one column; ${distinct} distinct positions` +
      (distinct === created.length ? '' : '  (DUPLICATES)'),
  );
} finally {
  await server.stop();
}
