// Cold start: time to the first 200 on /health, and the server process's resident memory.
// (a) First start on a new, empty data directory (creates the database), then a user is
// registered; (b) the built server is started COLD_START_RUNS times (default 7) on that same
// directory, each time measured from spawn to the first 200 on /health.
// Memory (Linux /proc/<pid>/status): VmRSS when /health first answers, VmHWM (the process's
// peak so far) and VmRSS again after COLD_START_SETTLE_MS (default 5000) of idling; for (b)
// from the first restart. Prints every run, then min and median.
// Run: `node bench/cold-start.mjs` (or `npm run bench -- cold-start`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, registerUser, startServer } from './lib.mjs';

// Start-up time depends on how the bundle is built: measure the current build, not a stale one.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

const runs = Number(process.env.COLD_START_RUNS ?? 7);
const settleMs = Number(process.env.COLD_START_SETTLE_MS ?? 5000);
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';

/** VmRSS and VmHWM (peak resident) of a process, in MB. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))[1]) / 1024;
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}

/** Memory at /health, then after settling: { atHealth, peak, settled } in MB. */
async function measureMemory(server) {
  const atHealth = memory(server.pid).rss;
  await new Promise((r) => setTimeout(r, settleMs));
  const later = memory(server.pid);
  return { atHealth, peak: later.peak, settled: later.rss };
}

const mb = (value) => `${Math.round(value)} MB`;
const memoryLine = (label, m) =>
  `${label.padEnd(28)} RSS at /health ${mb(m.atHealth)}, peak ${mb(m.peak)}, settled (${settleMs / 1000} s) ${mb(m.settled)}`;

console.log(`\n# Cold start (${kind}, ${runs} restarts)`);

const first = await startServer();
const firstMemory = await measureMemory(first);
await registerUser(first.url);
await first.stop();

const times = [];
let restartMemory;
for (let i = 0; i < runs; i += 1) {
  const server = await startServer({ dataDir: first.dataDir });
  times.push(server.startMs);
  if (i === 0) restartMemory = await measureMemory(server);
  await server.stop();
}
fs.rmSync(first.dataDir, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`first start (new data directory): ${Math.round(first.startMs)} ms to first 200`);
console.log(`restarts: ${times.map((t) => Math.round(t)).join(', ')} ms`);
console.log(
  `cold start to first 200 on /health (existing data): min ${Math.round(sorted[0])} ms, median ${Math.round(median)} ms`,
);
console.log(memoryLine('memory, first start:', firstMemory));
if (restartMemory) console.log(memoryLine('memory, restart:', restartMemory));
