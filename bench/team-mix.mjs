// Team-mix load knee: simulated users, each holding a socket and sending a realistic mix of
// requests, added step by step until the server falls behind. The mix, per request:
//   board read 40 % (a project's tasks), task move or edit 20 %, chat message 20 % (fanned out
//   to the team's sockets), notification read 10 %, message search 5 %, file upload 5 %.
// Users come in teams of 10 sharing a project with seeded tasks and a chat thread. Each
// user sends PER_USER_RPS requests a second on an open-loop schedule (a request is timed from
// when it was due, so a server that falls behind shows it in the latency, not in a lower rate).
// A step passes while p99 <= 200 ms and errors <= 0.1 %; the knee is the last step that passed:
//   knee: <n> req/s at <m> users
// Configurations (each when it can run): `pglite` (one process, embedded database); `pg-1` and
// `pg-2` (one or two processes on PostgreSQL: BENCH_DATABASE_URL); `pg-2-redis` (two processes,
// events over Redis: BENCH_REDIS_URL too). With two processes each request goes to either one at
// random and each user's socket to one of them, as a balancer without sticky sessions would.
// The load generator shares the machine with the servers: on 2 cores the knee is the whole
// machine's, not the server's alone. The load itself (teams, mix, scheduler) is in
// bench/team-mix-lib.mjs, shared with bench/soak.mjs.
//
// Run: node bench/team-mix.mjs [--duration <s per step>] [--config pglite,pg-1,...]
//      [--start-users 20] [--max-users 2000] [--per-user-rps 0.5]
import { parseArgs } from 'node:util';
import { describeTree, machineLoad, percentile, startClient } from './realtime-lib.mjs';
import { chosenConfigs, newTeam, openLoop, renewTokens, startConfig } from './team-mix-lib.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '30' },
    config: { type: 'string' },
    'start-users': { type: 'string', default: '20' },
    'max-users': { type: 'string', default: '2000' },
    'per-user-rps': { type: 'string', default: '0.5' },
  },
});
const STEP_SECONDS = Number(args.duration);
const START_USERS = Number(args['start-users']);
const MAX_USERS = Number(args['max-users']);
const PER_USER_RPS = Number(args['per-user-rps']);
const STEP_GROWTH = 1.5;
const P99_LIMIT_MS = 200;
const ERROR_LIMIT = 0.001;
// The first seconds of a step, while new sockets settle and pools grow, are not counted.
const SETTLE_SECONDS = Math.min(3, STEP_SECONDS / 5);

/** Runs the open-loop schedule for `seconds`; returns latencies and error counts. */
async function runStep(users, cluster, seconds) {
  const startedAt = performance.now();
  const countFrom = startedAt + SETTLE_SECONDS * 1000;
  const endAt = startedAt + seconds * 1000;
  const times = [];
  const byLabel = new Map();
  let sent = 0;
  let errors = 0;
  const firstErrors = [];
  const { rate, overloaded } = await openLoop({
    users,
    cluster,
    perUserRps: PER_USER_RPS,
    seconds,
    startedAt,
    onSent(dueAt) {
      if (dueAt >= countFrom) sent += 1;
    },
    onDone(label, ms, dueAt) {
      if (dueAt < countFrom) return;
      times.push(ms);
      (byLabel.get(label) ?? byLabel.set(label, []).get(label)).push(ms);
    },
    onError(error, dueAt) {
      if (dueAt < countFrom) return;
      errors += 1;
      if (firstErrors.length < 3) firstErrors.push(error.message);
    },
  });
  const elapsed = (endAt - countFrom) / 1000;
  return {
    rate,
    rps: Math.round(times.length / elapsed),
    sent,
    errors,
    overloaded,
    p50: percentile(times, 50) ?? Infinity,
    p99: percentile(times, 99) ?? Infinity,
    byLabel,
    firstErrors,
  };
}

async function knee(config) {
  const cluster = await startConfig(config);
  const sockets = startClient();
  const users = [];
  let last;
  try {
    for (let target = START_USERS; target <= MAX_USERS; target = Math.ceil(target * STEP_GROWTH)) {
      const added = [];
      while (users.length + added.length < target) added.push(...(await newTeam(cluster.anyUrl())));
      // Each new user's socket on one of the processes, in turn.
      for (const [i, server] of cluster.servers.entries()) {
        const tokens = added.filter((_, k) => k % cluster.servers.length === i).map((u) => u.token);
        if (tokens.length) await sockets.open(server.wsUrl, tokens, 1);
      }
      users.push(...added);
      await renewTokens(users, cluster.anyUrl());
      const step = await runStep(users, cluster, STEP_SECONDS);
      const passed =
        !step.overloaded && step.p99 <= P99_LIMIT_MS && step.errors <= step.sent * ERROR_LIMIT;
      const rss = cluster.servers.map((server) => Math.round(server.rssMb())).join('+');
      console.log(
        `  ${String(users.length).padStart(5)} users  ${String(step.rate).padStart(6)} req/s asked` +
          `  ${String(step.rps).padStart(6)} done  p50 ${step.p50.toFixed(1).padStart(6)} ms` +
          `  p99 ${step.p99.toFixed(1).padStart(7)} ms  errors ${step.errors}/${step.sent}` +
          `  rss ${rss} MB  ${passed ? 'ok' : 'past the knee'}` +
          (step.firstErrors.length ? `  (${step.firstErrors.join('; ')})` : ''),
      );
      if (!passed) {
        const slowest = [...step.byLabel]
          .map(([label, times]) => `${label} p99 ${percentile(times, 99).toFixed(0)} ms`)
          .join(', ');
        console.log(`    at this step: ${slowest}`);
        break;
      }
      last = { rps: step.rps, users: users.length };
    }
  } finally {
    await sockets.stop();
    await cluster.stop();
  }
  console.log(
    last
      ? `knee: ${last.rps} req/s at ${last.users} users (${config.name})`
      : `knee: below ${START_USERS} users (${config.name})`,
  );
}

console.log(
  `team-mix knee bench (server ${describeTree()}; ${STEP_SECONDS} s steps from ${START_USERS} ` +
    `users, x${STEP_GROWTH} each, ${PER_USER_RPS} req/s per user; ${machineLoad()})`,
);
for (const config of chosenConfigs(args.config)) {
  console.log(`${config.name}:`);
  await knee(config);
}
