import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ERROR_CODES } from '@crewline/shared/contracts/errors';
import { AppError, NotFoundError } from '../../errors.ts';

/** What `put` needs besides the bytes. */
type PutOptions = {
  /** Kept with the file and returned by `get`. */
  contentType: string;
  /** The most bytes accepted; one more aborts the write (TooLargeError) and nothing is kept. */
  maxBytes: number;
};

/** A byte range to read: both ends inclusive, already checked against the file's size. */
export type ByteRange = { start: number; end: number };

/** What `get` may be asked besides the key. */
type GetOptions = {
  /** Only these bytes are streamed (a download's `Range`); `size` stays the whole file's. */
  range?: ByteRange;
};

/** A stored file, read as a stream; `size` is the whole file's even when a range was asked. */
type StoredFile = { body: Readable; size: number; contentType: string };

/**
 * Where uploaded files live: a directory under DATA_DIR, or an S3-compatible bucket. Bytes are
 * streamed in and out; a key names one file and is made by the server (`newStorageKey`).
 */
export type Storage = {
  driver: 'disk' | 's3';
  /** Stores the stream under `key` (replacing what was there); complete or not at all. */
  put(key: string, body: Readable, options: PutOptions): Promise<{ size: number }>;
  /** Opens the file for reading; StorageNotFoundError when there is none. */
  get(key: string, options?: GetOptions): Promise<StoredFile>;
  /** Removes the file; removing a file that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /**
   * Stored keys, in no particular order: every one (a backup walks the whole store), or those
   * under `prefix` (its first segment) whose writes ended before `before` (the sweep).
   */
  list(prefix?: string, before?: Date): AsyncIterable<string>;
  /**
   * Removes what writes that never finished left behind (a killed process's temporary files)
   * and that is older than `before`; returns how many were removed.
   */
  removeLeftovers(before: Date): Promise<number>;
  /** Releases connections (S3); the storage is not used after. */
  close(): Promise<void>;
};

/** The limit as the spec words it: 10485760 bytes -> "10MB". */
function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb}MB` : `${bytes} bytes`;
}

/** 413: the stream passed `maxBytes`; nothing was stored. */
export class TooLargeError extends AppError {
  constructor(readonly maxBytes: number) {
    super(
      413,
      ERROR_CODES.payloadTooLarge,
      `File size too large. Please upload files smaller than ${formatLimit(maxBytes)}.`,
    );
  }
}

/** 404: no file under the key. */
export class StorageNotFoundError extends NotFoundError {
  constructor(readonly key: string) {
    super('File not found');
  }
}

/** A key the server should never have made (a bug, not a client error: it stays a 500). */
export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

// A key is 1-8 segments joined by "/"; a segment never starts with a dot (no "..", no hidden
// names, so the disk driver's temp and metadata files, which do, cannot be named by a key).
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

/** Throws InvalidStorageKeyError unless `key` is a relative path of safe segments. */
export function assertValidKey(key: string): void {
  const segments = typeof key === 'string' ? key.split('/') : [];
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) {
    throw new InvalidStorageKeyError(key);
  }
  for (const segment of segments) {
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key);
  }
}

/** A fresh unique key under `prefix` (e.g. "attachments"), fanned out by its first two characters. */
export function newStorageKey(prefix: string): string {
  const id = randomUUID();
  const key = `${prefix}/${id.slice(0, 2)}/${id}`;
  assertValidKey(key);
  return key;
}
