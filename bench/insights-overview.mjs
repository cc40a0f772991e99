// Insights benchmark: 50 projects, 20,000 tasks (800 of them deleted since) and ~200,000 task
// history rows spread over the last year, all of one owner with 19 members as assignees; the
// largest project has 5,000 tasks and ~50,000 rows.
//   1. One request at a time, uncached (BENCH_SAMPLES, default 30, after each route's first
//      read, reported apart: it reads the whole history into the process): before each GET the
//      bench moves a task of the largest project to the other column (PUT /api/tasks/{id}, not
//      timed), so the insight cache (project_insight_versions) misses for that project and for
//      the overview, and the history grows by one row as it would in use. GET /api/notification-preferences (a small read
//      behind the same sign-in) is the baseline; then GET /api/insights/overview (target p99
//      < 100 ms on PostgreSQL, < 250 ms on PGlite), the largest project's 90-day burndown
//      (target p99 < 50 ms on PostgreSQL), its default 21-day burndown and its flow.
//   2. BENCH_CONNECTIONS (default 10) for BENCH_DURATION s (default 5), nothing changing (so
//      served from the insight cache): the baseline, the
//      overview (same targets) and the largest project's burndown and flow, as ratios of the
//      baseline's p99. Run second: a concurrent run leaves a backlog the server works through.
// Users and the sign-in go through the API; projects, tasks and history are seeded with SQL
// (bench/insights-lib.mjs: INSERT ... SELECT generate_series, the same statements on both
// engines), then VACUUM ANALYZE.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES keeps one).
// Run: `node bench/insights-overview.mjs` (or `npm run bench -- insights-overview`).
import {
  call,
  describeTree,
  machineLoad,
  percentile,
  registerUsers,
  SERVER_ROOT,
} from './realtime-lib.mjs';
import { chatEngine, chosenEngines, measure, reportLine, verdict } from './chat-lib.mjs';
import { PROJECTS, seedInsights } from './insights-lib.mjs';

const TASKS = Number(process.env.BENCH_TASKS ?? 20_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 30);
const TARGETS = { pglite: 250, postgresql: 100 };
const BURNDOWN_TARGET = 50;
const DB_NAME = 'bench_insights';
// Whether the moved task is in In Progress now; it starts in To Do (see the board filter below).
let moved = false;

/**
 * One GET at a time, each after an untimed PUT that moves a task of the project to the other
 * column. Always a real change (todo and in_progress alternate on one task), so every GET
 * misses the insight cache: a PUT to the status a task already has would change nothing.
 * The route's first read is reported apart (`first`): it is the one that reads a project's
 * whole history into the process (once per process and project); the samples come after it.
 */
async function uncached(url, token, route, taskIds) {
  const times = [];
  const taskId = taskIds[0];
  for (let i = 0; i <= SAMPLES; i += 1) {
    moved = !moved;
    const status = moved ? 'in_progress' : 'todo';
    await call(url, token, 'PUT', `/api/tasks/${taskId}`, { status }, 200);
    const started = performance.now();
    const res = await fetch(`${url}${route}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
  }
  const first = times.shift();
  const rps = Math.round((1000 * times.length) / times.reduce((sum, ms) => sum + ms, 0));
  return {
    rps,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    count: times.length,
    first,
  };
}

const firstRead = (r) => ` | first read ${r.first.toFixed(1)} ms`;

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  try {
    const [owner] = await registerUsers(engine.url, 1);
    const token = owner.access_token;
    const started = performance.now();
    const counts = await engine.sql((query) => seedInsights(query, owner.user.id, TASKS));
    console.log(
      `${engineName}: seeded ${PROJECTS} projects, ${counts.tasks} tasks (+${counts.deleted} deleted), ` +
        `${counts.history} history rows (${counts.big_history} in the largest project) in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const big = counts.big;
    const overview = await call(engine.url, token, 'GET', '/api/insights/overview', undefined, 200);
    if (overview.projects.length !== PROJECTS)
      throw new Error(`expected ${PROJECTS} projects, got ${overview.projects.length}`);
    const mom = overview.month_over_month;
    console.log(
      `  overview: ${Math.round(JSON.stringify(overview).length / 1024)} KB; this month / last: ` +
        `created ${mom.tasks_created.this_month}/${mom.tasks_created.last_month}, finished ` +
        `${mom.tasks_finished.this_month}/${mom.tasks_finished.last_month}`,
    );
    const board = await call(
      engine.url,
      token,
      'GET',
      `/api/projects/${big}/tasks`,
      undefined,
      200,
    );
    const taskIds = (Array.isArray(board) ? board : (board.tasks ?? []))
      .filter((task) => task.status === 'todo')
      .slice(0, 1)
      .map((task) => task.id);
    moved = false;
    if (taskIds.length === 0) throw new Error('no task to move in the largest project');

    const run = (route, connections = CONNECTIONS) => ({
      url: `${engine.url}${route}`,
      headers: { authorization: `Bearer ${token}` },
      connections,
      duration: DURATION,
    });
    const target = TARGETS[engineName];
    const burndown = `/api/projects/${big}/insights/burndown`;
    const burndown90 = `${burndown}?from=${day(-89)}&to=${day(0)}`;
    const flow = `/api/projects/${big}/insights/flow`;

    // One at a time first: after a concurrent run the server still works through its backlog.
    console.log(`  one at a time, a task moved before each (uncached), ${SAMPLES} samples:`);
    const single = await uncached(engine.url, token, '/api/notification-preferences', taskIds);
    reportLine('GET /notification-preferences (baseline)', single);
    const u = await uncached(engine.url, token, '/api/insights/overview', taskIds);
    reportLine('GET /insights/overview', u, `${firstRead(u)} | ${verdict(u.p99, target)}`);
    const b90 = await uncached(engine.url, token, burndown90, taskIds);
    reportLine(
      'largest project: burndown (90 days)',
      b90,
      `${firstRead(b90)} | ${verdict(b90.p99, BURNDOWN_TARGET)}`,
    );
    const b21 = await uncached(engine.url, token, burndown, taskIds);
    reportLine('largest project: burndown (21 days)', b21, firstRead(b21));
    const f = await uncached(engine.url, token, flow, taskIds);
    reportLine('largest project: flow (21 days)', f, firstRead(f));
    console.log(`  ${CONNECTIONS} connections, ${DURATION} s each:`);
    const baseline = await measure(run('/api/notification-preferences'));
    reportLine('GET /notification-preferences (baseline)', baseline);
    const ratio = (r) => ` | x${(r.p99 / baseline.p99).toFixed(2)} baseline p99`;
    const o = await measure(run('/api/insights/overview'));
    reportLine('GET /insights/overview', o, `${ratio(o)} | ${verdict(o.p99, target)}`);
    for (const [label, route] of [
      ['largest project: burndown (21 days)', burndown],
      ['largest project: flow (21 days)', flow],
    ]) {
      const r = await measure(run(route));
      if (r.count === 0) console.log(`  ${label.padEnd(52)} no answer within ${DURATION} s`);
      else reportLine(label, r, ratio(r));
    }
  } finally {
    await engine.stop();
  }
}

console.log(
  `insights bench (server ${describeTree()} at ${SERVER_ROOT}; ${PROJECTS} projects, ` +
    `${TASKS.toLocaleString('en')} tasks; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);
