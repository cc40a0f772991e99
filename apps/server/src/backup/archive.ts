import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { z } from 'zod';

/** Bumped when the archive's layout changes in a way an older restore cannot read. */
export const ARCHIVE_FORMAT = 1;

export const DATABASE_ENTRY = 'database.sql';
export const MANIFEST_ENTRY = 'manifest.json';
export const FILES_PREFIX = 'files/';

const fileRecord = z.object({
  key: z.string(),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  contentType: z.string(),
});

const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  createdAt: z.string(),
  appVersion: z.string(),
  sourceEngine: z.enum(['embedded', 'postgres']),
  database: z.object({ size: z.number().int().min(0), sha256: z.string() }),
  fileCount: z.number().int().min(0),
  files: z.array(fileRecord),
});

/** What `manifest.json` says about the archive: where it came from and every entry's checksum. */
export type Manifest = z.infer<typeof manifestSchema>;
export type FileRecord = z.infer<typeof fileRecord>;

/** A backup or restore that cannot go on; its message is meant for the operator as it is. */
export class BackupError extends Error {}

/** The hex SHA-256 of a buffer. */
export function sha256(data: Buffer | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * Writes a ZIP archive entry by entry, streaming each file through a hash so the manifest,
 * written last, can list every checksum without reading anything twice.
 */
export function createArchiveWriter(outPath: string) {
  const zip = new yazl.ZipFile();
  const out = fs.createWriteStream(outPath, { flags: 'wx' });
  const written = finished(zip.outputStream.pipe(out));
  // A failed write ends the archive; the caller's next await sees it.
  written.catch(() => {});

  return {
    addBuffer(name: string, data: Buffer) {
      zip.addBuffer(data, name);
    },
    /** Adds a stream and resolves, once yazl has read all of it, with its size and hash. */
    async addStream(name: string, body: Readable): Promise<{ size: number; sha256: string }> {
      const hash = createHash('sha256');
      let size = 0;
      const through = new PassThrough();
      body.on('error', (error) => through.destroy(error));
      body.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        size += chunk.length;
      });
      body.pipe(through);
      zip.addReadStream(through, name);
      await finished(through);
      return { size, sha256: hash.digest('hex') };
    },
    async close(): Promise<void> {
      zip.end();
      await written;
    },
    /** Stops writing and removes the partial file. */
    async abort(): Promise<void> {
      out.destroy();
      await fs.promises.rm(outPath, { force: true });
    },
  };
}

/** An archive opened for reading: its manifest, and each entry as a stream by name. */
export type ArchiveReader = {
  manifest: Manifest;
  /** The entry's bytes as a stream (yauzl checks each entry's CRC as it reads). */
  open(name: string): Promise<Readable>;
  close(): void;
};

function openZip(filePath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(filePath, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(error) : resolve(zip),
    ),
  );
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Reads a whole stream into memory. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Opens a backup archive; BackupError when it is missing, not a ZIP, or has no valid manifest. */
export async function openArchive(filePath: string): Promise<ArchiveReader> {
  if (!fs.existsSync(filePath)) throw new BackupError(`No backup archive at ${filePath}.`);
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip = await openZip(filePath);
    entries = await listEntries(zip);
  } catch (error) {
    throw new BackupError(
      `${filePath} is not a readable backup archive (${(error as Error).message}).`,
    );
  }
  const open = (name: string) =>
    new Promise<Readable>((resolve, reject) => {
      const entry = entries.get(name);
      if (!entry) return reject(new BackupError(`The archive has no ${name}.`));
      zip.openReadStream(entry, (error, stream) =>
        error || !stream ? reject(error) : resolve(stream),
      );
    });
  let manifest: Manifest;
  try {
    const parsed = manifestSchema.safeParse(
      JSON.parse((await readAll(await open(MANIFEST_ENTRY))).toString('utf8')),
    );
    if (!parsed.success) throw new Error('unexpected content');
    manifest = parsed.data;
  } catch (error) {
    zip.close();
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `${filePath} has no valid ${MANIFEST_ENTRY} (${(error as Error).message}); it is not a Crewline backup of a version this one reads.`,
    );
  }
  return { manifest, open, close: () => zip.close() };
}
