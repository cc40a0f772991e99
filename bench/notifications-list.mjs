// Notification list benchmark: GET /api/notifications?limit=30 for a user
// with 100,000 notifications (a quarter unread), newest page and pages before a cursor deep in
// the list. Target: p99 < 20 ms. Baseline in the same run: GET /health, and the same page for a
// user with 100 notifications (the ratio shows what the 100,000 cost).
// The rows are seeded with SQL (INSERT ... SELECT generate_series; the per-user counters are kept
// by the table's triggers), then ANALYZE.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES keeps one).
// Run: `node bench/notifications-list.mjs` (or `npm run bench -- notifications-list`).
import { call, describeTree, machineLoad, registerUsers, SERVER_ROOT } from './realtime-lib.mjs';
import { chatEngine, chosenEngines, measure, reportLine, verdict } from './chat-lib.mjs';

const MANY = Number(process.env.BENCH_NOTIFICATIONS ?? 100_000);
const FEW = 100;
const CURSORS = 200;
const TARGET_MS = 20;
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1);
const DB_NAME = 'bench_notifications';
const TYPES = ['mention', 'comment', 'task_assigned', 'update', 'urgent', 'system'];

/** `count` notifications for `userId`, one a minute back from now, every fourth unread. */
async function seed(query, userId, count) {
  await query(
    `INSERT INTO notifications (user_id, notification_type, title, message, link, metadata, read, created_at, updated_at)
     SELECT $1, ($3::text[])[1 + g % cardinality($3::text[])], 'Notification ' || g,
            'Something happened in the project, number ' || g, '/dashboard/inbox',
            jsonb_build_object('sender_name', 'Ada'), g % 4 <> 0, t, t
     FROM generate_series(1, $2::int) g,
          LATERAL (SELECT now() - ($2::int - g) * interval '1 minute' AS t) l`,
    [userId, count, TYPES],
  );
}

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  try {
    const [busy, quiet] = await registerUsers(engine.url, 2);
    const started = performance.now();
    const cursors = await engine.sql(async (query) => {
      await seed(query, busy.user.id, MANY);
      await seed(query, quiet.user.id, FEW);
      await query('VACUUM ANALYZE notifications');
      const picked = await query(
        `SELECT id FROM notifications WHERE user_id = $1 ORDER BY random() LIMIT $2`,
        [busy.user.id, CURSORS],
      );
      return picked.rows.map((row) => row.id);
    });
    console.log(
      `${engineName}: seeded ${MANY.toLocaleString('en')} + ${FEW} notifications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const page = await call(
      engine.url,
      busy.access_token,
      'GET',
      '/api/notifications?limit=30',
      undefined,
      200,
    );
    if (page.notifications.length !== 30 || page.unread_count !== MANY / 4)
      throw new Error(`unexpected page: ${page.notifications.length}, ${page.unread_count} unread`);

    reportLine(
      'GET /health (yardstick)',
      await measure({ url: `${engine.url}/health`, duration: DURATION }),
    );
    const list = (user, path = '') => ({
      url: `${engine.url}/api/notifications?limit=30${path}`,
      headers: { authorization: `Bearer ${user.access_token}` },
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const baseline = await measure(list(quiet));
    reportLine(`newest 30 of ${FEW} (baseline)`, baseline);
    const newest = await measure(list(busy));
    reportLine(
      `newest 30 of ${MANY.toLocaleString('en')}`,
      newest,
      ` | x${(newest.p99 / baseline.p99).toFixed(2)} baseline p99 | ${verdict(newest.p99, TARGET_MS)}`,
    );
    let next = 0;
    const deep = await measure({
      ...list(busy),
      // A new cursor per request, spread over the whole list.
      requests: [
        {
          setupRequest: (request) => {
            next = (next + 1) % cursors.length;
            return { ...request, path: `/api/notifications?limit=30&before=${cursors[next]}` };
          },
        },
      ],
    });
    reportLine(
      `before= random cursor (${CURSORS} cursors)`,
      deep,
      ` | x${(deep.p99 / baseline.p99).toFixed(2)} baseline p99 | ${verdict(deep.p99, TARGET_MS)}`,
    );
  } finally {
    await engine.stop();
  }
}

console.log(
  `notification list bench (server ${describeTree()} at ${SERVER_ROOT}; ${CONNECTIONS} connection(s), ${DURATION} s; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);
