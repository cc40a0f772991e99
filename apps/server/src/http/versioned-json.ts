import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createBodyCache } from '../services/body-cache.ts';

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: a tenth of the size of large JSON in a few milliseconds; 11 would take a second.
  br: (body) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(zlib.gzip)(body),
};

/** Smaller bodies go out as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

type Entry = {
  json: Buffer;
  etag: string;
  /** Compressed once per entry, on the first request that accepts the encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

/**
 * Large read-mostly JSON (a board, the projects list) served from memory under a version key
 * the route obtains on every request, which changes whenever the body would (read from the
 * database, or kept from its immediate notifications): a stale body is never served, and any
 * process may cache. Each body is serialized and compressed once per version, carries an ETag
 * (a browser revalidating gets 304 and no body), and is sent pre-compressed when accepted.
 */
type VersionedJson = {
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply>;
};

export function createVersionedJson(maxBytes: number): VersionedJson {
  // Compressed variants are about a tenth of the JSON: counted as a quarter, to stay on the safe side.
  const cache = createBodyCache<Entry>(maxBytes, (entry) => entry.json.length * 1.25);
  // Builds under way by key: requests arriving for a body being built wait for that build
  // rather than each building it again (a burst after a change would otherwise do the work
  // once per request, all at the same time).
  const building = new Map<string, Promise<Entry>>();
  const buildEntry = async (key: string, build: () => Promise<unknown>): Promise<Entry> => {
    const json = Buffer.from(JSON.stringify(await build()));
    const tag = createHash('sha1').update(key).digest('base64url');
    const entry: Entry = { json, etag: `W/"${tag}"`, encoded: {} };
    cache.set(key, entry);
    return entry;
  };
  return {
    async send(request, reply, key, build) {
      let entry = cache.get(key);
      if (!entry) {
        let pending = building.get(key);
        if (!pending) {
          pending = buildEntry(key, build).finally(() => building.delete(key));
          building.set(key, pending);
        }
        entry = await pending;
      }
      reply
        .header('etag', entry.etag)
        .header('vary', 'Accept-Encoding')
        // The browser keeps the body but asks every time; the answer is usually a 304.
        .header('cache-control', 'private, no-cache');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send();
      }
      reply.type('application/json; charset=utf-8');
      const encoding =
        entry.json.length >= COMPRESS_FROM_BYTES
          ? chooseEncoding(request.headers['accept-encoding'])
          : undefined;
      if (!encoding) return reply.send(entry.json);
      const variants = entry.encoded;
      const encoded = (variants[encoding] ??= compressors[encoding](entry.json).catch((error) => {
        // Not kept: the next request tries again rather than failing the same way for ever.
        delete variants[encoding];
        throw error;
      }));
      return reply.header('content-encoding', encoding).send(await encoded);
    },
  };
}

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

/** The best encoding of ours the client accepts: br, then gzip; none for q=0 or no header. */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get('*') ?? 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if ((accepted.get(encoding) ?? wildcard) > 0) return encoding;
  }
  return undefined;
}
