// `npm start`: builds whatever is missing or older than its sources, then runs the server in
// this same process (one Node process serves the web app and the API).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

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
const webSources = [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), shared];
if (needsBuild(at('apps/web/dist/index.html'), webSources)) {
  console.log('Building the web app…');
  // The served build is always the optimised production build, whatever NODE_ENV says.
  execFileSync(npm, ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
if (needsBuild(at('apps/server/dist/main.js'), [at('apps/server/src'), shared])) {
  console.log('Building the server…');
  execFileSync(npm, ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
}
await import(pathToFileURL(at('apps/server/dist/main.js')).href);
