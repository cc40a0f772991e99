import type { Readable } from 'node:stream';
import yazl from 'yazl';
import { FILE_ZIP_MAX_BYTES, FILE_ZIP_MAX_FILES } from '@crewline/shared/limits';
import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import { AppError } from '../../errors.ts';
import type { Storage } from '../../services/storage/storage.ts';
import type { ZipEntryRow } from './file-zip-query.ts';

const MB = 1024 * 1024;

/** 413 before a byte is sent: the selection holds more than one ZIP may. */
export class ZipTooLargeError extends AppError {
  constructor(files: number, bytes: number) {
    super(
      413,
      ERROR_CODES.payloadTooLarge,
      `The selection holds ${files} files (${Math.ceil(bytes / MB)} MB); one ZIP holds at most ` +
        `${FILE_ZIP_MAX_FILES} files and ${FILE_ZIP_MAX_BYTES / MB} MB. Download fewer at once.`,
    );
  }
}

/** Throws ZipTooLargeError when the files with bytes pass either cap. */
export function checkZipSize(entries: readonly ZipEntryRow[]): void {
  const withBytes = entries.filter((entry) => entry.storageKey !== null);
  const bytes = withBytes.reduce((sum, entry) => sum + (entry.sizeBytes ?? 0), 0);
  if (withBytes.length > FILE_ZIP_MAX_FILES || bytes > FILE_ZIP_MAX_BYTES) {
    throw new ZipTooLargeError(withBytes.length, bytes);
  }
}

/**
 * A path segment a ZIP reader accepts as is: "." and ".." would climb out of the folder when
 * unpacked (and the writer refuses them), so they become "_".
 */
function safeSegment(name: string): string {
  return name === '.' || name === '..' ? '_' : name;
}

/** Same paths (case ignored) get " (2)", " (3)"… before the extension, so none hides another. */
function uniquePath(path: string, taken: Set<string>): string {
  let candidate = path;
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  const [stem, ext] = dot > slash + 1 ? [path.slice(0, dot), path.slice(dot)] : [path, ''];
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * The ZIP of `entries` as a stream: each file's bytes are read from storage only when the
 * writer reaches it, so neither the archive nor all the files are ever held at once. Folders
 * come as directory entries (an empty folder is kept); files never uploaded are left out. Entries
 * are stored, not deflated: most project files (images, PDFs, office documents, archives) are
 * compressed already, and deflating a gigabyte would hold a core for the whole download.
 */
export function zipFiles(storage: Storage, entries: readonly ZipEntryRow[], now: Date): Readable {
  const zip = new yazl.ZipFile();
  // A PassThrough at run time; the typings say only NodeJS.ReadableStream.
  const output = zip.outputStream as Readable;
  const taken = new Set<string>();
  // Each folder's path as written (entries come parents first), so its contents follow it even
  // when its name had to change.
  const folderPaths = new Map<string, string>();
  for (const entry of entries) {
    const slash = entry.path.lastIndexOf('/');
    const base = safeSegment(entry.path.slice(slash + 1));
    const dir = entry.parentId ? folderPaths.get(entry.parentId) : undefined;
    const path = uniquePath(dir ? `${dir}/${base}` : base, taken);
    const mtime = entry.modifiedAt ?? now;
    if (entry.isFolder) {
      folderPaths.set(entry.id, path);
      zip.addEmptyDirectory(path, { mtime });
    } else if (entry.storageKey !== null) {
      const key = entry.storageKey;
      zip.addReadStreamLazy(
        path,
        { mtime, size: entry.sizeBytes ?? undefined, compress: false },
        (done) => {
          storage.get(key).then(
            (stored) => {
              stored.body.on('error', (error) => output.destroy(error));
              done(null, stored.body);
            },
            (error: unknown) => {
              output.destroy(error instanceof Error ? error : new Error(String(error)));
            },
          );
        },
      );
    }
  }
  zip.end();
  return output;
}
