// `npm run restore <archive>`: rebuilds an empty installation (the app's own settings: DATA_DIR,
// DATABASE_URL, S3_*) from a backup archive. See docs/OPERATIONS.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { at, buildServerIfNeeded } from './build-if-needed.mjs';

// npm runs scripts from the repository's root (where DATA_DIR=./data is, as for `npm start`); the
// archive's path is meant from the folder the operator typed it in.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
process.argv = process.argv.map((arg, i) =>
  i >= 2 && !arg.startsWith('-') ? path.resolve(typedFrom, arg) : arg,
);

buildServerIfNeeded('restore.js');
await import(pathToFileURL(at('apps/server/dist/restore.js')).href);
