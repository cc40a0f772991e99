// Shared pieces of the realtime benchmarks (bench/realtime-*.mjs): build and start server
// processes with extra settings (a PostgreSQL database of their own, Redis, a shared JWT secret),
// seed users and projects through the API, and drive socket clients in child processes
// (bench/realtime-client.mjs) so that the client's work is not done on the benchmark's own
// event loop. Not a benchmark itself (bench/run.mjs skips it).
import { execFileSync, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, rssMb, waitForHealth } from './lib.mjs';

/**
 * The tree whose server is measured: this checkout, or BENCH_SERVER_ROOT (another worktree, e.g.
 * a committed revision checked out with `git worktree add`, whose node_modules links to ours).
 */
export const SERVER_ROOT = path.resolve(process.env.BENCH_SERVER_ROOT ?? ROOT);

const built = new Set();
/** Builds a tree's server bundle once per benchmark run (a stale dist/ would measure old code). */
export function buildServer(root = SERVER_ROOT) {
  if (built.has(root)) return;
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
  });
  built.add(root);
}

/** The short commit of a tree, with `+dirty` when its server sources have local changes. */
export function describeTree(root = SERVER_ROOT) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
      .toString()
      .trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/server', 'packages'], {
      cwd: root,
    })
      .toString()
      .trim();
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

// Same secret in every process: tokens issued by one are accepted by the other.
const JWT_SECRET = 'realtime-bench-secret-realtime-bench-secret';

/**
 * Starts a built server. `env` adds settings (DATABASE_URL, REDIS_URL...); without
 * DATABASE_URL it runs on PGlite in a fresh data directory.
 */
export async function startServer({ root = SERVER_ROOT, env = {} } = {}) {
  buildServer(root);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-rt-bench-'));
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      JWT_SECRET,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForHealth(`${url}/health`, startedAt),
    exited.then((code) => Promise.reject(new Error(`server exited (${code}) while starting`))),
  ]);
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}/api/notifications/ws`,
    pid: child.pid,
    rssMb: () => rssMb(child.pid),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh, empty PostgreSQL database on the server BENCH_DATABASE_URL points at (any database
 * there: it is only used to create and drop others). Undefined when BENCH_DATABASE_URL is unset.
 */
export async function freshDatabase(name) {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return undefined;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database made by freshDatabase. */
export async function dropDatabase(name) {
  const admin = process.env.BENCH_DATABASE_URL;
  if (!admin) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Sends one JSON call; throws unless it answers `expected`. */
export async function call(url, token, method, route, body, expected) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status !== expected)
    throw new Error(`${method} ${route}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : res.json();
}

let counter = 0;
/** Registers `count` users, `parallel` at a time (argon2 hashing is the slow part). */
export async function registerUsers(url, count, parallel = 4) {
  const users = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, () => {
        counter += 1;
        const email = `rt-${process.pid}-${Date.now()}-${counter}@example.test`;
        return call(
          url,
          undefined,
          'POST',
          '/api/auth/register',
          { name: `Bench ${counter}`, email, password: 'Bench!pass1' },
          201,
        );
      }),
    );
    users.push(...batch);
  }
  return users;
}

/**
 * Makes `member` a member of the project: added at once when they already share a project with
 * the owner, else invited, and joining by accepting.
 */
export async function addMember(url, owner, projectId, member) {
  const res = await fetch(`${url}/api/projects/${projectId}/members`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: member.user.id, role: 'member' }),
  });
  const body = await res.json();
  if (res.status === 201) return;
  if (res.status !== 202) throw new Error(`add member: ${res.status} ${JSON.stringify(body)}`);
  await call(
    url,
    member.access_token,
    'PUT',
    `/api/invitations/${body.invitation.id}`,
    { status: 'accepted' },
    200,
  );
}

/** A project owned by `owner` with every other user as a member. */
export async function projectWithMembers(url, owner, members) {
  const token = owner.access_token;
  const project = await call(url, token, 'POST', '/api/projects', { name: 'Realtime bench' }, 201);
  for (let i = 0; i < members.length; i += 10) {
    await Promise.all(
      members.slice(i, i + 10).map((member) => addMember(url, owner, project.id, member)),
    );
  }
  return project;
}

/**
 * A socket client process (`script`: bench/realtime-client.mjs, or bench/chat-client.mjs with the
 * same messages). `open(wsUrl, tokens, perToken)` opens sockets and resolves once every one has
 * received its `hello`; `onDone` hears when every socket of this client received the frame of a
 * marked change (`task_updated`, or `new_message`).
 */
export function startClient(script = 'bench/realtime-client.mjs') {
  const child = fork(path.join(ROOT, script), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  const listeners = new Set();
  child.on('message', (message) => {
    if (message.type === 'done') for (const listener of listeners) listener(message);
    const resolve = waiting.get(message.type);
    if (resolve) {
      waiting.delete(message.type);
      resolve(message);
    }
  });
  const reply = (type) => new Promise((resolve) => waiting.set(type, resolve));
  return {
    pid: child.pid,
    async open(wsUrl, tokens, perToken) {
      const answer = reply('opened');
      child.send({ cmd: 'open', wsUrl, tokens, perToken });
      const result = await answer;
      if (result.failed > 0)
        throw new Error(
          `${result.failed} of ${result.opened + result.failed} sockets failed: ${result.error}`,
        );
      return result;
    },
    /** How many sockets are open and how many got each marked update. */
    async stats() {
      const answer = reply('stats');
      child.send({ cmd: 'stats' });
      return answer;
    },
    onDone(listener) {
      listeners.add(listener);
    },
    /** A command of the script's own (e.g. `drop`), resolving with its `replyType` answer. */
    async command(message, replyType) {
      const answer = reply(replyType);
      child.send(message);
      return answer;
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ cmd: 'close' });
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The p-th percentile (nearest rank) of a list of numbers. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** The machine's 1-minute load average and core count: other work skews these figures. */
export function machineLoad() {
  return `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`;
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
