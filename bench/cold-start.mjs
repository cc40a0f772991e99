// Cold start with an existing data directory: the first start creates it (and a user), then the
// built server is started COLD_START_RUNS times (default 7) on that same directory, each time
// measured from spawn to the first 200 on /health. Prints every run, then min and median.
// Run: `node bench/cold-start.mjs` (or `npm run bench -- cold-start`).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { ROOT, registerUser, startServer } from './lib.mjs';

// Start-up time depends on how the bundle is built: measure the current build, not a stale one.
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: ROOT, stdio: 'inherit' });

const runs = Number(process.env.COLD_START_RUNS ?? 7);
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
console.log(`\n# Cold start (${kind}, existing data, ${runs} runs)`);

const first = await startServer();
await registerUser(first.url);
await first.stop();

const times = [];
for (let i = 0; i < runs; i += 1) {
  const server = await startServer({ dataDir: first.dataDir });
  times.push(server.startMs);
  await server.stop();
}
fs.rmSync(first.dataDir, { recursive: true, force: true });

const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.log(`runs: ${times.map((t) => Math.round(t)).join(', ')} ms`);
console.log(
  `cold start to first 200 on /health (existing data): min ${Math.round(sorted[0])} ms, median ${Math.round(median)} ms`,
);
