// Notification fan-out benchmark: an urgent message to a project of 2,000 and of 10,000
// members while a client sends a light authenticated GET (`GET /api/auth/status`) at a steady
// rate. Reports the POST's time, the p99 of the light GET from the POST until the last
// recipient's notification exists, and that time. Target: light GET p99 < 100 ms.
// The members are inserted with SQL (ids below the watcher's, so the watcher — a real account,
// the highest id — is the last one the user-id-ordered fan-out reaches).
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES keeps one).
// Run: `node bench/notify-fanout.mjs` (BENCH_SIZES=2000,10000 by default).
import {
  call,
  describeTree,
  machineLoad,
  registerUsers,
  sleep,
  percentile,
} from './realtime-lib.mjs';
import { SERVER_ROOT } from './realtime-lib.mjs';
import { chatEngine, chosenEngines, newThread, verdict } from './chat-lib.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '2000,10000').split(',').map(Number);
const TARGET_MS = 100;
// One light GET every this many ms, each on its own (a slow answer does not delay the next).
const GET_EVERY_MS = 10;
const TIMEOUT_MS = 120_000;
const DB_NAME = 'bench_notify_fanout';

/** Inserts `size` members whose ids sort below any random one, and the watcher. */
async function seedCrowd(engine, projectId, size, tag, watcherId) {
  await engine.sql(async (query) => {
    await query(
      `INSERT INTO users (id, name, email)
       SELECT ('00000000-0000-4000-8000-' || lpad(to_hex($2::int * 1000000 + g), 12, '0'))::uuid,
              'Crowd ' || g, 'crowd-' || $2::int || '-' || g || '@example.test'
       FROM generate_series(1, $1::int) g`,
      [size, tag],
    );
    await query(
      `INSERT INTO project_members (project_id, user_id, role)
       SELECT $1, ('00000000-0000-4000-8000-' || lpad(to_hex($3::int * 1000000 + g), 12, '0'))::uuid, 'member'
       FROM generate_series(1, $2::int) g`,
      [projectId, size, tag],
    );
    await query(
      `INSERT INTO project_members (project_id, user_id, role) VALUES ($1, $2, 'member')`,
      [projectId, watcherId],
    );
    await query('ANALYZE');
  });
}

/** Sends the light GET every GET_EVERY_MS until stopped; returns [start ms, time ms] pairs. */
function steadyGets(url, token) {
  const samples = [];
  let running = true;
  const inFlight = new Set();
  const timer = setInterval(() => {
    if (!running) return;
    const started = performance.now();
    const p = fetch(`${url}/api/auth/status`, { headers: { authorization: `Bearer ${token}` } })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`status ${res.status}`);
        samples.push([started, performance.now() - started]);
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }, GET_EVERY_MS);
  return {
    samples,
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

async function runCase(engineName, size, tag) {
  const engine = await chatEngine(engineName, DB_NAME);
  try {
    const [owner, watcher] = await registerUsers(engine.url, 2);
    if (watcher.user.id.startsWith('00000000')) throw new Error('watcher id too low; run again');
    const project = await call(
      engine.url,
      owner.access_token,
      'POST',
      '/api/projects',
      { name: 'Fan-out' },
      201,
    );
    await seedCrowd(engine, project.id, size - 2, tag, watcher.user.id);
    const thread = await newThread(engine.url, owner, project.id, 'All hands');
    // A first message warms the server (its statements are planned on first use): what is
    // measured is the fan-out, not a cold start.
    await call(
      engine.url,
      owner.access_token,
      'POST',
      '/api/messages',
      { thread_id: thread.id, content: 'Morning, everyone', content_type: 'text' },
      201,
    );
    const gets = steadyGets(engine.url, owner.access_token);
    await sleep(1_000);
    const posted = performance.now();
    const message = await call(
      engine.url,
      owner.access_token,
      'POST',
      '/api/messages',
      {
        thread_id: thread.id,
        content: 'Everyone: stop the deploy',
        content_type: 'text',
        urgent: true,
      },
      201,
    );
    const postMs = performance.now() - posted;
    let lastMs;
    while (!lastMs) {
      const list = await call(
        engine.url,
        watcher.access_token,
        'GET',
        '/api/notifications?limit=1',
        undefined,
        200,
      );
      if (list.notifications[0]?.metadata?.message_id === message.id)
        lastMs = performance.now() - posted;
      else if (performance.now() - posted > TIMEOUT_MS)
        throw new Error('the fan-out did not finish');
      else await sleep(25);
    }
    await gets.stop();
    const before = gets.samples.filter(([at]) => at < posted).map(([, ms]) => ms);
    const during = gets.samples
      .filter(([at]) => at >= posted && at <= posted + lastMs)
      .map(([, ms]) => ms);
    const p99 = percentile(during, 99);
    console.log(
      `  ${engineName.padEnd(10)} ${size.toLocaleString('en').padStart(6)} members: POST ${postMs.toFixed(0).padStart(5)} ms | ` +
        `last notified after ${lastMs.toFixed(0).padStart(6)} ms | light GET p99 before ${percentile(before, 99).toFixed(1)} ms, ` +
        `during ${p99.toFixed(1)} ms (max ${Math.max(...during).toFixed(1)}, ${during.length} GETs) | ${verdict(p99, TARGET_MS)}`,
    );
  } finally {
    await engine.stop();
  }
}

console.log(`notify fan-out bench (server ${describeTree()} at ${SERVER_ROOT}; ${machineLoad()})`);
let tag = 1;
for (const engine of chosenEngines()) {
  for (const size of SIZES) await runCase(engine, size, tag++);
}
console.log(`(${machineLoad()} at the end)`);
