// Realtime memory benchmark: server memory per idle authenticated socket. 500 users (registered
// through the API, in no project) open 20 sockets each, 10,000 in all, to one server process,
// from 4 client processes. The server's RSS (/proc/<pid>/status VmRSS) is read after the users
// exist and the server has been idle for a few seconds, then again after the sockets are open
// and the server has been idle again; the difference over the socket count is the cost of one.
// PostgreSQL when BENCH_DATABASE_URL is set (a server where databases may be created), else
// PGlite. Target: < 20 KB per socket. BENCH_SOCKETS changes the count (multiples of 20).
// Run: `node bench/realtime-memory.mjs` (or `npm run bench -- realtime-memory`).
import {
  SERVER_ROOT,
  describeTree,
  dropDatabase,
  freshDatabase,
  registerUsers,
  sleep,
  startClient,
  startServer,
  machineLoad,
} from './realtime-lib.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 10_000);
const PER_USER = 20;
const USERS = Math.ceil(SOCKETS / PER_USER);
const CLIENTS = 4;
const SETTLE_MS = 8_000;
const TARGET_KB = 20;
const DB_NAME = 'bench_rt_memory';

const databaseUrl = await freshDatabase(DB_NAME);
const engine = databaseUrl ? 'postgresql' : 'pglite';
console.log(
  `realtime memory bench (server ${describeTree()} at ${SERVER_ROOT}; ${engine}; ${USERS} users x ${PER_USER} ` +
    `sockets = ${USERS * PER_USER}, from ${CLIENTS} client processes; RSS after ${SETTLE_MS / 1000} s idle; ${machineLoad()})`,
);
const server = await startServer({ env: databaseUrl ? { DATABASE_URL: databaseUrl } : {} });
const clients = [];
try {
  const registerStart = performance.now();
  const users = await registerUsers(server.url, USERS);
  const registerSeconds = (performance.now() - registerStart) / 1000;
  await sleep(SETTLE_MS);
  const before = server.rssMb();

  for (let k = 0; k < CLIENTS; k++) clients.push(startClient());
  const openStart = performance.now();
  const opened = await Promise.all(
    clients.map((client, k) =>
      client.open(
        server.wsUrl,
        users.filter((_, i) => i % CLIENTS === k).map((user) => user.access_token),
        PER_USER,
      ),
    ),
  );
  const openSeconds = (performance.now() - openStart) / 1000;
  const sockets = opened.reduce((sum, r) => sum + r.opened, 0);
  await sleep(SETTLE_MS);
  const stats = await Promise.all(clients.map((client) => client.stats()));
  const open = stats.reduce((sum, s) => sum + s.open, 0);
  const wronglyClosed = stats.reduce(
    (sum, s) => sum + (s.closeCodes['4401 Session ended'] ?? 0),
    0,
  );
  if (open !== sockets) throw new Error(`${open} of ${sockets} sockets open after settling`);
  const after = server.rssMb();
  // A second reading a little later: is the figure stable?
  await sleep(SETTLE_MS);
  const later = server.rssMb();
  const perSocketKb = ((after - before) * 1024) / sockets;
  const laterKb = ((later - before) * 1024) / sockets;
  console.log(
    `registered ${USERS} users in ${registerSeconds.toFixed(1)} s; opened ${sockets} sockets in ` +
      `${openSeconds.toFixed(1)} s (${Math.round(sockets / openSeconds)}/s)` +
      (wronglyClosed
        ? `; ${wronglyClosed} closed with 4401 "Session ended" while opening (reopened)`
        : ''),
  );
  console.log(
    `server RSS ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB with ${sockets} idle sockets ` +
      `(${later.toFixed(1)} MB ${SETTLE_MS / 1000} s later)`,
  );
  console.log(
    `memory per idle socket: ${perSocketKb.toFixed(1)} KB (${laterKb.toFixed(1)} KB at the later reading)` +
      `  | target < ${TARGET_KB} KB: ${Math.max(perSocketKb, laterKb) < TARGET_KB ? 'met' : 'MISSED'}`,
  );
  if (!databaseUrl)
    console.log(
      '  (PGlite: its WebAssembly heap, hundreds of MB, grows and shrinks with the queries of ' +
        'registration and socket setup, so the difference is noise; set BENCH_DATABASE_URL)',
    );
  console.log(`(${machineLoad()} at the end)`);
} finally {
  await Promise.all(clients.map((client) => client.stop()));
  await server.stop();
  if (databaseUrl) await dropDatabase(DB_NAME);
}
