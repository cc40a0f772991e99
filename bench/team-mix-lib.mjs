// Shared load of the team-mix benchmarks (bench/team-mix.mjs, the load knee, and bench/soak.mjs,
// a long run below it): the server configurations, teams seeded through the API, the request mix
// of one simulated user and the open-loop scheduler. Not a benchmark itself (bench/run.mjs skips
// it). The mix, per request:
//   board read 40 % (a project's tasks), task move or edit 20 %, chat message 20 % (fanned out
//   to the team's sockets), notification read 10 %, message search 5 %, file upload 5 %.
import {
  call,
  dropDatabase,
  freshDatabase,
  projectWithMembers,
  registerUsers,
  sleep,
  startServer,
} from './realtime-lib.mjs';

export const TEAM_SIZE = 10;
const TASKS_PER_TEAM = 40;
// Past this many requests in flight the server is hopelessly behind: the run stops.
export const MAX_IN_FLIGHT = 4000;
const UPLOAD = new Uint8Array(16 * 1024).map((_, i) => (i * 31) % 251);

const SETTINGS = {
  // The limits protect a real server from abuse; here every simulated user uploads often.
  LIMIT_UPLOADS_PER_MINUTE: '100000',
  LIMIT_PENDING_UPLOADS: '100000',
  LIMIT_PENDING_UPLOAD_MB: '100000',
  LIMIT_SIGNUPS_PER_IP_PER_HOUR: '100000',
};

export const CONFIGS = [
  { name: 'pglite', processes: 1 },
  { name: 'pg-1', processes: 1, postgres: true },
  { name: 'pg-2', processes: 2, postgres: true },
  { name: 'pg-2-redis', processes: 2, postgres: true, redis: true },
];

/** The configurations named in `only` (comma-separated; all when undefined) that can run here. */
export function chosenConfigs(only) {
  const names = only?.split(',');
  return CONFIGS.filter((config) => {
    if (names && !names.includes(config.name)) return false;
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

/** Starts a configuration's server processes (on a fresh `<dbPrefix>_<name>` database). */
export async function startConfig(config, dbPrefix = 'bench_team_mix') {
  const dbName = `${dbPrefix}_${config.name.replace(/-/g, '_')}`;
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

/** A team: `size` users in one project with seeded tasks and a project thread. */
export async function newTeam(url, size = TEAM_SIZE) {
  const users = await registerUsers(url, size);
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

// Access tokens last 15 minutes; a long run renews them before that, as the web client would.
const RENEW_AFTER_MS = 10 * 60_000;
/** Renews the tokens older than RENEW_AFTER_MS; returns [old access token, new one] pairs. */
export async function renewTokens(users, url) {
  const old = users.filter((user) => Date.now() - user.tokenAt > RENEW_AFTER_MS);
  const renewed = [];
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
        renewed.push([user.token, tokens.access_token]);
        Object.assign(user, {
          token: tokens.access_token,
          refreshToken: tokens.refresh_token,
          tokenAt: Date.now(),
        });
      }),
    );
  }
  return renewed;
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

/**
 * Sends the mix from `startedAt` for `seconds` at `perUserRps` per user, open-loop: request k is
 * due at startedAt + k / rate whatever happened to the earlier ones, and its latency is counted
 * from when it was due, so a server that falls behind shows it in the latency, not in a lower
 * rate. Each request is reported when sent (`onSent(dueAt)`) and when settled
 * (`onDone(label, ms, dueAt)` for a 2xx answer read to its end, else `onError(error, dueAt)`).
 * Stops early, with `overloaded`, once more than MAX_IN_FLIGHT requests are in flight; resolves
 * when every request sent has settled.
 */
export async function openLoop({
  users,
  cluster,
  perUserRps,
  seconds,
  startedAt = performance.now(),
  onSent = () => {},
  onDone = () => {},
  onError = () => {},
}) {
  const rate = users.length * perUserRps;
  const endAt = startedAt + seconds * 1000;
  let inFlight = 0;
  let overloaded = false;
  const pending = new Set();
  const send = (dueAt) => {
    const user = users[Math.floor(Math.random() * users.length)];
    const [label, target, init] = mixRequest(user, cluster.anyUrl());
    inFlight += 1;
    const request = fetch(target, init)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status >= 300) throw new Error(`${label}: ${res.status}`);
      })
      .then(
        () => onDone(label, performance.now() - dueAt, dueAt),
        (error) => onError(error, dueAt),
      )
      .finally(() => {
        inFlight -= 1;
        pending.delete(request);
      });
    pending.add(request);
    onSent(dueAt);
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
  return { rate, overloaded };
}
