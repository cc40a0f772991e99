import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../env.ts';
import { SERVER_VERSION } from '../paths.ts';
import { DataDirBusyError, lockDataDir } from '../db/data-dir-lock.ts';
import { createStorage } from '../services/storage/create-storage.ts';
import {
  BackupError,
  createArchiveWriter,
  DATABASE_ENTRY,
  FILES_PREFIX,
  MANIFEST_ENTRY,
  ARCHIVE_FORMAT,
  sha256,
  type FileRecord,
  type Manifest,
} from './archive.ts';
import { requestSnapshot } from './backup-channel.ts';
import { dumpEmbedded, dumpEmbeddedSnapshot, dumpPostgres } from './database-dump.ts';

/** The settings a backup or restore reads: the same ones the app runs with. */
export type Installation = Pick<Env, 'dataDir' | 'databaseUrl' | 's3' | 'pgDumpPath'>;

/** Where the embedded cluster of an installation lives (main.ts opens the same folder). */
export function embeddedClusterDir(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/**
 * Claims the data directory for a command that opens the embedded database. The embedded
 * engine has one process; while the app runs, the app is that process.
 */
export function claimEmbedded(dataDir: string, doing: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    throw new BackupError(
      `Cannot ${doing} while Crewline is running on ${dataDir}: the embedded database allows one process. Stop the app, run this again, then start it.\n${(error as Error).message}`,
    );
  }
}

/**
 * The embedded database's dump. With the app stopped, this command claims the data directory
 * and opens the cluster itself; while the app runs (it holds the lock, and it is the one process
 * the engine allows), it asks the app for a snapshot through the backup channel and dumps that.
 * Either way the dump is one instant's database. A claimed directory stays claimed (`release`)
 * until the files are copied too, as the app's start would otherwise run beside the backup.
 */
async function dumpEmbeddedInstallation(
  dataDir: string,
): Promise<{ dump: string; release: () => void }> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirBusyError)) throw error;
    const dump = await dumpEmbeddedSnapshot(await requestSnapshot(dataDir, error.holder));
    return { dump, release: () => {} };
  }
  try {
    return { dump: await dumpEmbedded(embeddedClusterDir(dataDir)), release };
  } catch (error) {
    release();
    throw error;
  }
}

/** The default archive name: crewline-backup-20260101T120000Z.zip in the current folder. */
export function defaultArchiveName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.resolve(`crewline-backup-${stamp}.zip`);
}

export type BackupResult = { path: string; manifest: Manifest; bytes: number };

/**
 * Writes one archive: the database as pg_dump's plain SQL (one snapshot) and then every stored
 * file. Files are read after the snapshot, so every file its rows name is there, unless it was
 * deleted in between (its row was then on its way out too). Runs beside a serving app on either
 * engine.
 */
export async function createBackup(
  installation: Installation,
  outPath: string,
  now = new Date(),
): Promise<BackupResult> {
  if (fs.existsSync(outPath)) throw new BackupError(`${outPath} already exists.`);
  const { dump, release } = installation.databaseUrl
    ? {
        dump: await dumpPostgres(installation.databaseUrl, installation.pgDumpPath),
        release: () => {},
      }
    : await dumpEmbeddedInstallation(installation.dataDir);
  try {
    const storage = await createStorage(installation);
    const writer = createArchiveWriter(outPath);
    try {
      const database = Buffer.from(dump, 'utf8');
      writer.addBuffer(DATABASE_ENTRY, database);
      const files: FileRecord[] = [];
      for await (const key of storage.list()) {
        const file = await storage.get(key);
        const written = await writer.addStream(FILES_PREFIX + key, file.body);
        files.push({ key, contentType: file.contentType, ...written });
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        createdAt: now.toISOString(),
        appVersion: SERVER_VERSION,
        sourceEngine: installation.databaseUrl ? 'postgres' : 'embedded',
        database: { size: database.length, sha256: sha256(database) },
        fileCount: files.length,
        files,
      };
      writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      await writer.close();
      return { path: outPath, manifest, bytes: fs.statSync(outPath).size };
    } catch (error) {
      await writer.abort();
      throw error;
    } finally {
      await storage.close();
    }
  } finally {
    release();
  }
}
