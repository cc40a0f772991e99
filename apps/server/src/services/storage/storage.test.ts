import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import {
  InvalidStorageKeyError,
  newStorageKey,
  StorageNotFoundError,
  TooLargeError,
  type Storage,
} from './storage.ts';

const MB = 1024 * 1024;

/** A driver under test, and a way to see everything it has stored (temp files included). */
type Harness = { storage: Storage; listAll(): Promise<string[]>; stop(): Promise<void> };

async function startDisk(): Promise<Harness & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-storage-'));
  return {
    dataDir,
    storage: createDiskStorage(dataDir),
    // Every file under DATA_DIR, hidden ones too: a leftover temp file must show here.
    async listAll() {
      const entries = await fs.promises.readdir(dataDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dataDir, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    async stop() {
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function startS3(): Promise<Harness & { settings: Parameters<typeof createS3Storage>[0] }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-s3rver-'));
  const bucket = 'crewline-test';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const storage = createS3Storage(settings);
  const lister = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    storage,
    settings,
    async listAll() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await lister.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    async stop() {
      await storage.close();
      lister.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * `total` bytes in chunks of `chunk`, made as they are read (never one big buffer); `digest()`
 * is the SHA-256 of what was produced, `produced()` how much.
 */
function generated(total: number, chunk = 64 * 1024) {
  let produced = 0;
  const hash = createHash('sha256');
  const stream = new Readable({
    read() {
      if (produced >= total) {
        this.push(null);
        return;
      }
      const bytes = randomBytes(Math.min(chunk, total - produced));
      produced += bytes.length;
      hash.update(bytes);
      this.push(bytes);
    },
  });
  return Object.assign(stream, {
    produced: () => produced,
    digest: () => hash.copy().digest('hex'),
  });
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A stream that delivers `head` and then fails, like a client that disconnects mid-upload. */
function failingAfter(head: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(head);
        return;
      }
      this.destroy(new Error('client went away'));
    },
  });
}

it('words the attachment limit as the spec does', () => {
  const error = new TooLargeError(ATTACHMENT_MAX_BYTES);
  expect(error.toBody()).toEqual({
    error: 'PAYLOAD_TOO_LARGE',
    message: 'File size too large. Please upload files smaller than 10MB.',
  });
  expect(error.status).toBe(413);
});

const text = { contentType: 'text/plain; charset=utf-8', maxBytes: MB };

describe.each([
  ['disk', startDisk],
  ['s3', startS3],
] as const)('%s storage', (driver, start) => {
  let harness: Harness;
  let storage: Storage;
  beforeAll(async () => {
    harness = await start();
    storage = harness.storage;
  });
  afterAll(() => harness?.stop());

  it('names its driver', () => {
    expect(storage.driver).toBe(driver);
  });

  it('round-trips binary data with its content type', async () => {
    // Every byte value, then random bytes: nothing may be decoded or re-encoded on the way.
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(300_000),
    ]);
    const key = newStorageKey('attachments');
    const put = await storage.put(key, Readable.from([data]), {
      contentType: 'image/png',
      maxBytes: MB,
    });
    expect(put).toEqual({ size: data.length });
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file.size).toBe(data.length);
    expect(file.contentType).toBe('image/png');
    expect((await buffer(file.body)).equals(data)).toBe(true);
  });

  it('lists every stored key and nothing else', async () => {
    const keys = [newStorageKey('attachments'), newStorageKey('avatars')];
    for (const key of keys) await storage.put(key, Readable.from(['x']), text);
    const listed: string[] = [];
    for await (const key of storage.list()) listed.push(key);
    expect(listed).toEqual(expect.arrayContaining(keys));
    // The disk driver's metadata files are hidden names, never keys.
    expect(listed.filter((key) => key.split('/').some((s) => s.startsWith('.')))).toEqual([]);
    await storage.delete(keys[0]!);
    const after: string[] = [];
    for await (const key of storage.list()) after.push(key);
    expect(after).not.toContain(keys[0]);
    expect(after).toContain(keys[1]);
  });

  it('streams only a requested byte range, reporting the whole size', async () => {
    const data = randomBytes(100_000);
    const key = newStorageKey('files');
    await storage.put(key, Readable.from([data]), { contentType: 'image/png', maxBytes: MB });
    for (const range of [
      { start: 0, end: 9 },
      { start: 99_990, end: 99_999 },
      { start: 500, end: 500 },
    ]) {
      const file = await storage.get(key, { range });
      expect(file.size).toBe(data.length);
      expect((await buffer(file.body)).equals(data.subarray(range.start, range.end + 1))).toBe(
        true,
      );
    }
  });

  it('keeps an empty file and a content type with parameters', async () => {
    const key = newStorageKey('attachments');
    expect(await storage.put(key, Readable.from([]), text)).toEqual({ size: 0 });
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 0, contentType: 'text/plain; charset=utf-8' });
    expect((await buffer(file.body)).length).toBe(0);
  });

  it('streams a file larger than one S3 part and accepts exactly the limit', async () => {
    const key = newStorageKey('attachments');
    const source = generated(6 * MB);
    const put = await storage.put(key, source, { contentType: 'video/webm', maxBytes: 6 * MB });
    expect(put.size).toBe(6 * MB);
    const file = await storage.get(key);
    expect(file.size).toBe(6 * MB);
    expect(sha256(await buffer(file.body))).toBe(source.digest());
  });

  it('refuses an endless stream at the limit and leaves nothing behind', async () => {
    const before = await harness.listAll();
    const key = newStorageKey('attachments');
    const source = generated(Number.POSITIVE_INFINITY);
    const attempt = storage.put(key, source, { contentType: 'application/zip', maxBytes: MB });
    await expect(attempt).rejects.toBeInstanceOf(TooLargeError);
    await expect(attempt).rejects.toMatchObject({
      status: 413,
      message: 'File size too large. Please upload files smaller than 1MB.',
    });
    // Read while streaming: at most the limit plus what was already in flight (a chunk, a
    // stream's buffer), not the endless rest.
    expect(source.produced()).toBeLessThan(2 * MB);
    expect(source.destroyed).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    expect(await harness.listAll()).toEqual(before);
  });

  it('refuses a stream over the limit after a whole S3 part went up, leaving no object', async () => {
    const before = await harness.listAll();
    const key = newStorageKey('attachments');
    const attempt = storage.put(key, generated(7 * MB), {
      contentType: 'video/webm',
      maxBytes: 6 * MB,
    });
    await expect(attempt).rejects.toBeInstanceOf(TooLargeError);
    expect(await storage.exists(key)).toBe(false);
    expect(await harness.listAll()).toEqual(before);
  });

  it('stores nothing when the source fails mid-stream', async () => {
    const before = await harness.listAll();
    const key = newStorageKey('attachments');
    await expect(storage.put(key, failingAfter(randomBytes(100_000)), text)).rejects.toThrow(
      'client went away',
    );
    expect(await storage.exists(key)).toBe(false);
    expect(await harness.listAll()).toEqual(before);
  });

  it('replaces a file stored again under the same key', async () => {
    const key = newStorageKey('attachments');
    await storage.put(key, Readable.from([Buffer.from('first version')]), text);
    await storage.put(key, Readable.from([Buffer.from('second')]), {
      contentType: 'application/json',
      maxBytes: MB,
    });
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: 6, contentType: 'application/json' });
    expect((await buffer(file.body)).toString()).toBe('second');
  });

  it('deletes, and deleting again is not an error', async () => {
    const key = newStorageKey('attachments');
    await storage.put(key, Readable.from([Buffer.from('bye')]), text);
    const before = await harness.listAll();
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
    // The file and whatever was kept with it (the disk driver's metadata) are gone.
    const after = await harness.listAll();
    expect(after.length).toBeLessThan(before.length);
    expect(after.some((name) => name.includes(key.split('/').pop()!))).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix written before a moment', async () => {
    const prefix = `list${randomBytes(4).toString('hex')}`;
    const keys = [newStorageKey(prefix), newStorageKey(prefix)];
    for (const key of keys) await storage.put(key, Readable.from([Buffer.from('x')]), text);
    await storage.put(newStorageKey(`${prefix}other`), Readable.from([Buffer.from('x')]), text);
    const listed = async (before: Date) => {
      const found: string[] = [];
      for await (const key of storage.list(prefix, before)) found.push(key);
      return found.sort();
    };
    // Object stores keep modification times to the second: a margin either side.
    expect(await listed(new Date(Date.now() + 2_000))).toEqual([...keys].sort());
    expect(await listed(new Date(Date.now() - 60_000))).toEqual([]);
  });

  it('answers a missing key with a typed not-found error', async () => {
    const key = newStorageKey('attachments');
    const attempt = storage.get(key);
    await expect(attempt).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(attempt).rejects.toMatchObject({ status: 404, key });
    expect(await storage.exists(key)).toBe(false);
  });

  it('refuses keys that are not relative paths of plain segments', async () => {
    const before = await harness.listAll();
    const bad = [
      '',
      '/etc/passwd',
      '../escape',
      'attachments/../../escape',
      'attachments/./x',
      'attachments//x',
      'attachments/',
      '.hidden',
      'attachments/.x.meta.json',
      'attachments\\x',
      'with space',
      'ünïcode',
      'a/b/c/d/e/f/g/h/i',
      'x'.repeat(129),
    ];
    for (const key of bad) {
      const source = Readable.from([Buffer.from('x')]);
      await expect(storage.put(key, source, text), key).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      expect(source.destroyed, key).toBe(true);
      await expect(storage.get(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.exists(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await harness.listAll()).toEqual(before);
  });

  it('keeps concurrent puts apart', async () => {
    const files = Array.from({ length: 12 }, () => ({
      key: newStorageKey('attachments'),
      data: randomBytes(50_000 + Math.floor(Math.random() * 200_000)),
    }));
    await Promise.all(
      files.map(({ key, data }) =>
        storage.put(key, Readable.from([data.subarray(0, 1000), data.subarray(1000)]), {
          contentType: 'application/octet-stream',
          maxBytes: MB,
        }),
      ),
    );
    for (const { key, data } of files) {
      expect((await buffer((await storage.get(key)).body)).equals(data)).toBe(true);
    }
  });
});

describe('s3 storage when the store refuses the upload', () => {
  it('fails the put and destroys the source, so a request body is not left half-read', async () => {
    const harness = await startS3();
    const settings = { ...harness.settings, bucket: 'no-such-bucket' };
    const storage = createS3Storage(settings);
    try {
      const source = generated(7 * MB);
      const attempt = storage.put(newStorageKey('attachments'), source, {
        contentType: 'video/webm',
        maxBytes: 10 * MB,
      });
      await expect(attempt).rejects.toMatchObject({ name: 'NoSuchBucket' });
      expect(source.destroyed).toBe(true);
    } finally {
      await storage.close();
      await harness.stop();
    }
  });
});

// The disk driver's own promise: a key written by several puts at once holds one whole version
// (each writes its own temp file and renames it into place). Real S3 gives the same (last
// complete PUT wins), but s3rver writes objects in place, so this cannot be checked against it.
describe('disk storage under concurrent writers of one key', () => {
  it('keeps one whole version', async () => {
    const harness = await startDisk();
    try {
      const key = newStorageKey('attachments');
      const versions = Array.from({ length: 6 }, () => randomBytes(200_000));
      await Promise.all(versions.map((data) => harness.storage.put(key, slowly(data), text)));
      const stored = await buffer((await harness.storage.get(key)).body);
      expect(versions.some((data) => data.equals(stored))).toBe(true);
      // The data file and its metadata, no temp file of a losing writer.
      expect(await harness.listAll()).toHaveLength(2);
    } finally {
      await harness.stop();
    }
  });
});

// A process killed mid-write leaves its temporary files (and maybe a content-type note whose
// file was never renamed into place); the next start removes them, and only them.
describe('disk storage leftovers of a killed write', () => {
  it('removes temporary files and orphaned notes older than the bound, nothing else', async () => {
    const harness = await startDisk();
    try {
      const key = newStorageKey('attachments');
      await harness.storage.put(key, Readable.from([Buffer.from('kept')]), text);
      const all = await harness.listAll();
      const stored = all.find((file) => file.endsWith(key))!;
      const name = path.basename(key);
      const leftovers = [
        `.${name}x.1234.tmp`,
        `.${name}x.1234.tmp.meta`,
        `.${name}y.meta.json`, // a note whose file was never renamed into place
      ];
      for (const file of leftovers) {
        fs.writeFileSync(path.join(harness.dataDir, path.dirname(stored), file), 'half');
      }
      const withLeftovers = await harness.listAll();
      // Newer than the bound: a write that may still be running elsewhere is left alone.
      expect(await harness.storage.removeLeftovers(new Date(Date.now() - 60_000))).toBe(0);
      expect(await harness.listAll()).toEqual(withLeftovers);
      expect(await harness.storage.removeLeftovers(new Date(Date.now() + 1_000))).toBe(3);
      // The stored file and its own note stay, and it still reads with its type.
      expect(await harness.listAll()).toEqual(all);
      expect((await harness.storage.get(key)).contentType).toBe(text.contentType);
    } finally {
      await harness.stop();
    }
  });
});

/** `data` in small chunks over several turns, so concurrent writers interleave. */
function slowly(data: Buffer): Readable {
  let offset = 0;
  return new Readable({
    read() {
      if (offset >= data.length) {
        this.push(null);
        return;
      }
      const end = Math.min(offset + 16 * 1024, data.length);
      const chunk = data.subarray(offset, end);
      offset = end;
      setImmediate(() => this.push(chunk));
    },
  });
}
