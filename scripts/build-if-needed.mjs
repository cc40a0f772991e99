// Builds whatever part of the app is missing or older than its sources. `npm start` and
// `npm run cluster` need the web app and the server; `npm run backup` and `npm run restore` need
// only the server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A path under the repository's root. */
export const at = (...parts) => path.join(root, ...parts);

/** The built server's entry point. */
export const SERVER_MAIN = at('apps/server/dist/main.js');

/** Newest modification time of any file below the given folders (0 when none exist). */
function newestSource(...dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return newest;
}

function needsBuild(output, sources) {
  return !existsSync(output) || statSync(output).mtimeMs < newestSource(...sources);
}

const shared = at('packages/shared/src');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Builds the web app unless its production build is up to date. */
export function buildWebIfNeeded() {
  const webSources = [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), shared];
  if (!needsBuild(at('apps/web/dist/index.html'), webSources)) return;
  console.log('Building the web app…');
  // The served build is always the optimised production build, whatever NODE_ENV says.
  execFileSync(npm, ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/**
 * Builds the server bundle unless `entry` (main.js, backup.js, …: one build makes them all) is
 * newer than every source.
 */
export function buildServerIfNeeded(entry = 'main.js') {
  if (!needsBuild(at('apps/server/dist', entry), [at('apps/server/src'), shared])) return;
  console.log('Building the server…');
  execFileSync(npm, ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
}

/** Builds the web app and the server when missing or older than their sources. */
export function buildIfNeeded() {
  buildWebIfNeeded();
  buildServerIfNeeded('main.js');
}
