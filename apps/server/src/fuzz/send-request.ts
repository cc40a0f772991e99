import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { FuzzWorld } from './fuzz-world.ts';
import { IdRef, toJsonText, toPlainText, type FuzzValue } from './fuzz-values.ts';
import { RawSegment, type FuzzRequest } from './request-arbitrary.ts';
import { buildMultipart } from './upload-bodies.ts';

/** The request as sent, short enough to print: what a finding shows to reproduce it. */
export type SentRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
};

/**
 * Percent-encodes like encodeURIComponent; a lone surrogate (which that refuses) becomes the
 * three bytes it would have in UTF-8, which are not valid UTF-8: what a sloppy client sends.
 */
export function encodeLoose(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(char);
  });
}

/** Turns a generated request into a concrete one against the world's current ids. */
export function materialize(
  req: FuzzRequest,
  method: string,
  pathTemplate: string,
  world: FuzzWorld,
): SentRequest {
  const id = (ref: IdRef) => world.resolve(ref);
  const url = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = req.path[name];
    if (value instanceof RawSegment) return value.text;
    return encodeLoose(toPlainText(value ?? '', id));
  });
  const query: string[] = [];
  for (const [key, value] of req.query) {
    const values: FuzzValue[] = Array.isArray(value) ? value : [value];
    for (const v of values) {
      query.push(`${encodeLoose(key)}=${encodeLoose(toPlainText(v, id))}`);
    }
  }
  const headers: Record<string, string> = {};
  if (req.caller === 'forged') {
    headers.authorization = (req.forged ?? 'Bearer x').replace(
      'tamper',
      `Bearer ${world.token('member').slice(0, -3)}abc`,
    );
  } else if (req.caller !== 'anonymous') {
    headers.authorization = `Bearer ${world.token(req.caller)}`;
  }
  let payload: Buffer | string | undefined;
  const body = req.body;
  if (body.kind === 'json') {
    payload = toJsonText(body.value, id);
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body.kind === 'text') {
    payload = body.text;
    if (body.contentType) headers['content-type'] = body.contentType;
  } else if (body.kind === 'multipart') {
    const built = buildMultipart(body);
    payload = built.payload;
    headers['content-type'] = built.contentType;
  }
  return {
    method,
    url: query.length > 0 ? `${url}?${query.join('&')}` : url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  };
}

/** What came back, or that nothing did in time. */
export type Outcome = { res: LightMyRequestResponse } | { hung: true } | { thrown: unknown };

/** Sends in-process from a random client address (per-address throttles stay out of the way). */
export async function send(
  app: FastifyInstance,
  sent: SentRequest,
  timeoutMs: number,
): Promise<Outcome> {
  const options: InjectOptions = {
    method: sent.method as InjectOptions['method'],
    url: sent.url,
    headers: sent.headers,
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`,
    ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ hung: true }), timeoutMs);
  });
  try {
    return await Promise.race([app.inject(options).then((res) => ({ res })), timeout]);
  } catch (thrown) {
    return { thrown };
  } finally {
    clearTimeout(timer);
  }
}

/** Long runs of one character (deep nesting, long strings) shown as "⟨[×50000⟩". */
function squeeze(text: string): string {
  return text.replace(
    /([\s\S]{1,6}?)\1{15,}/gu,
    (run, unit: string) => `⟨${unit}×${run.length / unit.length}⟩`,
  );
}

/** A one-line description of a sent request, its body cut to `max` characters. */
export function describe(sent: SentRequest, max = 600): string {
  const auth = sent.headers.authorization ? ' [auth]' : '';
  const type = sent.headers['content-type'] ? ` content-type: ${sent.headers['content-type']}` : '';
  let body = '';
  if (sent.payload !== undefined) {
    const text = Buffer.isBuffer(sent.payload) ? sent.payload.toString('latin1') : sent.payload;
    body = `\n    body (${Buffer.byteLength(sent.payload)} bytes): ${JSON.stringify(squeeze(text).slice(0, max))}`;
  }
  return `${sent.method} ${squeeze(sent.url).slice(0, max)}${auth}${type}${body}`;
}
