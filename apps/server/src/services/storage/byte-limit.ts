import { Transform } from 'node:stream';
import { TooLargeError } from './storage.ts';

/** A pass-through that counts bytes and fails with TooLargeError at the first byte past `maxBytes`. */
type ByteLimit = Transform & { readonly bytes: number; readonly exceeded: boolean };

/** Counts what passes; the chunk that crosses the limit is never passed on. */
export function byteLimit(maxBytes: number): ByteLimit {
  let bytes = 0;
  let exceeded = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        exceeded = true;
        callback(new TooLargeError(maxBytes));
        return;
      }
      callback(null, chunk);
    },
  });
  return Object.defineProperties(stream, {
    bytes: { get: () => bytes },
    exceeded: { get: () => exceeded },
  }) as ByteLimit;
}
