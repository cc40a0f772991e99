// `npm run crash -- [--rounds 20]`: the crash-durability test of the server
// (apps/server/src/crash-durability.test.ts) with the full number of SIGKILLs; a test run
// does 3. TEST_DATABASE_URL in the environment runs it against PostgreSQL instead of PGlite.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '20' } } });
if (!/^[1-9]\d*$/.test(values.rounds)) {
  console.error('--rounds must be a positive whole number');
  process.exit(2);
}
const child = spawn(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/crash-durability.test.ts'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, CRASH_ROUNDS: values.rounds } },
);
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
