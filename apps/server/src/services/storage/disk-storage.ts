import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { byteLimit } from './byte-limit.ts';
import { assertValidKey, StorageNotFoundError, type Storage } from './storage.ts';

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files under `DATA_DIR/files`, at their key's path. A file's content type is kept next to it
 * in `.<name>.meta.json`; keys never start with a dot, so that name is never a key's.
 */
export function createDiskStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'files');

  function locate(key: string) {
    assertValidKey(key);
    const file = path.join(root, ...key.split('/'));
    const dir = path.dirname(file);
    const name = path.basename(file);
    return { file, dir, name, meta: path.join(dir, `.${name}.meta.json`) };
  }

  return {
    driver: 'disk',

    async put(key, body, { contentType, maxBytes }) {
      let where: ReturnType<typeof locate>;
      try {
        where = locate(key);
      } catch (error) {
        body.destroy();
        throw error;
      }
      const { file, dir, name, meta } = where;
      await fs.promises.mkdir(dir, { recursive: true });
      // Written beside the target and renamed into place only when complete: a reader sees the
      // whole file or none, and an aborted write leaves nothing under the key.
      const temp = path.join(dir, `.${name}.${randomUUID()}.tmp`);
      const metaTemp = `${temp}.meta`;
      const limit = byteLimit(maxBytes);
      try {
        // The file is opened here, not by the stream: a stream destroyed while still opening
        // creates its file after the clean-up below has run, leaving a stray temp file.
        const handle = await fs.promises.open(temp, 'wx');
        // The stream closes the handle when it ends or is destroyed; closing again is harmless.
        // `flush`: the bytes reach the disk before the rename, so the row the caller commits
        // next never names a file a power cut could still lose.
        await pipeline(body, limit, handle.createWriteStream({ flush: true })).finally(() =>
          handle.close().catch(() => undefined),
        );
        await fs.promises.writeFile(metaTemp, JSON.stringify({ contentType }), { flush: true });
        // The note first: a kill between the renames leaves a note without a file (removed by
        // removeLeftovers), never a file served with the wrong type.
        await fs.promises.rename(metaTemp, meta);
        await fs.promises.rename(temp, file);
        await syncDirectory(dir);
      } catch (error) {
        await Promise.all([
          fs.promises.rm(temp, { force: true }),
          fs.promises.rm(metaTemp, { force: true }),
        ]);
        throw error;
      }
      return { size: limit.bytes };
    },

    async get(key, options) {
      const { file, meta } = locate(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(file, 'r');
      } catch (error) {
        if (isMissing(error)) throw new StorageNotFoundError(key);
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) throw new StorageNotFoundError(key);
        const contentType = await readContentType(meta);
        const body: Readable = handle.createReadStream({
          autoClose: true,
          ...(options?.range ? { start: options.range.start, end: options.range.end } : {}),
        });
        return { body, size: stat.size, contentType };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      const { file, meta } = locate(key);
      // The file goes first: once it is gone the key is gone, whatever happens to the metadata.
      await fs.promises.rm(file, { force: true });
      await fs.promises.rm(meta, { force: true });
    },

    async exists(key) {
      const { file } = locate(key);
      try {
        return (await fs.promises.stat(file)).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async *list(prefix, before) {
      if (prefix !== undefined) assertValidKey(prefix);
      const dir = prefix === undefined ? root : path.join(root, prefix);
      for await (const { rel, stat } of walk(dir, prefix ?? '')) {
        // Hidden files are unfinished writes and content-type notes, not stored files.
        if (path.posix.basename(rel).startsWith('.')) continue;
        if (before && stat.mtimeMs >= before.getTime()) continue;
        yield rel;
      }
    },

    async removeLeftovers(before) {
      let removed = 0;
      for await (const { rel, stat } of walk(root, '')) {
        const name = path.posix.basename(rel);
        if (!name.startsWith('.') || stat.mtimeMs >= before.getTime()) continue;
        // `.<name>.meta.json` belongs to the file `<name>` beside it; every other hidden file is
        // an unfinished write's (`.<name>.<uuid>.tmp`, `….tmp.meta`).
        const owner = /^\.(.+)\.meta\.json$/.exec(name)?.[1];
        const full = path.join(root, ...rel.split('/'));
        if (owner && fs.existsSync(path.join(path.dirname(full), owner))) continue;
        await fs.promises.rm(full, { force: true });
        removed++;
      }
      return removed;
    },

    async close() {},
  };
}

/** Makes the renames in `dir` durable (a power cut after it keeps them). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Every file under `dir`, named relative to the storage root (`prefix` is `dir`'s). */
async function* walk(dir: string, prefix: string): AsyncGenerator<{ rel: string; stat: fs.Stats }> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, rel);
    else if (entry.isFile()) {
      // A file removed since the listing (a delete, another process's sweep) is simply skipped.
      const stat = await fs.promises.stat(full).catch(() => null);
      if (stat) yield { rel, stat };
    }
  }
}

async function readContentType(meta: string): Promise<string> {
  try {
    const parsed = JSON.parse(await fs.promises.readFile(meta, 'utf8')) as {
      contentType?: unknown;
    };
    return typeof parsed.contentType === 'string' ? parsed.contentType : DEFAULT_CONTENT_TYPE;
  } catch (error) {
    if (isMissing(error)) return DEFAULT_CONTENT_TYPE;
    throw error;
  }
}
