// `npm run restore <archive>`: rebuilds this installation (DATA_DIR or DATABASE_URL, and its file
// storage, which must be empty) from a backup. A bundle entry of its own (apps/server/build.mjs).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../env.ts';
import { BackupError } from './archive.ts';
import { restoreBackup } from './restore.ts';

try {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1) {
    throw new BackupError('Usage: npm run restore <archive>');
  }
  const env = loadEnv();
  const started = performance.now();
  const { manifest } = await restoreBackup(env, path.resolve(positionals[0]!));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored the database and ${manifest.fileCount} file(s) (backed up ${manifest.createdAt} from Crewline ${manifest.appVersion}) into ${env.databaseUrl ? 'DATABASE_URL' : env.dataDir} in ${seconds} s. Start the app as usual.`,
  );
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exitCode = 1;
}
