import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/ (tests, dev) and bundled from dist/ (start), so folders are
// found from the server package's root rather than from this file's depth.
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@crewline/server'
    ) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @crewline/server package root');
    dir = parent;
  }
}

/** apps/server */
export const SERVER_ROOT = findServerRoot();
/** The one migration folder both engines apply. */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
/** The production web build the server serves. */
export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '..', 'web', 'dist');
/** The server's own version, from its package.json. */
export const SERVER_VERSION: string = JSON.parse(
  fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8'),
).version;
