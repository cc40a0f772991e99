// GET /api/projects for a user in 200 projects of 20 members and 50 tasks each:
// 20 connections for 10 s; prints req/s and p50/p95/p99. PGlite by default, PostgreSQL when
// BENCH_DATABASE_URL is set. Run: `node bench/projects-list.mjs` (or `npm run bench -- projects-list`).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, registerUser, startServer, withSql } from './lib.mjs';

const PROJECTS = 200;
const MEMBERS = 20; // the bench user (owner) and 19 others
const TASKS = 50;

// The bundle must contain the current routes; a stale dist/ would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

async function seed(dataDir, ownerId) {
  await withSql(dataDir, async (query) => {
    const tag = `${process.pid}-${Date.now()}`;
    const others = await query(
      `INSERT INTO users (name, email) SELECT 'Member ' || g, 'bench-member-' || g || '-${tag}@example.test'
       FROM generate_series(1, $1) g RETURNING id`,
      [MEMBERS - 1],
    );
    const otherIds = others.rows.map((r) => r.id);
    await query(
      `WITH p AS (
         INSERT INTO projects (name, description, status, owner_id)
         SELECT 'Bench project ' || g, 'Seeded for the projects-list benchmark',
                (ARRAY['planning','in_progress','in_review','on_hold','completed'])[1 + g % 5], $1
         FROM generate_series(1, $2) g RETURNING id)
       INSERT INTO project_members (project_id, user_id, role) SELECT id, $1, 'owner' FROM p`,
      [ownerId, PROJECTS],
    );
    await query(
      `INSERT INTO project_members (project_id, user_id, role)
       SELECT p.id, u.id, (ARRAY['member','leader','manager','observer'])[1 + u.n % 4]
       FROM projects p CROSS JOIN unnest($2::uuid[]) WITH ORDINALITY AS u(id, n) WHERE p.owner_id = $1`,
      [ownerId, otherIds],
    );
    await query(
      `INSERT INTO tasks (project_id, title, status, position)
       SELECT p.id, 'Task ' || g, (ARRAY['todo','in_progress','in_review','done'])[1 + g % 4], g
       FROM projects p CROSS JOIN generate_series(1, $2) g WHERE p.owner_id = $1`,
      [ownerId, TASKS],
    );
    // One statement wrote 10,000 tasks, each bumping its project's row: vacuum those versions
    // away as the next transactions' page pruning would in real use.
    await query('VACUUM ANALYZE');
  });
}

/** Exact percentile from the recorded response times (autocannon's summary has no p95). */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

let server = await startServer();
const { dataDir } = server;
const user = await registerUser(server.url);
if (!process.env.BENCH_DATABASE_URL) {
  await server.stop();
}
await seed(dataDir, user.user.id);
if (!process.env.BENCH_DATABASE_URL) server = await startServer({ dataDir });

try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { access_token: token } = await login.json();
  const check = await fetch(`${server.url}/api/projects`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await check.json();
  if (
    body.length !== PROJECTS ||
    body[0].team.length !== MEMBERS ||
    body[0].tasks.total !== TASKS
  ) {
    throw new Error(
      `unexpected seed: ${body.length} projects, ${body[0]?.team.length} members, ${body[0]?.tasks.total} tasks`,
    );
  }
  const bytes = JSON.stringify(body).length;

  const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    `GET /api/projects (${engine}; ${PROJECTS} projects x ${MEMBERS} members x ${TASKS} tasks; ` +
      `${Math.round(bytes / 1024)} KB JSON; SQL statements per request while nothing changed: ` +
      `${engine === 'pglite' ? 0 : 1}, after a change: 4)`,
  );
  const etag = check.headers.get('etag');
  const variants = [
    ['uncompressed (autocannon default)', { 'accept-encoding': 'identity' }],
    ['as a browser asks (br)', { 'accept-encoding': 'gzip, deflate, br' }],
    ['browser revalidating (If-None-Match -> 304)', { 'if-none-match': etag }],
  ];
  for (const [label, extra] of variants) {
    const times = [];
    const instance = autocannon({
      url: `${server.url}/api/projects`,
      headers: { authorization: `Bearer ${token}`, ...extra },
      // BENCH_CONNECTIONS=1 shows the cost of one request without queueing behind the others.
      connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
      duration: 10,
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    const result = await instance;
    times.sort((a, b) => a - b);
    console.log(
      `  ${label}: ${Math.round(result.requests.average)} req/s  p50 ${percentile(times, 50).toFixed(1)} ms  ` +
        `p95 ${percentile(times, 95).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  ` +
        `(${times.length} requests, ${Math.round(result.throughput.average / 1024 / 1024)} MB/s, ` +
        `errors ${result.errors}, non-2xx ${result.non2xx})`,
    );
  }
} finally {
  await server.stop();
}
