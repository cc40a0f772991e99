// Chat fan-out benchmark: 1,000 sockets reading one project thread (100
// members x 10 sockets, in two client processes of 500), one server process; 20 messages sent
// through the API (POST /api/messages by the project's owner), one after another, 100 ms apart.
// Measured: for every socket and message, the time from sending the POST until that socket has
// the `new_message` frame (20,000 receipts: p50/p99), and per message until the last of the
// 1,000 has it (p50/p99 over the 20; p99 is the slowest). Target: p99 < 100 ms. For comparison in
// the same run: the POST's own answer time and the first socket's receipt.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES=pglite keeps one).
// Run: `node bench/chat-fanout.mjs` (or `npm run bench -- chat-fanout`).
import {
  SERVER_ROOT,
  call,
  describeTree,
  machineLoad,
  percentile,
  sleep,
} from './realtime-lib.mjs';
import { chatEngine, chosenEngines, startChatClient, teamWithThread } from './chat-lib.mjs';

const USERS = 100;
const SOCKETS_PER_USER = 10;
const CLIENTS = 2;
const WARMUP = 3;
const MESSAGES = 20;
const TIMEOUT_MS = 15_000;
const TARGET_MS = 100;
const DB_NAME = 'bench_chat_fanout';

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  const clients = [];
  try {
    const setupStart = performance.now();
    const { users, owner, thread } = await teamWithThread(engine.url, USERS, 'Everyone');
    for (let k = 0; k < CLIENTS; k++) clients.push(startChatClient());
    const opened = await Promise.all(
      clients.map((client, k) =>
        client.open(
          engine.wsUrl,
          users.filter((_, i) => i % CLIENTS === k).map((user) => user.access_token),
          SOCKETS_PER_USER,
        ),
      ),
    );
    const sockets = opened.reduce((sum, r) => sum + r.opened, 0);
    const setupSeconds = (performance.now() - setupStart) / 1000;
    // Every arrival's presence frames go to the others: let them settle.
    await sleep(4_000);

    const done = new Map();
    for (const client of clients) client.onDone((message) => done.get(message.mark)?.(message));
    const send = async (mark) => {
      const parts = [];
      let arrived;
      const all = new Promise((resolve) => {
        arrived = resolve;
      });
      done.set(mark, (message) => {
        parts.push(...message.times);
        if (parts.length === sockets) arrived();
      });
      const sentAt = performance.timeOrigin + performance.now();
      await call(
        engine.url,
        owner.access_token,
        'POST',
        '/api/messages',
        { thread_id: thread.id, content: `The build is green, shipping now chat-mark-${mark}` },
        201,
      );
      const answeredAt = performance.timeOrigin + performance.now();
      let timer;
      await Promise.race([
        all,
        new Promise((_, reject) => {
          timer = setTimeout(async () => {
            const stats = await Promise.all(clients.map((client) => client.stats()));
            const seen = stats.map(
              (s) =>
                `${s.open}/${s.sockets} open, ${s.received.find(([m]) => m === mark)?.[1] ?? 0} got it`,
            );
            reject(new Error(`message ${mark}: not every socket got it (${seen.join('; ')})`));
          }, TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      done.delete(mark);
      const latencies = parts.map((at) => at - sentAt);
      return {
        latencies,
        last: Math.max(...latencies),
        first: Math.min(...latencies),
        http: answeredAt - sentAt,
      };
    };
    for (let i = 0; i < WARMUP; i++) {
      await send(1000 + i);
      await sleep(100);
    }
    const samples = [];
    for (let i = 0; i < MESSAGES; i++) {
      samples.push(await send(i));
      await sleep(100);
    }
    const receipts = samples.flatMap((s) => s.latencies);
    const p = (values, q) => percentile(values, q).toFixed(1).padStart(6);
    const p99 = percentile(receipts, 99);
    console.log(
      `${engineName.padEnd(10)} ${receipts.length} receipts: p50 ${p(receipts, 50)} ms  p99 ${p(receipts, 99)} ms` +
        `  | last of ${sockets} per message: p50 ${p(
          samples.map((s) => s.last),
          50,
        )} ms  p99 ${p(
          samples.map((s) => s.last),
          99,
        )} ms` +
        `  | target p99 < ${TARGET_MS} ms: ${p99 < TARGET_MS ? 'met' : 'MISSED'}`,
    );
    console.log(
      `           first socket p50 ${p(
        samples.map((s) => s.first),
        50,
      )} ms | POST answered p50 ${p(
        samples.map((s) => s.http),
        50,
      )} ms` +
        ` | setup ${setupSeconds.toFixed(1)} s | server RSS ${Math.round(engine.rssMb())} MB`,
    );
    if (process.env.BENCH_VERBOSE)
      console.log(
        `    last socket per message (ms): ${samples.map((s) => s.last.toFixed(0)).join(' ')}`,
      );
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await engine.stop();
  }
}

console.log(
  `chat fan-out bench (server ${describeTree()} at ${SERVER_ROOT}; ${USERS} users x ${SOCKETS_PER_USER} sockets ` +
    `in ${CLIENTS} client processes, one server process; ${MESSAGES} messages after ${WARMUP} warm-up ones; ` +
    `times from sending the POST; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);
