// Team-mix load knee: simulated users, each holding a socket and sending a realistic mix of
// requests, added step by step until the server falls behind. The mix, per request:
//   board read 40 % (a project's tasks), task move or edit 20 %, chat message 20 % (fanned out
//   to the team's sockets), notification read 10 %, message search 5 %, file upload 5 %.
// Users come in teams of TEAM_SIZE sharing a project with seeded tasks and a chat thread. Each
// user sends PER_USER_RPS requests a second on an open-loop schedule (a request is timed from
// when it was due, so a server that falls behind shows it in the latency, not in a lower rate).
// A step passes while p99 <= 200 ms and errors <= 0.1 %; the knee is the last step that passed:
//   knee: <n> req/s at <m> users
// Configurations (each when it can run): `pglite` (one process, embedded database); `pg-1` and
// `pg-2` (one or two processes on PostgreSQL: BENCH_DATABASE_URL); `pg-2-redis` (two processes,
// events over Redis: BENCH_REDIS_URL too). With two processes each request goes to either one at
// random and each user's socket to one of them, as a balancer without sticky sessions would.
// The load generator shares the machine with the servers: on 2 cores the knee is the whole
// machine's, not the server's alone.
//
// Run: node bench/team-mix.mjs [--duration <s per step>] [--config pglite,pg-1,...]
//      [--start-users 20] [--max-users 2000] [--per-user-rps 0.5]
import { parseArgs } from 'node:util';
import {
  call,
  describeTree,
  dropDatabase,
  freshDatabase,
  machineLoad,
  percentile,
  projectWithMembers,
  registerUsers,
  sleep,
  startClient,
  startServer,
} from './realtime-lib.mjs';

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
const TEAM_SIZE = 10;
const TASKS_PER_TEAM = 40;
const P99_LIMIT_MS = 200;
const ERROR_LIMIT = 0.001;
// The first seconds of a step, while new sockets settle and pools grow, are not counted.
const SETTLE_SECONDS = Math.min(3, STEP_SECONDS / 5);
// Past this many requests in flight the server is hopelessly behind: the step fails.
const MAX_IN_FLIGHT = 4000;
const UPLOAD = new Uint8Array(16 * 1024).map((_, i) => (i * 31) % 251);

const SETTINGS = {
  // The limits protect a real server from abuse; here every simulated user uploads often.
  LIMIT_UPLOADS_PER_MINUTE: '100000',
  LIMIT_PENDING_UPLOADS: '100000',
  LIMIT_PENDING_UPLOAD_MB: '100000',
  LIMIT_SIGNUPS_PER_IP_PER_HOUR: '100000',
};

const CONFIGS = [
  { name: 'pglite', processes: 1 },
  { name: 'pg-1', processes: 1, postgres: true },
  { name: 'pg-2', processes: 2, postgres: true },
  { name: 'pg-2-redis', processes: 2, postgres: true, redis: true },
];

function chosenConfigs() {
  const only = args.config?.split(',');
  return CONFIGS.filter((config) => {
    if (only && !only.includes(config.name)) return false;
    if (config.postgres && !process.env.BENCH_DATABASE_URL) {
      console.log(`${config.name}: skipped (set BENCH_DATABASE_URL)`);
      return false;
    }
    if (config.redis && !process.env.BENCH_REDIS_URL) {
      console.log(`${config.name}: skipped (set BENCH_REDIS_URL)`);
      return false;
    }
    return true;
  });
}

async function startConfig(config) {
  const dbName = `bench_team_mix_${config.name.replace(/-/g, '_')}`;
  const env = { ...SETTINGS };
  if (config.postgres) env.DATABASE_URL = await freshDatabase(dbName);
  if (config.redis) env.REDIS_URL = process.env.BENCH_REDIS_URL;
  // The first process migrates a fresh database; the second starts on it afterwards.
  const servers = [await startServer({ env })];
  for (let i = 1; i < config.processes; i++) servers.push(await startServer({ env }));
  return {
    servers,
    anyUrl: () => servers[Math.floor(Math.random() * servers.length)].url,
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      if (config.postgres) await dropDatabase(dbName);
    },
  };
}

/** A team: TEAM_SIZE users in one project with seeded tasks and a project thread. */
async function newTeam(url) {
  const users = await registerUsers(url, TEAM_SIZE);
  const [owner, ...members] = users;
  const project = await projectWithMembers(url, owner, members);
  const thread = await call(
    url,
    owner.access_token,
    'POST',
    '/api/threads',
    { title: 'General', context_type: 'project', context_id: project.id },
    201,
  );
  const taskIds = [];
  for (let i = 0; i < TASKS_PER_TEAM; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        call(
          url,
          owner.access_token,
          'POST',
          `/api/projects/${project.id}/tasks`,
          { title: `Seeded task ${i + k}`, description: 'Seeded by the team-mix benchmark' },
          201,
        ),
      ),
    );
    taskIds.push(...batch.map((task) => task.id));
  }
  return users.map((user) => ({
    token: user.access_token,
    refreshToken: user.refresh_token,
    tokenAt: Date.now(),
    projectId: project.id,
    threadId: thread.id,
    taskIds,
  }));
}

// Access tokens last 15 minutes; a long run renews them between steps, as the web client would.
const RENEW_AFTER_MS = 10 * 60_000;
async function renewTokens(users, url) {
  const old = users.filter((user) => Date.now() - user.tokenAt > RENEW_AFTER_MS);
  for (let i = 0; i < old.length; i += 20) {
    await Promise.all(
      old.slice(i, i + 20).map(async (user) => {
        const tokens = await call(
          url,
          undefined,
          'POST',
          '/api/auth/refresh',
          {
            refresh_token: user.refreshToken,
          },
          200,
        );
        Object.assign(user, {
          token: tokens.access_token,
          refreshToken: tokens.refresh_token,
          tokenAt: Date.now(),
        });
      }),
    );
  }
}

const STATUSES = ['todo', 'in_progress', 'in_review', 'done'];
const WORDS = ['deploy', 'review', 'budget', 'release', 'design', 'meeting', 'invoice', 'bug'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One request of the mix for a user: [label, fetch arguments]. */
function mixRequest(user, url) {
  const auth = { authorization: `Bearer ${user.token}` };
  const json = { ...auth, 'content-type': 'application/json' };
  const roll = Math.random();
  if (roll < 0.4)
    return ['board read', `${url}/api/projects/${user.projectId}/tasks`, { headers: auth }];
  if (roll < 0.6) {
    const body =
      Math.random() < 0.5
        ? { status: pick(STATUSES) }
        : { title: `Edited ${pick(WORDS)} ${Math.random().toString(36).slice(2, 8)}` };
    return [
      'task move/edit',
      `${url}/api/tasks/${pick(user.taskIds)}`,
      { method: 'PUT', headers: json, body: JSON.stringify(body) },
    ];
  }
  if (roll < 0.8) {
    const content = `Team note about the ${pick(WORDS)} and the ${pick(WORDS)}`;
    return [
      'chat message',
      `${url}/api/messages`,
      {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ thread_id: user.threadId, content }),
      },
    ];
  }
  if (roll < 0.9)
    return ['notification read', `${url}/api/notifications?limit=30`, { headers: auth }];
  if (roll < 0.95)
    return ['search', `${url}/api/messages/search?q=${pick(WORDS)}`, { headers: auth }];
  const form = new FormData();
  form.append('file', new Blob([UPLOAD], { type: 'application/octet-stream' }), 'notes.bin');
  return ['upload', `${url}/api/attachments`, { method: 'POST', headers: auth, body: form }];
}

/** Runs the open-loop schedule for `seconds`; returns latencies and error counts. */
async function runStep(users, cluster, seconds) {
  const rate = users.length * PER_USER_RPS;
  const startedAt = performance.now();
  const countFrom = startedAt + SETTLE_SECONDS * 1000;
  const endAt = startedAt + seconds * 1000;
  const times = [];
  const byLabel = new Map();
  let sent = 0;
  let errors = 0;
  let inFlight = 0;
  let overloaded = false;
  const pending = new Set();
  const firstErrors = [];
  const send = (dueAt) => {
    const user = users[Math.floor(Math.random() * users.length)];
    const [label, target, init] = mixRequest(user, cluster.anyUrl());
    inFlight += 1;
    const counted = dueAt >= countFrom;
    const request = fetch(target, init)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status >= 300) throw new Error(`${label}: ${res.status}`);
      })
      .then(
        () => {
          if (!counted) return;
          const ms = performance.now() - dueAt;
          times.push(ms);
          (byLabel.get(label) ?? byLabel.set(label, []).get(label)).push(ms);
        },
        (error) => {
          if (!counted) return;
          errors += 1;
          if (firstErrors.length < 3) firstErrors.push(error.message);
        },
      )
      .finally(() => {
        inFlight -= 1;
        pending.delete(request);
      });
    pending.add(request);
    if (counted) sent += 1;
  };
  let due = startedAt;
  const interval = 1000 / rate;
  while (due < endAt && !overloaded) {
    const now = performance.now();
    while (due <= now && due < endAt) {
      send(due);
      due += interval;
    }
    if (inFlight > MAX_IN_FLIGHT) overloaded = true;
    await sleep(Math.max(1, Math.min(10, due - performance.now())));
  }
  await Promise.allSettled([...pending]);
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
for (const config of chosenConfigs()) {
  console.log(`${config.name}:`);
  await knee(config);
}
