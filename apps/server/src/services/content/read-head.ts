import { Readable } from 'node:stream';

/** The first bytes of a stream, and a stream of all of it (those bytes first). */
type PeekedStream = { head: Buffer; body: Readable };

async function* headThenRest(
  head: Buffer,
  rest: AsyncIterator<Buffer>,
): AsyncGenerator<Buffer, void, undefined> {
  try {
    if (head.length > 0) yield head;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    // Ending early (the consumer failed or stopped) destroys the source, so it stops too.
    await rest.return?.();
  }
}

/**
 * Reads at least `size` bytes (or all, when the stream is shorter) without losing any: the
 * returned body replays them and then goes on with the source, so the head is the only part
 * ever held in memory. It reads through the stream's async iterator, which also settles for a
 * stream that failed or ended before this was called (a multipart body cut off while the
 * route was busy elsewhere): waiting for events that already happened would wait forever.
 */
export async function peekHead(source: Readable, size: number): Promise<PeekedStream> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await iterator.next();
    if (next.done) break;
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks, length);
  return { head, body: Readable.from(headThenRest(head, iterator), { objectMode: false }) };
}
