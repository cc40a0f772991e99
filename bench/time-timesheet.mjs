// Project timesheet with 100,000 time entries: a project of 10 members whose entries
// (45 min each, one an hour per person, ~14 months) are seeded with SQL, then at 10 and 20
// connections for 10 s each:
//   1. GET /api/projects/{id}/timesheet?week=… (per member per day sums: the web's Time tab);
//   2. GET /api/projects/{id}/time-entries?start_date=&end_date= for the same week (the list).
// Target: p99 < 100 ms. PGlite by default, PostgreSQL when BENCH_DATABASE_URL is set.
// Run: `node bench/time-timesheet.mjs` (or `npm run bench -- time-timesheet`).
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT, registerUser, startServer, withSql } from './lib.mjs';

const ENTRIES = 100_000;
const MEMBERS = 10; // the bench user (owner) and 9 others
const FIRST_MONDAY = '2025-01-06';
const WEEK = '2025-06-02'; // a week in the middle of the seeded range

// The bundle must contain the current routes; a stale dist/ would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

async function seed(dataDir, ownerId) {
  return withSql(dataDir, async (query) => {
    const tag = `${process.pid}-${Date.now()}`;
    const project = await query(
      `INSERT INTO projects (name, description, status, owner_id)
       VALUES ('Timesheet bench', '', 'planning', $1) RETURNING id`,
      [ownerId],
    );
    const projectId = project.rows[0].id;
    await query(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [projectId, ownerId],
    );
    await query(
      `WITH u AS (
         INSERT INTO users (name, email)
         SELECT 'Member ' || g, 'bench-time-' || g || '-${tag}@example.test' FROM generate_series(1, $1) g
         RETURNING id)
       INSERT INTO project_members (project_id, user_id, role) SELECT $2, id, 'member' FROM u`,
      [MEMBERS - 1, projectId],
    );
    // Entry g belongs to member g % MEMBERS and starts at hour g / MEMBERS: nobody overlaps.
    await query(
      `WITH m AS (SELECT array_agg(user_id ORDER BY user_id) AS ids FROM project_members WHERE project_id = $1)
       INSERT INTO time_entries (project_id, user_id, start_time, end_time, duration_minutes, description, billable)
       SELECT $1, m.ids[1 + g % $3],
              $4::timestamptz + (g / $3) * interval '1 hour',
              $4::timestamptz + (g / $3) * interval '1 hour' + interval '45 minutes',
              45, 'Bench entry ' || g, g % 3 = 0
       FROM m, generate_series(0, $2 - 1) g`,
      [projectId, ENTRIES, MEMBERS, `${FIRST_MONDAY}T00:00:00Z`],
    );
    await query('ANALYZE time_entries');
    return projectId;
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(url, token, connections) {
  const times = [];
  const instance = autocannon({
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    connections,
    duration: 10,
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  times.sort((a, b) => a - b);
  return (
    `${Math.round(result.requests.average)} req/s  p50 ${percentile(times, 50).toFixed(1)} ms  ` +
    `p99 ${percentile(times, 99).toFixed(1)} ms  (${times.length} requests, errors ${result.errors}, ` +
    `non-2xx ${result.non2xx})`
  );
}

let server = await startServer();
const { dataDir } = server;
const user = await registerUser(server.url);
if (!process.env.BENCH_DATABASE_URL) await server.stop();
const seedStart = performance.now();
const projectId = await seed(dataDir, user.user.id);
const seedSeconds = (performance.now() - seedStart) / 1000;
if (!process.env.BENCH_DATABASE_URL) server = await startServer({ dataDir });

try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { access_token: token } = await login.json();
  const sheetUrl = `${server.url}/api/projects/${projectId}/timesheet?week=${WEEK}`;
  const weekEnd = new Date(Date.parse(`${WEEK}T00:00:00Z`) + 6 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const listUrl = `${server.url}/api/projects/${projectId}/time-entries?start_date=${WEEK}&end_date=${weekEnd}`;
  const sheet = await (
    await fetch(sheetUrl, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const list = await (
    await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  // 7 days x 24 hours x 10 members, 45 minutes each.
  if (sheet.members?.length !== MEMBERS || sheet.totals.total_minutes !== 7 * 24 * MEMBERS * 45)
    throw new Error(`unexpected timesheet: ${JSON.stringify(sheet).slice(0, 300)}`);
  if (list.length !== 7 * 24 * MEMBERS) throw new Error(`unexpected list: ${list.length} entries`);
  const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    `time-timesheet (${engine}; ${ENTRIES} entries, ${MEMBERS} members, seeded in ${seedSeconds.toFixed(1)} s; ` +
      `week ${WEEK}: ${list.length} entries, timesheet ${Math.round(JSON.stringify(sheet).length / 1024)} KB, ` +
      `list ${Math.round(JSON.stringify(list).length / 1024)} KB)`,
  );
  for (const connections of [10, 20]) {
    console.log(
      `  timesheet, ${connections} connections: ${await measure(sheetUrl, token, connections)}`,
    );
    console.log(
      `  week list, ${connections} connections: ${await measure(listUrl, token, connections)}`,
    );
  }
} finally {
  await server.stop();
}
