// `npm run backup [-- --out <file>]`: one archive of the database and every stored file, read
// with the app's own settings (DATA_DIR, DATABASE_URL, S3_*). See docs/OPERATIONS.md.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { at, buildServerIfNeeded } from './build-if-needed.mjs';

// npm runs scripts from the repository's root (where DATA_DIR=./data is, as for `npm start`); a
// path the operator typed is meant from the folder they typed it in.
const typedFrom = process.env.INIT_CWD ?? process.cwd();
const out = process.argv.findIndex((arg) => arg === '--out' || arg === '-o');
if (out !== -1 && process.argv[out + 1]) {
  process.argv[out + 1] = path.resolve(typedFrom, process.argv[out + 1]);
}

buildServerIfNeeded('backup.js');
await import(pathToFileURL(at('apps/server/dist/backup.js')).href);
