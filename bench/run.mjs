// `npm run bench`: runs every benchmark in turn (or the ones named: `npm run bench -- platform`).
// Long runs (the 30-minute soak) run only when named: `npm run bench -- soak`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const LONG = ['soak'];

const all = fs
  .readdirSync(path.join(ROOT, 'bench'))
  .filter(
    (f) =>
      f.endsWith('.mjs') &&
      ![
        'run.mjs',
        'lib.mjs',
        'bare-server.mjs',
        'browser-lib.mjs',
        'realtime-lib.mjs',
        'realtime-client.mjs',
        'chat-lib.mjs',
        'chat-client.mjs',
        'insights-lib.mjs',
        'notification-client.mjs',
        'team-mix-lib.mjs',
      ].includes(f),
  )
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter((name) => !LONG.includes(name));
const chosen = process.argv.slice(2).length ? process.argv.slice(2) : all;
for (const name of chosen) {
  execFileSync(process.execPath, [path.join(ROOT, 'bench', `${name}.mjs`)], { stdio: 'inherit' });
}
