// `npm run backup [-- --out <file>]`: writes one archive of this installation (the settings are
// the app's own: DATA_DIR, DATABASE_URL, S3_*). A bundle entry of its own (apps/server/build.mjs).
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadEnv } from '../env.ts';
import { BackupError } from './archive.ts';
import { createBackup, defaultArchiveName } from './backup.ts';

try {
  const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
  const env = loadEnv();
  const started = performance.now();
  const out = values.out ? path.resolve(values.out) : defaultArchiveName();
  const result = await createBackup(env, out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Backed up the ${result.manifest.sourceEngine === 'postgres' ? 'PostgreSQL' : 'embedded'} database and ${result.manifest.fileCount} file(s) to ${result.path} (${result.bytes} bytes, ${seconds} s).`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
