import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSCRIBE_ERRORS,
  TRANSCRIBE_MESSAGES,
  type TranscribeResponse,
} from '@crewline/shared/contracts/transcribe';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { createDecodePool, type AudioDecoder } from '../../services/audio/decode-pool.ts';
import type { TranscriptionEngine } from '../../services/transcription/transcription-engine.ts';
import { ffmpegDurationMs, fixture } from '../../services/audio/testing/audio-fixtures.ts';
import { repeatClusters } from '../../services/audio/testing/long-recording.ts';
import { makeWav } from '../../services/audio/testing/make-wav.ts';
import { transcribe } from '../../test/transcribe-test-helpers.ts';

// POST /api/transcribe decodes in worker threads (services/audio/decode-pool.ts): what that
// changes for callers. One thread and no waiting line here, so "busy" is easy to reach.

const CHROMIUM = 'speech.chromium.webm';
const twoMinutes = () => repeatClusters(fixture(CHROMIUM), ffmpegDurationMs(CHROMIUM) / 1000, 120);

/** An engine that answers at once and counts its calls; it cannot take undecoded audio. */
const engine = {
  name: 'openai',
  acceptsUndecoded: false,
  calls: 0,
  async transcribe(_audio, _original, language) {
    this.calls += 1;
    return { text: 'Fix the login page', language };
  },
  close: async () => {},
} satisfies TranscriptionEngine & { calls: number };

let t: TestApp;
let decoder: AudioDecoder;

beforeAll(async () => {
  decoder = createDecodePool({ threads: 1, maxWaiting: 0 });
  t = await createTestApp({}, { audioDecoder: decoder, transcriptionEngine: engine });
});
afterAll(() => t.close());

/** Resolves once the decoder has a recording in hand (a 2-minute one takes ~1 s). */
async function decoding() {
  const deadline = Date.now() + 10_000;
  while (decoder.load.running === 0) {
    if (Date.now() > deadline) throw new Error('nothing started decoding');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

describe('POST /api/transcribe decoding in worker threads', () => {
  it('serves other requests while a 2-minute recording decodes', async () => {
    const user = await signUp(t);
    let transcribed = false;
    const long = transcribe(t, user, twoMinutes()).then((response) => {
      transcribed = true;
      return response;
    });
    await decoding();
    const started = performance.now();
    const info = await t.request({ method: 'GET', url: '/api/server-info' });
    const waitedMs = performance.now() - started;
    expect(info.statusCode).toBe(200);
    // Answered during the decode, not after it.
    expect(transcribed).toBe(false);
    expect(waitedMs).toBeLessThan(200);

    const response = await long;
    expect(response.statusCode).toBe(200);
    expect((response.json() as TranscribeResponse).duration_ms).toBeGreaterThan(115_000);
  });

  it('503 with Retry-After when every decoding thread is busy and the line is full', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    const calls = engine.calls;
    const long = transcribe(t, first, twoMinutes());
    await decoding();
    const refused = await transcribe(t, second, fixture('speech.wav'), { type: 'audio/wav' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json()).toEqual({
      error: TRANSCRIBE_ERRORS.busy,
      message: TRANSCRIBE_MESSAGES.busy,
    });
    expect((await long).statusCode).toBe(200);
    expect(engine.calls).toBe(calls + 1);
    // Free again once the long one is done.
    const again = await transcribe(t, second, fixture('speech.wav'), { type: 'audio/wav' });
    expect(again.statusCode).toBe(200);
  });

  it('answers the decoder’s verdicts from the thread as before: 415 format named, 422, 413', async () => {
    const user = await signUp(t);
    const calls = engine.calls;

    const m4a = await transcribe(t, user, fixture('speech.m4a'), { type: 'audio/mp4' });
    expect(m4a.statusCode).toBe(415);
    expect(m4a.json()).toEqual({
      error: TRANSCRIBE_ERRORS.unsupportedAudio,
      message: TRANSCRIBE_MESSAGES.unsupportedAudio.replace('{format}', 'mp4/aac'),
    });

    // The EBML header and the start of the Segment, then nothing a demuxer can use.
    const webm = fixture(CHROMIUM);
    const damaged = new Uint8Array(webm.length);
    damaged.set(webm.subarray(0, 40));
    const corrupt = await transcribe(t, user, damaged);
    expect(corrupt.statusCode).toBe(422);
    expect(corrupt.json()).toMatchObject({
      message: TRANSCRIBE_MESSAGES.corruptAudio,
      detail: [
        { loc: ['body', 'audio'], msg: expect.stringMatching(/^The webm recording is damaged/) },
      ],
    });

    // 10 min 1 s of 8 kHz 8-bit WAV: longer than anything decoded.
    const long = makeWav([new Float32Array(8_000 * 601)], 8_000, { bits: 8 });
    const tooLong = await transcribe(t, user, long, { type: 'audio/wav' });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The recording is longer than 10 minutes.',
    });
    expect(engine.calls).toBe(calls);
  });
});
