import type { Readable } from 'node:stream';
// The parser @fastify/multipart uses through busboy: the same module instance, in the bundle too.
import Dicer from '@fastify/busboy/deps/dicer/lib/Dicer.js';

type DicerLike = { emit(event: string, ...args: unknown[]): boolean; _unpause(): void };
type DicerPrototype = DicerLike & { crewlineResumesOnPartEnd?: true };

/**
 * Works around a hang in the multipart parser (@fastify/busboy 3.2.6, its Dicer). When a part's
 * bytes and the boundary that ends it arrive in one chunk larger than the part's buffer, the
 * parser pauses until the part asks for more, which an ended part never does: the request body
 * stops flowing and the upload waits forever. A part without headers, which busboy skips, does
 * it from 16 KB on. Resuming the parser whenever a part has been read to its end gives it the
 * signal it waits for; backpressure is otherwise unchanged. `broken-multipart.test.ts` fails
 * without it, and shows when an upgrade makes it unnecessary.
 */
export function fixMultipartParserStall(): void {
  const proto = Dicer.prototype as DicerPrototype;
  if (proto.crewlineResumesOnPartEnd) return;
  const emit = proto.emit;
  proto.emit = function (this: DicerLike, event: string, ...args: unknown[]) {
    if (event === 'part') (args[0] as Readable).once('end', () => this._unpause());
    return emit.call(this, event, ...args);
  };
  proto.crewlineResumesOnPartEnd = true;
}
