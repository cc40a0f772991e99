// Realtime fan-out benchmark: 1,000 sockets of the members of one project (100 users x 10
// sockets, in two client processes of 500 sockets each), then 20 task updates through the API
// (PUT /api/tasks/{id} with a new title), one after another. For each update: the time from
// sending the request until every one of the 1,000 sockets has received its `task_updated` frame
// (p50/p99 over the 20; with 20 samples p99 is the slowest). Cases:
//   (a) one process on PGlite (DATA_DIR a temp dir);
//   (b) one process on PostgreSQL;
//   (c) two processes on one PostgreSQL, 500 sockets on each, LISTEN/NOTIFY bus (updates go
//       through process A);
//   (d) the same with REDIS_URL (Redis pub/sub bus).
// (b)-(d) need BENCH_DATABASE_URL (a PostgreSQL server where databases may be created), (d)
// also BENCH_REDIS_URL; cases without them are skipped. Targets: p99 < 50 ms for (a) and (b),
// < 100 ms for (c) and (d). BENCH_CASES=a,c runs only some; BENCH_SERVER_ROOT measures another tree.
// Run: `BENCH_DATABASE_URL=postgres://... BENCH_REDIS_URL=redis://... node bench/realtime-fanout.mjs`
// (or `npm run bench -- realtime-fanout`).
import {
  SERVER_ROOT,
  call,
  describeTree,
  dropDatabase,
  freshDatabase,
  percentile,
  projectWithMembers,
  registerUsers,
  sleep,
  startClient,
  startServer,
  machineLoad,
} from './realtime-lib.mjs';

const USERS = 100;
const SOCKETS_PER_USER = 10;
const CLIENTS = 2;
const WARMUP_UPDATES = 3;
const UPDATES = 20;
const TIMEOUT_MS = 15_000;
const DB_NAME = 'bench_rt_fanout';

const CASES = [
  { id: 'a', name: '(a) 1 process, PGlite', processes: 1, target: 50 },
  { id: 'b', name: '(b) 1 process, PostgreSQL', processes: 1, pg: true, target: 50 },
  { id: 'c', name: '(c) 2 processes, PostgreSQL, NOTIFY bus', processes: 2, pg: true, target: 100 },
  {
    id: 'd',
    name: '(d) 2 processes, PostgreSQL, Redis bus',
    processes: 2,
    pg: true,
    redis: true,
    target: 100,
  },
];

async function runCase(spec) {
  const env = {};
  if (spec.pg) env.DATABASE_URL = await freshDatabase(DB_NAME);
  if (spec.redis) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  const servers = [];
  const clients = [];
  try {
    for (let i = 0; i < spec.processes; i++) servers.push(await startServer({ env }));
    const [a] = servers;
    const setupStart = performance.now();
    const users = await registerUsers(a.url, USERS);
    const [owner, ...members] = users;
    const project = await projectWithMembers(a.url, owner, members);
    const task = await call(
      a.url,
      owner.access_token,
      'POST',
      '/api/tasks',
      { title: 'Card to move', project_id: project.id },
      201,
    );

    // Client k takes every CLIENTS-th user and connects to server k (mod the server count).
    for (let k = 0; k < CLIENTS; k++) clients.push(startClient());
    const opened = await Promise.all(
      clients.map((client, k) =>
        client.open(
          servers[k % servers.length].wsUrl,
          users.filter((_, i) => i % CLIENTS === k).map((user) => user.access_token),
          SOCKETS_PER_USER,
        ),
      ),
    );
    const sockets = opened.reduce((sum, r) => sum + r.opened, 0);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    // Presence frames of every arrival are fanned out, and the 3-second session check has run
    // over every new socket (reopening the ones it wrongly closes): let both settle.
    await sleep(4_000);
    const settled = await Promise.all(clients.map((client) => client.stats()));
    const open = settled.reduce((sum, s) => sum + s.open, 0);
    const wronglyClosed = settled.reduce(
      (sum, s) => sum + (s.closeCodes['4401 Session ended'] ?? 0),
      0,
    );
    if (open !== sockets) throw new Error(`${open} of ${sockets} sockets open after settling`);

    const done = new Map();
    for (const client of clients) client.onDone((message) => done.get(message.mark)?.(message));
    const update = async (mark) => {
      const results = [];
      let arrived;
      const all = new Promise((resolve) => {
        arrived = resolve;
      });
      done.set(mark, (message) => {
        results.push(message);
        if (results.length === clients.length) arrived();
      });
      const sentAt = performance.timeOrigin + performance.now();
      await call(
        a.url,
        owner.access_token,
        'PUT',
        `/api/tasks/${task.id}`,
        { title: `Card rt-mark-${mark}` },
        200,
      );
      const answeredAt = performance.timeOrigin + performance.now();
      let timer;
      await Promise.race([
        all,
        new Promise((_, reject) => {
          timer = setTimeout(() => {
            void Promise.all(clients.map((client) => client.stats())).then((stats) => {
              const seen = stats.map(
                (s, k) =>
                  `client ${k}: ${s.open}/${s.sockets} open, got ${s.received.find(([m]) => m === mark)?.[1] ?? 0}` +
                  (Object.keys(s.closeCodes).length
                    ? `, closed: ${JSON.stringify(s.closeCodes)}`
                    : ''),
              );
              reject(
                new Error(
                  `update ${mark}: not every socket got it in ${TIMEOUT_MS} ms (${seen.join('; ')})`,
                ),
              );
            });
          }, TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      done.delete(mark);
      return {
        all: Math.max(...results.map((r) => r.last)) - sentAt,
        first: Math.min(...results.map((r) => r.first)) - sentAt,
        http: answeredAt - sentAt,
      };
    };
    for (let i = 0; i < WARMUP_UPDATES; i++) {
      await update(1000 + i);
      await sleep(100);
    }
    const samples = [];
    for (let i = 0; i < UPDATES; i++) {
      samples.push(await update(i));
      await sleep(100);
    }
    if (process.env.BENCH_VERBOSE)
      console.log(`    every update (ms): ${samples.map((s) => s.all.toFixed(0)).join(' ')}`);
    const col = (key, p) =>
      percentile(
        samples.map((s) => s[key]),
        p,
      ).toFixed(1);
    const p99 = percentile(
      samples.map((s) => s.all),
      99,
    );
    const rss = servers.map((s) => `${Math.round(s.rssMb())} MB`).join(' + ');
    console.log(
      `${spec.name.padEnd(42)} all ${sockets}: p50 ${col('all', 50).padStart(6)} ms  p99 ${col('all', 99).padStart(6)} ms` +
        `  | first socket p50 ${col('first', 50)} ms | HTTP answer p50 ${col('http', 50)} ms` +
        `  | target p99 < ${spec.target} ms: ${p99 < spec.target ? 'met' : 'MISSED'}`,
    );
    console.log(
      `    setup ${setupSeconds.toFixed(1)} s; server RSS ${rss}` +
        (wronglyClosed
          ? `; ${wronglyClosed} sockets closed with 4401 "Session ended" while opening (reopened)`
          : ''),
    );
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await Promise.all(servers.map((server) => server.stop()));
    if (spec.pg) await dropDatabase(DB_NAME);
  }
}

const only = process.env.BENCH_CASES?.split(',');
console.log(
  `realtime fan-out bench (server ${describeTree()} at ${SERVER_ROOT}; ${USERS} users x ${SOCKETS_PER_USER} sockets ` +
    `in ${CLIENTS} client processes; ${UPDATES} updates, after ${WARMUP_UPDATES} warm-up ones; times from sending PUT; ${machineLoad()})`,
);
for (const spec of CASES) {
  if (only && !only.includes(spec.id)) continue;
  if (spec.pg && !process.env.BENCH_DATABASE_URL) {
    console.log(`${spec.name.padEnd(42)} skipped: set BENCH_DATABASE_URL`);
    continue;
  }
  if (spec.redis && !process.env.BENCH_REDIS_URL) {
    console.log(`${spec.name.padEnd(42)} skipped: set BENCH_REDIS_URL`);
    continue;
  }
  await runCase(spec);
}
console.log(`(${machineLoad()} at the end)`);
