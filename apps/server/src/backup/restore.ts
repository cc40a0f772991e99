import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { assertValidKey, type Storage } from '../services/storage/storage.ts';
import { createStorage } from '../services/storage/create-storage.ts';
import {
  BackupError,
  DATABASE_ENTRY,
  FILES_PREFIX,
  openArchive,
  readAll,
  sha256,
  type ArchiveReader,
  type Manifest,
} from './archive.ts';
import { claimEmbedded, embeddedClusterDir, type Installation } from './backup.ts';
import { USER_TABLES_QUERY, replayIntoEmbedded, replayIntoPostgres } from './database-dump.ts';

/** Hashes an entry as it streams by; BackupError when its bytes are not the manifest's. */
async function checkEntry(
  archive: ArchiveReader,
  name: string,
  expected: { size: number; sha256: string },
): Promise<void> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of await archive.open(name)) {
      hash.update(chunk as Buffer);
      size += (chunk as Buffer).length;
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`${name} cannot be read from the archive (${(error as Error).message}).`);
  }
  if (size !== expected.size || hash.digest('hex') !== expected.sha256) {
    throw new BackupError(
      `${name} does not match its checksum in the manifest: the archive is damaged. Nothing was restored.`,
    );
  }
}

/** Every entry is read and checked before anything is written to the target. */
async function verifyArchive(archive: ArchiveReader): Promise<string> {
  const { manifest } = archive;
  if (manifest.fileCount !== manifest.files.length) {
    throw new BackupError('The manifest lists a different number of files than it counts.');
  }
  for (const file of manifest.files) {
    try {
      assertValidKey(file.key);
    } catch {
      throw new BackupError(`The manifest names an invalid file key: ${JSON.stringify(file.key)}.`);
    }
    await checkEntry(archive, FILES_PREFIX + file.key, file);
  }
  const database = await readAll(await archive.open(DATABASE_ENTRY));
  if (database.length !== manifest.database.size || sha256(database) !== manifest.database.sha256) {
    throw new BackupError(
      `${DATABASE_ENTRY} does not match its checksum in the manifest: the archive is damaged. Nothing was restored.`,
    );
  }
  return database.toString('utf8');
}

async function assertTargetEmpty(installation: Installation, storage: Storage): Promise<void> {
  if (installation.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: installation.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(USER_TABLES_QUERY);
      if (rows[0]!.n > 0) {
        throw new BackupError(
          'The target database is not empty. Restore into a new, empty database (createdb), so nothing is overwritten.',
        );
      }
    } finally {
      await client.end();
    }
  } else {
    const cluster = embeddedClusterDir(installation.dataDir);
    if (fs.existsSync(cluster) && fs.readdirSync(cluster).length > 0) {
      throw new BackupError(
        `${cluster} already holds a database. Restore into a new, empty DATA_DIR, so nothing is overwritten.`,
      );
    }
  }
  for await (const key of storage.list()) {
    throw new BackupError(
      `The target's file storage is not empty (it holds ${key}). Restore into empty storage, so nothing is overwritten.`,
    );
  }
}

async function restoreFiles(archive: ArchiveReader, storage: Storage, written: string[]) {
  for (const file of archive.manifest.files) {
    const body = await archive.open(FILES_PREFIX + file.key);
    written.push(file.key);
    await storage.put(file.key, body, {
      contentType: file.contentType,
      maxBytes: Number.MAX_SAFE_INTEGER,
    });
  }
}

export type RestoreResult = { manifest: Manifest };

/**
 * Rebuilds an empty installation (the target's DATA_DIR or DATABASE_URL, and its storage) from
 * an archive. The archive is checked whole first; files are written, then the database in one
 * transaction; if anything fails, what was written is removed again.
 */
export async function restoreBackup(
  installation: Installation,
  archivePath: string,
): Promise<RestoreResult> {
  const archive = await openArchive(archivePath);
  const release = installation.databaseUrl
    ? () => {}
    : claimEmbedded(installation.dataDir, 'restore');
  try {
    const dump = await verifyArchive(archive);
    const storage = await createStorage(installation);
    const written: string[] = [];
    try {
      await assertTargetEmpty(installation, storage);
      await restoreFiles(archive, storage, written);
      if (installation.databaseUrl) await replayIntoPostgres(installation.databaseUrl, dump);
      else await replayIntoEmbedded(embeddedClusterDir(installation.dataDir), dump);
    } catch (error) {
      for (const key of written) await storage.delete(key).catch(() => {});
      throw error;
    } finally {
      await storage.close();
    }
    return { manifest: archive.manifest };
  } finally {
    release();
    archive.close();
  }
}
