import { Readable } from 'node:stream';

/** The first bytes of a stream, and a stream of all of it (those bytes first). */
type PeekedStream = { head: Buffer; body: Readable };

async function* headThenRest(head: Buffer, rest: Readable): AsyncGenerator<Buffer> {
  if (head.length > 0) yield head;
  // Ending early (the consumer failed or stopped) destroys `rest`, so its source stops too.
  yield* rest;
}

/**
 * Reads at least `size` bytes (or all, when the stream is shorter) without losing any: the
 * returned body replays them and then goes on with the source, so the head is the only part
 * ever held in memory.
 */
export function peekHead(source: Readable, size: number): Promise<PeekedStream> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = () => {
      source.off('readable', onReadable);
      source.off('end', finish);
      source.off('error', onError);
      const head = Buffer.concat(chunks, length);
      resolve({ head, body: Readable.from(headThenRest(head, source), { objectMode: false }) });
    };
    const onError = (error: Error) => {
      source.off('readable', onReadable);
      source.off('end', finish);
      reject(error);
    };
    function onReadable() {
      let chunk: Buffer | null;
      while (length < size && (chunk = source.read() as Buffer | null) !== null) {
        chunks.push(chunk);
        length += chunk.length;
      }
      if (length >= size) finish();
    }
    source.on('readable', onReadable);
    source.once('end', finish);
    source.once('error', onError);
  });
}
