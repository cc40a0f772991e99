import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/**
 * A small OpenAI-compatible transcription server for tests (server route tests, the browser
 * test's webServer): `POST /v1/audio/transcriptions`, multipart `file` + `model` (+ `language`,
 * `response_format`, `prompt`, `temperature`), Bearer key checked when one is configured,
 * answers in the asked `response_format`, and errors in OpenAI's shape
 * `{"error": {"message", "type", "code"}}`. It records every request it received.
 *
 * Run it on its own (Playwright's webServer): `npx tsx apps/server/src/test/fake-transcription-endpoint.ts`
 * with PORT (default 4010), FAKE_TRANSCRIPT (the text to answer) and FAKE_TRANSCRIBE_API_KEY
 * (optional key to require). It prints its base URL (with /v1) once it listens.
 */

/** The path every OpenAI-compatible server serves (under its /v1 base). */
const FAKE_TRANSCRIPTION_PATH = '/v1/audio/transcriptions';

/** One request the fake received, decoded. */
type ReceivedTranscription = {
  /** The raw Authorization header, if any. */
  authorization: string | undefined;
  contentType: string | undefined;
  /** Every non-file form field, as sent. */
  fields: Record<string, string>;
  model: string | undefined;
  language: string | undefined;
  responseFormat: string | undefined;
  file: { name: string; type: string; bytes: Buffer } | undefined;
};

/** How the next requests are answered (until changed). */
type FakeTranscriptionReply =
  | { kind: 'text'; text: string; language?: string; delayMs?: number }
  | { kind: 'error'; status: number; detail: string; delayMs?: number }
  /** A body that is not OpenAI's shape (a proxy's HTML page, say). */
  | { kind: 'raw'; status: number; body: string; contentType: string; delayMs?: number };

export type FakeTranscriptionEndpoint = {
  /** The base URL, with /v1 (what TRANSCRIBE_API_URL is set to). */
  url: string;
  /** The origin alone, without /v1 (a server configured with a bare origin). */
  origin: string;
  /** Requests received so far, oldest first. */
  received: ReceivedTranscription[];
  /** Answers every following request with this transcript. */
  respondWithText(text: string, options?: { language?: string; delayMs?: number }): void;
  /** Fails every following request with this status and message (OpenAI's error shape). */
  failWith(status: number, detail: string, options?: { delayMs?: number }): void;
  /** Answers every following request with exactly this body. */
  respondWithRaw(status: number, body: string, contentType?: string): void;
  close(): Promise<void>;
};

type FakeTranscriptionOptions = {
  /** When set, a request without `Authorization: Bearer <apiKey>` gets OpenAI's 401. */
  apiKey?: string;
  /** The transcript answered until told otherwise. */
  text?: string;
  port?: number;
  host?: string;
};

const SUPPORTED_FORMATS = ['json', 'text', 'verbose_json', 'srt', 'vtt'];

function openAiError(status: number, message: string, code: string | null = null) {
  const type = status >= 500 ? 'server_error' : 'invalid_request_error';
  return { status, body: JSON.stringify({ error: { message, type, param: null, code } }) };
}

async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Decodes a multipart body with the platform's own parser (undici's FormData). */
async function readForm(
  request: http.IncomingMessage,
  body: Buffer,
): Promise<Omit<ReceivedTranscription, 'authorization' | 'contentType'>> {
  const form = await new Response(body, {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  const fields: Record<string, string> = {};
  let file: ReceivedTranscription['file'];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') {
      file = {
        name: value.name,
        type: value.type,
        bytes: Buffer.from(await value.arrayBuffer()),
      };
    }
  }
  return {
    fields,
    model: fields.model,
    language: fields.language,
    responseFormat: fields.response_format,
    file,
  };
}

function formatTranscript(format: string, text: string, language: string, seconds: number) {
  switch (format) {
    case 'text':
      return { type: 'text/plain; charset=utf-8', body: text };
    case 'verbose_json':
      return {
        type: 'application/json',
        body: JSON.stringify({
          task: 'transcribe',
          language,
          duration: seconds,
          text,
          segments: [],
        }),
      };
    case 'srt':
      return {
        type: 'text/plain; charset=utf-8',
        body: `1\n00:00:00,000 --> 00:00:01,000\n${text}\n`,
      };
    case 'vtt':
      return {
        type: 'text/vtt; charset=utf-8',
        body: `WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n${text}\n`,
      };
    default:
      return { type: 'application/json', body: JSON.stringify({ text }) };
  }
}

/** Seconds of a 16-bit PCM WAV, or 0 when the file is something else. */
function wavSeconds(bytes: Buffer): number {
  const header = readWavHeader(bytes);
  if (!header) return 0;
  return header.dataBytes / (header.sampleRate * header.channels * (header.bitsPerSample / 8));
}

/** The format chunk and data size of a RIFF/WAVE file, or undefined when it is not one. */
export function readWavHeader(bytes: Uint8Array):
  | {
      audioFormat: number;
      channels: number;
      sampleRate: number;
      bitsPerSample: number;
      dataBytes: number;
    }
  | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.length < 12) return undefined;
  if (buffer.toString('latin1', 0, 4) !== 'RIFF' || buffer.toString('latin1', 8, 12) !== 'WAVE') {
    return undefined;
  }
  let format:
    { audioFormat: number; channels: number; sampleRate: number; bits: number } | undefined;
  for (let at = 12; at + 8 <= buffer.length;) {
    const id = buffer.toString('latin1', at, at + 4);
    const size = buffer.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 24 <= buffer.length) {
      format = {
        audioFormat: buffer.readUInt16LE(at + 8),
        channels: buffer.readUInt16LE(at + 10),
        sampleRate: buffer.readUInt32LE(at + 12),
        bits: buffer.readUInt16LE(at + 22),
      };
    }
    if (id === 'data' && format) {
      return {
        audioFormat: format.audioFormat,
        channels: format.channels,
        sampleRate: format.sampleRate,
        bitsPerSample: format.bits,
        dataBytes: Math.min(size, buffer.length - at - 8),
      };
    }
    at += 8 + size + (size % 2);
  }
  return undefined;
}

/** Starts the fake on a free loopback port (or `options.port`). */
export async function startFakeTranscriptionEndpoint(
  options: FakeTranscriptionOptions = {},
): Promise<FakeTranscriptionEndpoint> {
  const received: ReceivedTranscription[] = [];
  let reply: FakeTranscriptionReply = { kind: 'text', text: options.text ?? 'Hello world' };

  const answer = async (request: http.IncomingMessage) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname.replace(/\/+$/, '');
    const body = await readBody(request);
    if (request.method !== 'POST' || path !== FAKE_TRANSCRIPTION_PATH) {
      return openAiError(404, `Unknown request URL: ${request.method} ${path}`, 'unknown_url');
    }
    const authorization = request.headers.authorization;
    const contentType = request.headers['content-type'];
    if (options.apiKey !== undefined && authorization !== `Bearer ${options.apiKey}`) {
      received.push({
        authorization,
        contentType,
        fields: {},
        model: undefined,
        language: undefined,
        responseFormat: undefined,
        file: undefined,
      });
      return openAiError(401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    if (!contentType?.startsWith('multipart/form-data')) {
      return openAiError(400, 'The request must be multipart/form-data.');
    }
    let form;
    try {
      form = await readForm(request, body);
    } catch {
      return openAiError(400, 'Could not parse multipart form.');
    }
    received.push({ authorization, contentType, ...form });
    if (!form.file || form.file.bytes.length === 0) {
      return openAiError(400, "Missing required parameter: 'file'.");
    }
    if (!form.model) return openAiError(400, "Missing required parameter: 'model'.");
    const format = form.responseFormat ?? 'json';
    if (!SUPPORTED_FORMATS.includes(format)) {
      return openAiError(400, `Invalid value for 'response_format': ${format}.`);
    }
    const current = reply;
    if (current.delayMs) await new Promise((resolve) => setTimeout(resolve, current.delayMs));
    if (current.kind === 'error') return openAiError(current.status, current.detail);
    if (current.kind === 'raw') {
      return { status: current.status, body: current.body, type: current.contentType };
    }
    const language = current.language ?? form.language ?? 'en';
    const formatted = formatTranscript(format, current.text, language, wavSeconds(form.file.bytes));
    return { status: 200, body: formatted.body, type: formatted.type };
  };

  const server = http.createServer((request, response) => {
    answer(request).then(
      (result) => {
        if (response.destroyed) return;
        response.writeHead(result.status, {
          'content-type': 'type' in result && result.type ? result.type : 'application/json',
        });
        response.end(result.body);
      },
      () => {
        if (!response.destroyed) response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { address, port } = server.address() as AddressInfo;
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${port}`;

  return {
    url: `${origin}/v1`,
    origin,
    received,
    respondWithText(text, more = {}) {
      reply = { kind: 'text', text, ...more };
    },
    failWith(status, detail, more = {}) {
      reply = { kind: 'error', status, detail, ...more };
    },
    respondWithRaw(status, body, contentType = 'text/html') {
      reply = { kind: 'raw', status, body, contentType };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run directly: a standalone fake for the browser tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const endpoint = await startFakeTranscriptionEndpoint({
    port: Number(process.env.PORT ?? 4010),
    text: process.env.FAKE_TRANSCRIPT ?? 'Hello world',
    apiKey: process.env.FAKE_TRANSCRIBE_API_KEY || undefined,
  });
  console.log(`Fake transcription endpoint on ${endpoint.url}`);
  const stop = () => void endpoint.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
