// Soak: the team-mix load (bench/team-mix-lib.mjs: teams of users, each holding a socket and
// sending the request mix open-loop) held for a long time at a fixed load below the knee, to find
// what only time shows: memory that grows, errors that start late, latency that drifts.
// Every --sample seconds it records each server process's resident memory (VmRSS), the requests
// answered and failed in that window, their p50 and p99, the sockets open and the requests in
// flight; a request belongs to the window in which its answer (or failure) came. The samples go to
// a CSV file under bench/results/ (not committed), and at the end a text chart of RSS and p99
// over time (to paste into a Markdown note) and the verdict:
//   rss growth after warm-up: x % (last sample vs the first after warm-up; and the largest)
//   errors: n                      (every failed request or token renewal, warm-up included)
//   p99 per window: min/median/max ms (windows after warm-up)
//   soak: pass | soak: fail (<reasons>)
// It passes when, after warm-up, every process's RSS at the last sample is less than 10 % above
// its first sample, nothing failed, every socket is still open, and p99 is steady. Steady, over
// the windows after warm-up: no window's p99 above 200 ms (the knee's limit); at most 1 % of the
// windows (at least one: an isolated spike) with a p99 above 3x the median window p99; and the
// median window p99 of the last third of the windows at most 1.5x that of the first third (a
// slow drift).
// The load should be half the knee's users (bench/team-mix.mjs prints the knee): the defaults
// are half the knees measured on the 2-core VM (bench/README.md).
// Access tokens last 15 minutes: users renew theirs after 10, as the web client does, and send
// the new one on their socket; the renewals are not counted as requests of the mix.
//
// Run: node bench/soak.mjs [--config pglite|pg-1|pg-2|pg-2-redis] [--users <n>]
//      [--per-user-rps 0.5] [--minutes 30] [--warmup <min>] [--sample 10]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';
import { describeTree, machineLoad, percentile, sleep, startClient } from './realtime-lib.mjs';
import {
  CONFIGS,
  TEAM_SIZE,
  chosenConfigs,
  newTeam,
  openLoop,
  renewTokens,
  startConfig,
} from './team-mix-lib.mjs';

const { values: args } = parseArgs({
  options: {
    config: { type: 'string', default: 'pglite' },
    users: { type: 'string' },
    'per-user-rps': { type: 'string', default: '0.5' },
    minutes: { type: 'string', default: '30' },
    warmup: { type: 'string' },
    sample: { type: 'string', default: '10' },
  },
});
// Half the knees measured on the 2-core VM (pg-2-redis not measured yet: pg-2's).
const HALF_KNEE_USERS = { pglite: 55, 'pg-1': 175, 'pg-2': 115, 'pg-2-redis': 115 };
const USERS = Number(args.users ?? HALF_KNEE_USERS[args.config]);
const PER_USER_RPS = Number(args['per-user-rps']);
const MINUTES = Number(args.minutes);
const WARMUP_MINUTES = Number(args.warmup ?? Math.min(3, MINUTES / 10));
const SAMPLE_SECONDS = Number(args.sample);
const GROWTH_LIMIT = 0.1;
const P99_LIMIT_MS = 200;
const SPIKE_FACTOR = 3;
const SPIKES_ALLOWED = 0.01;
const DRIFT_FACTOR = 1.5;
const CHART_ROWS = 30;
const BAR = 30;

if (!CONFIGS.some((config) => config.name === args.config))
  throw new Error(`--config: one of ${CONFIGS.map((config) => config.name).join(', ')}`);
for (const [name, value] of Object.entries({ USERS, PER_USER_RPS, MINUTES, SAMPLE_SECONDS }))
  if (!(value > 0)) throw new Error(`${name} must be a positive number`);
if (!(WARMUP_MINUTES >= 0 && WARMUP_MINUTES < MINUTES))
  throw new Error('--warmup must be at least 0 and shorter than --minutes');

const median = (values) => percentile(values, 50);
const round = (value, digits = 1) => (value === undefined ? '' : value.toFixed(digits));
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
};

/** Seeds the users (teams of TEAM_SIZE, the last one smaller) and opens one socket each. */
async function seed(cluster, sockets) {
  const users = [];
  while (users.length < USERS)
    users.push(...(await newTeam(cluster.anyUrl(), Math.min(TEAM_SIZE, USERS - users.length))));
  for (const [i, server] of cluster.servers.entries()) {
    const tokens = users.filter((_, k) => k % cluster.servers.length === i).map((u) => u.token);
    if (tokens.length) await sockets.open(server.wsUrl, tokens, 1);
  }
  return users;
}

/** Runs the load for MINUTES, sampling every SAMPLE_SECONDS; returns the samples and totals. */
async function soak(cluster, sockets, users, csvPath) {
  const processes = cluster.servers.length;
  fs.writeFileSync(
    csvPath,
    [
      't_s',
      'phase',
      ...cluster.servers.map((_, i) => `rss_mb_${i + 1}`),
      'requests',
      'errors',
      'p50_ms',
      'p99_ms',
      'sockets_open',
      'in_flight',
    ].join(',') + '\n',
  );
  const samples = [];
  const firstErrors = [];
  const totals = { requests: 0, errors: 0 };
  let window = { times: [], errors: 0 };
  let inFlight = 0;
  const failed = (message) => {
    window.errors += 1;
    totals.errors += 1;
    if (firstErrors.length < 5) firstErrors.push(message);
  };
  const startedAt = performance.now();
  const seconds = MINUTES * 60;
  let finished = false;
  const load = openLoop({
    users,
    cluster,
    perUserRps: PER_USER_RPS,
    seconds,
    startedAt,
    onSent: () => (inFlight += 1),
    onDone(_label, ms) {
      inFlight -= 1;
      totals.requests += 1;
      window.times.push(ms);
    },
    onError(error) {
      inFlight -= 1;
      totals.requests += 1;
      failed(error.message);
    },
  }).finally(() => (finished = true));

  let renewing;
  const renew = async () => {
    try {
      const tokens = await renewTokens(users, cluster.anyUrl());
      if (tokens.length) await sockets.command({ cmd: 'reauth', tokens }, 'reauthed');
    } catch (error) {
      failed(`token renewal: ${error.message}`);
    }
  };

  // Window k ends at k * SAMPLE_SECONDS: it is warm-up while that end is within the warm-up.
  const sample = async (k) => {
    const t = (performance.now() - startedAt) / 1000;
    const { times, errors } = window;
    window = { times: [], errors: 0 };
    // A server that died has no /proc entry left: NaN, which fails the memory check.
    const rss = cluster.servers.map((server) => {
      try {
        return server.rssMb();
      } catch {
        return NaN;
      }
    });
    // A socket client that no longer answers counts as no socket open (and fails the run).
    const { open } = await Promise.race([sockets.stats(), sleep(5_000).then(() => ({ open: 0 }))]);
    const row = {
      t,
      phase: k * SAMPLE_SECONDS > WARMUP_MINUTES * 60 ? 'soak' : 'warmup',
      rss,
      requests: times.length + errors,
      errors,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      sockets: open,
      inFlight,
    };
    samples.push(row);
    fs.appendFileSync(
      csvPath,
      [
        t.toFixed(1),
        row.phase,
        ...rss.map((mb) => round(mb)),
        row.requests,
        errors,
        round(row.p50),
        round(row.p99),
        open,
        inFlight,
      ].join(',') + '\n',
    );
    console.log(
      `  ${clock(t)} ${row.phase.padEnd(6)}  rss ${rss.map((mb) => round(mb)).join('+')} MB` +
        `  ${String(row.requests).padStart(5)} req  errors ${errors}` +
        `  p50 ${round(row.p50).padStart(6)} ms  p99 ${round(row.p99).padStart(7)} ms` +
        `  sockets ${open}/${users.length}  in flight ${inFlight}`,
    );
  };

  // The last window closes once every request sent has settled, so none is left out.
  const windows = Math.max(1, Math.round(seconds / SAMPLE_SECONDS));
  for (let k = 1; k < windows && !finished; k++) {
    const wait = startedAt + k * SAMPLE_SECONDS * 1000 - performance.now();
    await Promise.race([sleep(Math.max(0, wait)), load]);
    if (finished) break;
    await sample(k);
    renewing ??= renew().finally(() => (renewing = undefined));
  }
  const { overloaded } = await load;
  await renewing;
  await sample(windows);
  const { closeCodes } = await Promise.race([sockets.stats(), sleep(5_000).then(() => ({}))]);
  return { samples, totals, firstErrors, overloaded, processes, closeCodes };
}

/** A fixed-width chart of RSS (all processes together) and p99, one row per group of samples. */
function chart(samples) {
  const per = Math.max(1, Math.ceil(samples.length / CHART_ROWS));
  const rows = [];
  for (let i = 0; i < samples.length; i += per) {
    const group = samples.slice(i, i + per);
    const p99s = group.map((s) => s.p99).filter((v) => v !== undefined);
    rows.push({
      t: group.at(-1).t,
      warmup: group.every((s) => s.phase === 'warmup'),
      rss: Math.max(...group.map((s) => s.rss.reduce((a, b) => a + b, 0))),
      p99: p99s.length ? Math.max(...p99s) : undefined,
    });
  }
  const rssValues = rows.map((row) => row.rss);
  // RSS bars start at 90 % of the smallest reading, so that a growth of a few % is visible.
  const low = Math.floor(Math.min(...rssValues) * 0.9);
  const high = Math.max(...rssValues);
  const p99High = Math.max(1, ...rows.map((row) => row.p99 ?? 0));
  const bar = (value, from, to) =>
    '#'.repeat(Math.max(1, Math.round(((value - from) / Math.max(1e-9, to - from)) * BAR)));
  const lines = [
    `one row per ${per * SAMPLE_SECONDS} s (the largest reading of the row's samples); w = warm-up`,
    `RSS bar: ${low} MB (empty) to ${Math.round(high)} MB (full); p99 bar: 0 to ${Math.round(p99High)} ms`,
    `   time    RSS MB  ${''.padEnd(BAR)}   p99 ms`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.warmup ? 'w' : ' '} ${clock(row.t).padStart(6)} ${round(row.rss).padStart(8)}  ` +
        `${bar(row.rss, low, high).padEnd(BAR)} ${(row.p99 === undefined ? '-' : round(row.p99)).padStart(8)}  ` +
        (row.p99 === undefined ? '' : bar(row.p99, 0, p99High)),
    );
  }
  return lines.join('\n');
}

/** The verdict lines and the reasons for a failure. */
function verdict({ samples, totals, firstErrors, overloaded, processes }, users) {
  const measured = samples.filter((s) => s.phase === 'soak');
  const lines = [];
  const reasons = [];
  if (overloaded) reasons.push('overloaded: the load stopped early');
  if (measured.length < 2) {
    reasons.push('fewer than 2 samples after warm-up');
  } else {
    for (let i = 0; i < processes; i++) {
      const base = measured[0].rss[i];
      const last = measured.at(-1).rss[i];
      const max = Math.max(...measured.map((s) => s.rss[i]));
      const growth = ((last - base) / base) * 100;
      const maxGrowth = ((max - base) / base) * 100;
      const who = processes > 1 ? ` (process ${i + 1})` : '';
      lines.push(
        `rss growth after warm-up${who}: ${round(growth)} % (max ${round(maxGrowth)} %;` +
          ` ${round(base)} MB at ${clock(measured[0].t)}, ${round(last)} MB at the end, max ${round(max)} MB)`,
      );
      if (!(growth < GROWTH_LIMIT * 100))
        reasons.push(`rss${who} grew ${round(growth)} % (limit ${GROWTH_LIMIT * 100} %)`);
    }
  }
  lines.push(`errors: ${totals.errors} (of ${totals.requests} requests)`);
  if (totals.errors > 0) reasons.push(`${totals.errors} errors (${firstErrors.join('; ')})`);
  const p99s = measured.map((s) => s.p99);
  if (p99s.some((p99) => p99 === undefined)) reasons.push('a window without any answer');
  const answered = p99s.filter((p99) => p99 !== undefined);
  if (answered.length) {
    const mid = median(answered);
    const sorted = [...answered].sort((a, b) => a - b);
    lines.push(
      `p99 per window: ${round(sorted[0])}/${round(mid)}/${round(sorted.at(-1))} ms (min/median/max of ${answered.length})`,
    );
    const over = measured.filter((s) => s.p99 > P99_LIMIT_MS).length;
    if (over)
      reasons.push(
        `p99 above ${P99_LIMIT_MS} ms in ${over} window(s), worst ${round(sorted.at(-1))} ms`,
      );
    // One isolated spike (a collection, another process's burst) is noise; repeated ones are not.
    const spikeLimit = SPIKE_FACTOR * mid;
    const spikes = measured.filter((s) => s.p99 > spikeLimit).length;
    const allowed = Math.max(1, Math.floor(answered.length * SPIKES_ALLOWED));
    if (spikes > allowed)
      reasons.push(
        `p99 not steady: ${spikes} windows above ${SPIKE_FACTOR}x the median (${round(spikeLimit)} ms),` +
          ` ${allowed} allowed`,
      );
    const third = Math.floor(answered.length / 3);
    if (third >= 1) {
      const first = median(answered.slice(0, third));
      const last = median(answered.slice(-third));
      lines.push(
        `p99 drift: median window p99 ${round(first)} ms in the first third, ${round(last)} ms in the last`,
      );
      if (last > DRIFT_FACTOR * first)
        reasons.push(`p99 drifted up ${round(last / first, 2)}x (limit ${DRIFT_FACTOR}x)`);
    }
  }
  const lowestSockets = Math.min(...samples.map((s) => s.sockets));
  lines.push(`sockets open: at least ${lowestSockets} of ${users} in every sample`);
  if (lowestSockets < users) reasons.push(`sockets open fell to ${lowestSockets} of ${users}`);
  lines.push(reasons.length ? `soak: fail (${reasons.join('; ')})` : 'soak: pass');
  return lines.join('\n');
}

const [config] = chosenConfigs(args.config);
if (config) {
  console.log(
    `soak bench (server ${describeTree()}; ${config.name}, ${USERS} users x ${PER_USER_RPS} req/s` +
      ` = ${USERS * PER_USER_RPS} req/s, ${MINUTES} min, warm-up ${WARMUP_MINUTES} min,` +
      ` a sample every ${SAMPLE_SECONDS} s; ${machineLoad()})`,
  );
  const outDir = path.join(ROOT, 'bench/results');
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const csvPath = path.join(outDir, `soak-${config.name}-${stamp}.csv`);
  const cluster = await startConfig(config, 'bench_soak');
  const sockets = startClient();
  let result;
  try {
    const users = await seed(cluster, sockets);
    console.log(`seeded ${users.length} users; samples: ${path.relative(ROOT, csvPath)}`);
    result = await soak(cluster, sockets, users, csvPath);
  } finally {
    await sockets.stop();
    await cluster.stop();
  }
  console.log(`\nsamples written to ${path.relative(ROOT, csvPath)}`);
  console.log('```text');
  console.log(chart(result.samples));
  console.log('```');
  const closes = Object.entries(result.closeCodes ?? {});
  if (closes.length)
    console.log(
      `sockets closed by the server: ${closes.map(([k, n]) => `${n} x ${k}`).join(', ')}`,
    );
  console.log(verdict(result, USERS));
  console.log(`(end: ${machineLoad()})`);
}
