import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';
import { encodeWav } from '../services/transcription/wav-encoder.ts';

/** A multipart body made by the platform's own FormData (parts in the order given). */
export async function formBody(
  parts: { name: string; value: string | { bytes: Uint8Array; fileName: string; type?: string } }[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const { name, value } of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.fileName);
  }
  const request = new Request('http://test.invalid', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** A tone of `seconds` at `sampleRate`, as a mono 16-bit WAV (a recording the decoder reads). */
export function toneWav(seconds: number, sampleRate = 16_000): Buffer {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / sampleRate);
  }
  return encodeWav(samples, sampleRate);
}

/** The first bytes of an M4A as Safari writes it: a container this server cannot decode. */
export function m4aHead(): Buffer {
  const ftyp = Buffer.from('00000018667479704d344120000000004d34412069736f6d', 'hex');
  const entry = Buffer.concat([Buffer.alloc(4), Buffer.from('mp4a'), Buffer.alloc(64)]);
  return Buffer.concat([ftyp, entry]);
}

/** POST /api/transcribe with `audio` (and an optional `language` field) as `user`. */
export async function transcribe(
  t: TestApp,
  user: SignedUpUser | null,
  audio: Uint8Array,
  options: { fileName?: string; type?: string; language?: string; field?: string } = {},
) {
  const parts: Parameters<typeof formBody>[0] = [];
  if (options.language !== undefined) parts.push({ name: 'language', value: options.language });
  parts.push({
    name: options.field ?? 'audio',
    value: {
      bytes: audio,
      fileName: options.fileName ?? 'recording.webm',
      type: options.type ?? 'audio/webm',
    },
  });
  const { payload, headers } = await formBody(parts);
  return t.request({
    method: 'POST',
    url: '/api/transcribe',
    token: user?.access_token,
    headers,
    payload,
  });
}
