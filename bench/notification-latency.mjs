// Notification latency benchmark. Target: from the triggering request to
// `notification_created` at the recipient's socket with 1,000 users connected, p99 < 100 ms.
// 1,000 users: one owner of 10 projects of 100 (each member in one, each project with a thread),
// one socket per user in two client processes (bench/notification-client.mjs), one server
// process. Two triggers, one at a time, each for a different recipient (so the 60 s grouping
// never turns a create into an update; an update would be counted and reported):
//   - mention: the owner's POST /api/messages in the recipient's project thread, `mentions`
//     naming the recipient (the message itself goes to the project's 100 sockets too);
//   - assign: the owner's PUT /api/tasks/{id} {assignee_id} of a task in the recipient's
//     project (`task_updated` goes to the project's 100 sockets too).
// Measured: from just before sending the request until the frame is at the recipient's socket.
// Baseline in the same run, same database: only the owner and the recipient connected (the
// recipient's socket opened before and closed after each sample). Also the request's own answer
// time and the server's CPU per request (process utime+stime; PostgreSQL backends too).
// Users and their sessions are seeded with SQL (argon2 for 1,000 sign-ups would dominate the
// run), access tokens signed here with the servers' shared secret; projects, members, threads
// and tasks through the API.
// PGlite always, PostgreSQL too when BENCH_DATABASE_URL is set (BENCH_ENGINES keeps one).
// BENCH_SAMPLES (default 300 per case), BENCH_USERS (1,000), BENCH_PROJECT_SIZE (100).
// Run: `node bench/notification-latency.mjs` (or `npm run bench -- notification-latency`).
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import {
  SERVER_ROOT,
  call,
  describeTree,
  machineLoad,
  percentile,
  registerUsers,
  sleep,
  startClient,
} from './realtime-lib.mjs';
import { chatEngine, chosenEngines, newThread } from './chat-lib.mjs';

const USERS = Number(process.env.BENCH_USERS ?? 1_000);
const PROJECT_SIZE = Number(process.env.BENCH_PROJECT_SIZE ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 10;
const CLIENTS = 2;
const GAP_MS = 50;
const SETTLE_MS = 4_000;
const TIMEOUT_MS = 10_000;
const TARGET_MS = 100;
const DB_NAME = 'bench_notif_latency';
// The secret bench/chat-lib.mjs starts its servers with: tokens signed here are theirs.
const JWT_SECRET = 'realtime-bench-secret-realtime-bench-secret';
const TOKEN_TTL_S = 3_600;
// A message mentioning more than 3 people is expanded by the notification job after the commit
// (docs/ARCHITECTURE.md "Notifications"): the third case measures that path, to the last of them.
const JOB_RECIPIENTS = 4;
const JOB_WARMUP = 5;

/** An HS256 access token as the server signs them (`sub`, `sid` = the refresh family, `exp`). */
function accessToken(userId, familyId) {
  const iat = Math.floor(Date.now() / 1000);
  const part = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sid: familyId, sub: userId, iat, exp: iat + TOKEN_TTL_S })}`;
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`;
}

/**
 * `count` more users with the owner's password hash and one open session each (a refresh-token
 * row), in one statement; returns [{id, token}], the owner first (a fresh session of theirs too).
 */
async function seedUsers(query, owner, count) {
  const { rows } = await query(
    `WITH made AS (
       INSERT INTO users (name, email, password_hash)
       SELECT 'Member ' || g, 'notif-bench-' || g || '@example.test', u.password_hash
       FROM generate_series(1, $2::int) g, users u WHERE u.id = $1
       RETURNING id),
     everyone AS (SELECT $1::uuid AS id, 0 AS o UNION ALL SELECT id, 1 FROM made)
     INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     SELECT id, gen_random_uuid(), 'notif-bench-' || id, now() + interval '30 days' FROM everyone
     RETURNING user_id, family_id`,
    [owner.user.id, count],
  );
  await query('ANALYZE users');
  await query('ANALYZE refresh_tokens');
  const sessions = rows.map((row) => ({
    id: row.user_id,
    token: accessToken(row.user_id, row.family_id),
  }));
  const ownerSession = sessions.find((s) => s.id === owner.user.id);
  return [ownerSession, ...sessions.filter((s) => s !== ownerSession)];
}

/** Runs `fn` over `items`, `parallel` at a time. */
async function inBatches(items, parallel, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += parallel)
    out.push(...(await Promise.all(items.slice(i, i + parallel).map(fn))));
  return out;
}

/** A process's /proc stat fields after its name (field 3 onwards), or undefined once gone. */
function statOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid) {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / 100 : 0;
}

/**
 * CPU seconds of a process and all its children, ended ones included (a parent's cutime and
 * cstime hold the children it reaped): the PostgreSQL postmaster's tree, whose pooled backends
 * come and go (the server's pool closes idle connections).
 */
function treeCpuSeconds(pid) {
  const own = statOf(pid);
  if (!own) return 0;
  let total = own.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statOf(entry);
    if (fields?.[1] === String(pid)) total += (Number(fields[11]) + Number(fields[12])) / 100;
  }
  return total;
}

/** The server process of this run (its private build copy is named after our pid). */
let knownPid;
function serverPid() {
  if (knownPid && fs.existsSync(`/proc/${knownPid}`)) return knownPid;
  const marker = `crewline-chat-bench-${process.pid}`;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(marker))
        return (knownPid = Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('server process not found');
}

let postmasterPid;
/** The postmaster of BENCH_DATABASE_URL's server: the parent of a backend of ours. */
async function postmaster() {
  if (postmasterPid) return postmasterPid;
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pg_backend_pid() AS pid');
    postmasterPid = Number(statOf(rows[0].pid)?.[1]);
    return postmasterPid;
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds used so far by the server process and, on PostgreSQL, by the whole database
 * server (any other database's work there counts too: the local one is the benchmark's alone).
 */
async function cpuNow(engine) {
  const server = cpuSeconds(serverPid());
  if (engine.engine !== 'postgresql') return { server, database: 0 };
  return { server, database: treeCpuSeconds(await postmaster()) };
}

/**
 * The world: owner + members seeded, projects of PROJECT_SIZE (member i in project i % count),
 * a thread in each, and for every case's recipient a task of its own to assign.
 */
async function setUp(engine) {
  const [owner] = await registerUsers(engine.url, 1);
  const users = await engine.sql((query) => seedUsers(query, owner, USERS - 1));
  const [sender, ...members] = users;
  const projectCount = Math.ceil(members.length / (PROJECT_SIZE - 1));
  const projects = [];
  for (let p = 0; p < projectCount; p++) {
    const project = await call(
      engine.url,
      sender.token,
      'POST',
      '/api/projects',
      { name: `Notification bench ${p + 1}` },
      201,
    );
    const thread = await newThread(
      engine.url,
      { access_token: sender.token },
      project.id,
      'General',
    );
    projects.push({ id: project.id, thread });
  }
  members.forEach((member, i) => {
    member.project = projects[i % projectCount];
  });
  await inBatches(members, 10, (member) =>
    call(
      engine.url,
      sender.token,
      'POST',
      `/api/projects/${member.project.id}/members`,
      { user_id: member.id, role: 'member' },
      201,
    ),
  );
  return { sender, members, projectCount };
}

/** A sample's recipients: one or more members of one project, and the task to assign them. */
const target = (people) => ({
  ids: people.map((person) => person.id),
  tokens: people.map((person) => person.token),
  project: people[0].project,
});

/**
 * The cases and their recipients. Baseline and full runs get their own people (each gets at
 * most one notification of each type in the whole run, so none is grouped), warm-ups too; the
 * single-recipient cases of a run share its people (their types differ). The job case takes
 * groups of JOB_RECIPIENTS members of one project from the people left.
 */
function plan(members) {
  const needed = 2 * (SAMPLES + WARMUP);
  if (members.length < needed)
    throw new Error(`${members.length} members, ${needed} needed: lower BENCH_SAMPLES`);
  const singles = (from) => ({
    warmup: members.slice(from, from + WARMUP).map((m) => target([m])),
    measured: members.slice(from + WARMUP, from + WARMUP + SAMPLES).map((m) => target([m])),
  });
  // The rest, in groups of one project's members.
  const byProject = new Map();
  for (const member of members.slice(needed)) {
    const list = byProject.get(member.project) ?? [];
    list.push(member);
    byProject.set(member.project, list);
  }
  const groups = [];
  for (const list of byProject.values())
    for (let i = 0; i + JOB_RECIPIENTS <= list.length; i += JOB_RECIPIENTS)
      groups.push(target(list.slice(i, i + JOB_RECIPIENTS)));
  // Interleaved, so consecutive samples are in different projects.
  groups.sort((a, b) => a.ids[0].localeCompare(b.ids[0]));
  const perPhase = Math.min(SAMPLES, Math.floor(groups.length / 2) - JOB_WARMUP);
  const jobs = (from) => ({
    warmup: groups.slice(from, from + JOB_WARMUP),
    measured: groups.slice(from + JOB_WARMUP, from + JOB_WARMUP + perPhase),
  });
  const phase = (from, jobFrom) => {
    const single = singles(from);
    return [
      { name: 'mention', kind: 'mention', ...single },
      { name: 'assign', kind: 'assign', ...single },
      ...(perPhase > 0
        ? [{ name: `mention x${JOB_RECIPIENTS} (job)`, kind: 'mention', ...jobs(jobFrom) }]
        : []),
    ];
  };
  return { baseline: phase(0, 0), full: phase(SAMPLES + WARMUP, JOB_WARMUP + perPhase) };
}

/** One unassigned task per target of the assign cases, in its project, marked in its title. */
async function makeTasks(engine, sender, cases, firstMark) {
  const targets = cases
    .filter((c) => c.kind === 'assign')
    .flatMap((c) => [...c.warmup, ...c.measured]);
  targets.forEach((t, i) => {
    t.mark = firstMark + i;
  });
  await inBatches(targets, 10, async (t) => {
    const task = await call(
      engine.url,
      sender.token,
      'POST',
      '/api/tasks',
      { project_id: t.project.id, title: `Review the release notes notif-mark-${t.mark}` },
      201,
    );
    t.taskId = task.id;
  });
}

/**
 * Measures one trigger for a target: the request, then the frame at each recipient's socket.
 * Returns {latency (the last recipient's), first, http, updated} in ms.
 */
function sampler(engine, sender, clients) {
  const waiting = new Map();
  for (const client of clients) client.onDone((done) => waiting.get(done.mark)?.(done));
  let nextMark = 1;
  return async (kind, t) => {
    const mark = kind === 'assign' ? t.mark : nextMark++;
    const arrivals = [];
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `${kind} mark ${mark}: ${arrivals.length} of ${t.ids.length} frames in ${TIMEOUT_MS} ms`,
            ),
          ),
        TIMEOUT_MS,
      );
      waiting.set(mark, (done) => {
        arrivals.push(done);
        if (arrivals.length < t.ids.length) return;
        clearTimeout(timer);
        resolve();
      });
    });
    const sentAt = performance.timeOrigin + performance.now();
    if (kind === 'mention')
      await call(
        engine.url,
        sender.token,
        'POST',
        '/api/messages',
        {
          thread_id: t.project.thread.id,
          content: `Can you check the figures? notif-mark-${mark}`,
          mentions: t.ids,
        },
        201,
      );
    else
      await call(
        engine.url,
        sender.token,
        'PUT',
        `/api/tasks/${t.taskId}`,
        { assignee_id: t.ids[0] },
        200,
      );
    const answeredAt = performance.timeOrigin + performance.now();
    await arrived;
    waiting.delete(mark);
    const times = arrivals.map((done) => done.at - sentAt);
    return {
      latency: Math.max(...times),
      first: Math.min(...times),
      http: answeredAt - sentAt,
      updated: arrivals.filter((done) => done.kind !== 'created').length,
    };
  };
}

const fmt = (value) => value.toFixed(1).padStart(6);

/** Frames of each type all clients' sockets received so far. */
async function framesNow(clients) {
  const total = {};
  for (const stats of await Promise.all(clients.map((client) => client.stats())))
    for (const [type, count] of Object.entries(stats.frames))
      total[type] = (total[type] ?? 0) + count;
  return total;
}

/** Runs every case (warm-ups, then the measured samples); `around` wraps each sample. */
async function runCases(engine, clients, measure, cases, around = (_t, fn) => fn()) {
  const results = [];
  for (const c of cases) {
    for (const t of c.warmup) await around(t, () => measure(c.kind, t));
    const framesBefore = await framesNow(clients);
    const before = await cpuNow(engine);
    const samples = [];
    for (const t of c.measured) {
      samples.push(await around(t, () => measure(c.kind, t)));
      await sleep(GAP_MS);
    }
    const after = await cpuNow(engine);
    const framesAfter = await framesNow(clients);
    results.push({
      name: c.name,
      recipients: c.measured[0].ids.length,
      samples,
      framesPerRequest: Object.entries(framesAfter)
        .map(([type, count]) => [type, (count - (framesBefore[type] ?? 0)) / samples.length])
        .filter(([, perRequest]) => perRequest > 0),
      cpuServer: ((after.server - before.server) * 1000) / samples.length,
      cpuDatabase: ((after.database - before.database) * 1000) / samples.length,
    });
  }
  return results;
}

function summarize(samples) {
  const latencies = samples.map((s) => s.latency);
  const https = samples.map((s) => s.http);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    http50: percentile(https, 50),
    http99: percentile(https, 99),
    // How long after the request's answer the frame came (negative: before it).
    after50: percentile(
      samples.map((s) => s.latency - s.http),
      50,
    ),
    first50: percentile(
      samples.map((s) => s.first),
      50,
    ),
    updated: samples.reduce((sum, s) => sum + s.updated, 0),
  };
}

function report(label, result, engineName, base) {
  const s = summarize(result.samples);
  const cpu =
    `cpu/req server ${result.cpuServer.toFixed(2)} ms` +
    (engineName === 'postgresql' ? `, postgres ${result.cpuDatabase.toFixed(2)} ms` : '');
  const ratio = base ? ` | x${(s.p99 / base.p99).toFixed(2)} baseline p99` : '';
  const verdict = base
    ? ` | target p99 < ${TARGET_MS} ms: ${s.p99 < TARGET_MS ? 'met' : 'MISSED'}`
    : '';
  console.log(
    `  ${label.padEnd(54)} p50 ${fmt(s.p50)}  p95 ${fmt(s.p95)}  p99 ${fmt(s.p99)}  max ${fmt(s.max)} ms` +
      ` | answer p50 ${fmt(s.http50)} p99 ${fmt(s.http99)}, frame - answer p50 ${s.after50.toFixed(1)} ms` +
      (result.recipients > 1 ? `, first recipient p50 ${s.first50.toFixed(1)} ms` : '') +
      ` | ${cpu}${ratio}${verdict}` +
      (s.updated ? ` | ${s.updated} came as notification_updated` : ''),
  );
  console.log(
    `    frames written per request: ${result.framesPerRequest
      .map(([type, perRequest]) => `${type} ${perRequest.toFixed(1)}`)
      .join(', ')}`,
  );
  if (process.env.BENCH_VERBOSE)
    console.log(
      `    slowest: ${result.samples
        .map((x) => x.latency)
        .sort((a, b) => b - a)
        .slice(0, 10)
        .map((x) => x.toFixed(0))
        .join(' ')}`,
    );
  return s;
}

async function runEngine(engineName) {
  const engine = await chatEngine(engineName, DB_NAME);
  const clients = [];
  try {
    const setupStart = performance.now();
    const { sender, members, projectCount } = await setUp(engine);
    const cases = plan(members);
    await makeTasks(engine, sender, cases.baseline, 100_000);
    await makeTasks(engine, sender, cases.full, 200_000);
    for (let k = 0; k < CLIENTS; k++) clients.push(startClient('bench/notification-client.mjs'));
    const measure = sampler(engine, sender, clients);
    console.log(
      `${engineName}: ${USERS} users in ${projectCount} projects of up to ${PROJECT_SIZE}, ` +
        `set up in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
    );

    // Baseline: the owner's socket stays, each recipient's opens before and closes after.
    const [solo] = clients;
    await solo.open(engine.wsUrl, [sender.token], 1);
    await sleep(SETTLE_MS);
    const baseline = await runCases(engine, clients, measure, cases.baseline, async (t, fn) => {
      await solo.open(engine.wsUrl, t.tokens, 1);
      await sleep(GAP_MS);
      const sample = await fn();
      await solo.command({ cmd: 'drop', keep: 1 }, 'dropped');
      return sample;
    });
    await solo.command({ cmd: 'drop', keep: 0 }, 'dropped');
    // The last recipients' presence goes offline after a 5 s grace: let it pass.
    await sleep(6_000);

    const openStart = performance.now();
    const everyone = [sender, ...members];
    const opened = await Promise.all(
      clients.map((client, k) =>
        client.open(
          engine.wsUrl,
          everyone.filter((_, i) => i % CLIENTS === k).map((user) => user.token),
          1,
        ),
      ),
    );
    const sockets = opened.reduce((sum, r) => sum + r.opened, 0);
    const openSeconds = (performance.now() - openStart) / 1000;
    // Every arrival's presence frames go to its project: let them settle.
    await sleep(SETTLE_MS);
    const idleStart = await cpuNow(engine);
    await sleep(SETTLE_MS);
    const idleEnd = await cpuNow(engine);
    if (process.env.BENCH_VERBOSE)
      console.log(`  ${sockets} sockets open; measuring (server pid ${serverPid()})`);
    const full = await runCases(engine, clients, measure, cases.full);
    const stats = await Promise.all(clients.map((client) => client.stats()));
    const open = stats.reduce((sum, s) => sum + s.open, 0);
    // Closes other than the baseline's own (1000): the server closing sockets on us.
    const closed = stats.flatMap((s) =>
      Object.entries(s.closeCodes).filter(([code]) => !code.startsWith('1000 ')),
    );

    console.log(
      `  ${sockets} sockets opened in ${openSeconds.toFixed(1)} s (${open} open at the end` +
        `${closed.length ? `; closed by the server: ${JSON.stringify(closed)}` : ''}); ` +
        `idle server CPU with them ${(((idleEnd.server - idleStart.server) / (SETTLE_MS / 1000)) * 100).toFixed(1)} %` +
        (engineName === 'postgresql'
          ? `, postgres ${(((idleEnd.database - idleStart.database) / (SETTLE_MS / 1000)) * 100).toFixed(1)} %`
          : '') +
        ` | server RSS ${Math.round(engine.rssMb())} MB`,
    );
    baseline.forEach((base, i) => {
      const connected = base.recipients + 1;
      const n = (r) => `, n=${r.samples.length}`;
      const s = report(
        `${base.name}, ${connected} users connected (baseline)${n(base)}`,
        base,
        engineName,
      );
      report(`${full[i].name}, ${sockets} users connected${n(full[i])}`, full[i], engineName, s);
    });
  } finally {
    await Promise.all(clients.map((client) => client.stop()));
    await engine.stop();
  }
}

console.log(
  `notification latency bench (server ${describeTree()} at ${SERVER_ROOT}; ${USERS} users, one socket each, ` +
    `in ${CLIENTS} client processes, one server process; ${SAMPLES} samples per case after ${WARMUP} warm-up ones, ` +
    `${GAP_MS} ms apart; ms from sending the request to the frame at the recipient; ${machineLoad()})`,
);
for (const engine of chosenEngines()) await runEngine(engine);
console.log(`(${machineLoad()} at the end)`);
