// `npm run fuzz -- --minutes 30 [--seed N] [--shrink]`: the API fuzzer of the server tests
// (apps/server/src/fuzz), run for longer than the two minutes CI gives it. `--seed` replays a
// run's requests; `--shrink` stops at the first 5xx and reduces it to a minimal request.
// TEST_DATABASE_URL in the environment runs it against PostgreSQL instead of PGlite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    seed: { type: 'string' },
    shrink: { type: 'boolean', default: false },
  },
});
const minutes = Number(values.minutes);
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error('--minutes must be a positive number');
  process.exit(2);
}
if (values.seed !== undefined && !/^\d+$/.test(values.seed)) {
  console.error('--seed must be a whole number (the one a run printed)');
  process.exit(2);
}
const env = {
  ...process.env,
  FUZZ_SECONDS: String(Math.round(minutes * 60)),
  ...(values.seed !== undefined ? { FUZZ_SEED: values.seed } : {}),
  ...(values.shrink ? { FUZZ_SHRINK: '1' } : {}),
};
const child = spawn(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/fuzz/api-fuzz.test.ts'],
  { cwd: root, stdio: 'inherit', env },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
