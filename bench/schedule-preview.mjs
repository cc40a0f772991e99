// Rescheduling preview on a 500-task chain: one project whose tasks are seeded with SQL, each
// one day long and blocking the next (a tight chain, so moving the first task a day later moves
// all 500). Sequential requests, one at a time, N samples each after a warm-up:
//   1. POST /api/projects/{id}/schedule/preview moving the first task a day later (500 moves);
//   2. GET /api/projects/{id}/timeline (500 tasks, 499 links: slack and critical path);
//   3. baseline: GET /api/projects/{id} (one project read), in the same run.
// Target: preview p99 < 200 ms on PostgreSQL. PGlite by default, PostgreSQL when
// BENCH_DATABASE_URL is set. BENCH_SAMPLES (default 200) sets N.
// Run: `node bench/schedule-preview.mjs` (or `npm run bench -- schedule-preview`).
import { execFileSync } from 'node:child_process';
import { ROOT, registerUser, startServer, withSql } from './lib.mjs';

const CHAIN = 500;
const FIRST_DAY = '2030-01-01';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = Math.min(10, SAMPLES);

// The bundle must contain the current routes; a stale dist/ would measure old code.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

async function seed(dataDir, ownerId) {
  return withSql(dataDir, async (query) => {
    const project = await query(
      `INSERT INTO projects (name, description, status, owner_id)
       VALUES ('Schedule bench', '', 'planning', $1) RETURNING id`,
      [ownerId],
    );
    const projectId = project.rows[0].id;
    await query(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'owner')`,
      [projectId, ownerId],
    );
    // Task g starts and is due on day g (a due day is stored at UTC midnight).
    await query(
      `INSERT INTO tasks (project_id, title, status, position, start_date, due_date, created_by)
       SELECT $1, 'Step ' || g, 'todo', g, $2::date + g, ($2::date + g)::timestamp AT TIME ZONE 'UTC', $3
       FROM generate_series(0, $4 - 1) g`,
      [projectId, FIRST_DAY, ownerId, CHAIN],
    );
    // Each task blocks the next one by position.
    await query(
      `INSERT INTO task_dependencies (blocker_task_id, blocked_task_id)
       SELECT id, next_id FROM (
         SELECT id, lead(id) OVER (ORDER BY position) AS next_id FROM tasks WHERE project_id = $1
       ) s WHERE next_id IS NOT NULL`,
      [projectId],
    );
    const first = await query(`SELECT id FROM tasks WHERE project_id = $1 AND position = 0`, [
      projectId,
    ]);
    await query('ANALYZE tasks');
    await query('ANALYZE task_dependencies');
    return { projectId, firstTaskId: first.rows[0].id };
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Times `SAMPLES` sequential calls after a warm-up; throws on any answer but 200. */
async function sample(name, call) {
  const times = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const started = performance.now();
    const res = await call();
    const body = await res.text();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${body.slice(0, 300)}`);
    if (i >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(28)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  (${times.length} samples)`,
  );
}

let server = await startServer();
const { dataDir } = server;
const user = await registerUser(server.url);
if (!process.env.BENCH_DATABASE_URL) await server.stop();
const seedStart = performance.now();
const { projectId, firstTaskId } = await seed(dataDir, user.user.id);
const seedSeconds = (performance.now() - seedStart) / 1000;
if (!process.env.BENCH_DATABASE_URL) server = await startServer({ dataDir });

try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  const { access_token: token } = await login.json();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const previewUrl = `${server.url}/api/projects/${projectId}/schedule/preview`;
  const body = JSON.stringify({
    task_id: firstTaskId,
    start_date: '2030-01-02',
    due_date: '2030-01-02',
  });
  const preview = () => fetch(previewUrl, { method: 'POST', headers, body });
  const check = await (await preview()).json();
  if (check.moves?.length !== CHAIN) {
    throw new Error(`expected ${CHAIN} moves: ${JSON.stringify(check).slice(0, 300)}`);
  }
  const engine = process.env.BENCH_DATABASE_URL ? 'postgresql' : 'pglite';
  console.log(
    `schedule-preview (${engine}; a ${CHAIN}-task chain seeded in ${seedSeconds.toFixed(1)} s; ` +
      `preview ${Math.round(JSON.stringify(check).length / 1024)} KB, ${check.moves.length} moves)`,
  );
  await sample('preview (500 moves)', preview);
  await sample('timeline (500 tasks)', () =>
    fetch(`${server.url}/api/projects/${projectId}/timeline`, { headers }),
  );
  await sample('baseline GET project', () =>
    fetch(`${server.url}/api/projects/${projectId}`, { headers }),
  );
} finally {
  await server.stop();
}
