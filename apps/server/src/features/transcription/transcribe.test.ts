import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIO_MAX_BYTES } from '@crewline/shared/limits';
import {
  TRANSCRIBE_LIMIT,
  TRANSCRIBE_MESSAGES,
  type TranscribeResponse,
  type TranscriptionFailedBody,
} from '@crewline/shared/contracts/transcribe';
import { createDecodePool } from '../../services/audio/decode-pool.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import {
  readWavHeader,
  startFakeTranscriptionEndpoint,
  type FakeTranscriptionEndpoint,
} from '../../test/fake-transcription-endpoint.ts';
import { formBody, m4aHead, toneWav, transcribe } from '../../test/transcribe-test-helpers.ts';

const API_KEY = 'sk-test-0123456789';
const MODEL = 'whisper-large-v3';

let fake: FakeTranscriptionEndpoint;
let t: TestApp;
let alice: SignedUpUser;

beforeAll(async () => {
  fake = await startFakeTranscriptionEndpoint({ apiKey: API_KEY });
  // The decoder's line holds a whole burst, so the rate limit is the only thing that refuses
  // one here (on 2 cores the default line of 8 once answered two of the burst with 503).
  t = await createTestApp(
    {
      TRANSCRIBE_API_URL: fake.url,
      TRANSCRIBE_API_KEY: API_KEY,
      TRANSCRIBE_MODEL: MODEL,
    },
    { audioDecoder: createDecodePool({ maxWaiting: 2 * TRANSCRIBE_LIMIT.max }) },
  );
  alice = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A user of their own, so the per-user limit of one test never touches another's. */
const freshUser = () => signUp(t);

describe('POST /api/transcribe through an OpenAI-compatible API', () => {
  it('refuses a signed-out caller (401) without calling the engine', async () => {
    const before = fake.received.length;
    const response = await transcribe(t, null, toneWav(1));
    expect(response.statusCode).toBe(401);
    expect(fake.received.length).toBe(before);
  });

  it('sends a 16 kHz mono 16-bit WAV with the key, model, language and json format, and answers both fields', async () => {
    fake.respondWithText('Urgent fix the login page tomorrow');
    // 1.5 s at 44.1 kHz: the server decodes and resamples it before sending.
    const response = await transcribe(t, alice, toneWav(1.5, 44_100), {
      fileName: 'voice.wav',
      type: 'audio/wav',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as TranscribeResponse;
    expect(body).toEqual({
      text: 'Urgent fix the login page tomorrow',
      transcription: 'Urgent fix the login page tomorrow',
      language: 'en',
      duration_ms: expect.any(Number),
      engine: 'openai',
    });
    expect(Math.abs(body.duration_ms! - 1500)).toBeLessThan(30);

    const sent = fake.received.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.model).toBe(MODEL);
    expect(sent.language).toBe('en');
    expect(sent.responseFormat).toBe('json');
    expect(sent.file).toMatchObject({ name: 'audio.wav', type: 'audio/wav' });
    const wav = readWavHeader(sent.file!.bytes);
    expect(wav).toMatchObject({
      audioFormat: 1,
      channels: 1,
      sampleRate: 16_000,
      bitsPerSample: 16,
    });
    expect(Math.abs(wav!.dataBytes / 2 - 1.5 * 16_000)).toBeLessThan(16_000 * 0.02);
  });

  it("asks in the language saved in the caller's appearance, or the `language` field when sent", async () => {
    const user = await freshUser();
    const saved = await t.request({
      method: 'PUT',
      url: '/api/users/me/appearance',
      token: user.access_token,
      payload: { language: 'ru' },
    });
    expect(saved.statusCode).toBe(200);
    fake.respondWithText('Срочно исправить вход завтра');

    const fromSettings = await transcribe(t, user, toneWav(0.5));
    expect(fromSettings.statusCode).toBe(200);
    expect(fake.received.at(-1)!.language).toBe('ru');
    expect(fromSettings.json()).toMatchObject({
      text: 'Срочно исправить вход завтра',
      language: 'ru',
    });

    const fromField = await transcribe(t, user, toneWav(0.5), { language: 'ar' });
    expect(fromField.statusCode).toBe(200);
    expect(fake.received.at(-1)!.language).toBe('ar');

    const regional = await transcribe(t, user, toneWav(0.5), { language: 'ru-RU' });
    expect(regional.statusCode).toBe(200);
    expect(fake.received.at(-1)!.language).toBe('ru');

    const unknown = await transcribe(t, user, toneWav(0.5), { language: 'fr' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toEqual([
      { loc: ['body', 'language'], msg: 'Language must be one of: en, ar, ru' },
    ]);
  });

  it('answers an empty transcript as an empty text (the client says "No speech detected")', async () => {
    fake.respondWithText('   ');
    const response = await transcribe(t, await freshUser(), toneWav(0.5));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: '', transcription: '' });
  });

  it('forwards an M4A it cannot decode as it came, since the API decodes it (duration unknown)', async () => {
    fake.respondWithText('From Safari');
    const response = await transcribe(t, await freshUser(), m4aHead(), {
      fileName: 'voice.m4a',
      type: 'audio/mp4',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: 'From Safari', duration_ms: null });
    const sent = fake.received.at(-1)!;
    expect(sent.file).toMatchObject({ name: 'audio.mp4', type: 'audio/mp4' });
    expect(sent.file!.bytes.equals(m4aHead())).toBe(true);
  });

  it("surfaces the API's error as a 502 with its detail and status", async () => {
    fake.failWith(500, 'The model is overloaded. Please retry.');
    const response = await transcribe(t, await freshUser(), toneWav(0.5));
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'TRANSCRIPTION_FAILED',
      message: 'Transcription failed (502): The model is overloaded. Please retry.',
      detail: 'The model is overloaded. Please retry.',
      upstream_status: 500,
    } satisfies TranscriptionFailedBody);
    fake.respondWithText('ok');
  });

  it("surfaces a refused key as a 502 naming the upstream 401 (the caller's session is fine)", async () => {
    const wrongKey = await createTestApp({
      TRANSCRIBE_API_URL: fake.url,
      TRANSCRIBE_API_KEY: 'sk-wrong',
    });
    try {
      const user = await signUp(wrongKey);
      const response = await transcribe(wrongKey, user, toneWav(0.5));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        detail: 'Incorrect API key provided.',
        upstream_status: 401,
      });
      expect(fake.received.at(-1)!.authorization).toBe('Bearer sk-wrong');
    } finally {
      await wrongKey.close();
    }
  });

  it('gives up on an API that does not answer in TRANSCRIBE_TIMEOUT_S (502, no upstream status)', async () => {
    const slow = await createTestApp({
      TRANSCRIBE_API_URL: fake.url,
      TRANSCRIBE_API_KEY: API_KEY,
      TRANSCRIBE_TIMEOUT_S: '1',
    });
    fake.respondWithText('too late', { delayMs: 4_000 });
    try {
      const user = await signUp(slow);
      const started = Date.now();
      const response = await transcribe(slow, user, toneWav(0.5));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        detail: 'The transcription service did not answer within 1 s',
        upstream_status: null,
      });
      // Well before the answer: the 1 s timeout plus the rate limit and a decoding thread starting.
      expect(Date.now() - started).toBeLessThan(3_500);
    } finally {
      fake.respondWithText('ok');
      await slow.close();
    }
  });

  it('names an API it cannot reach (502)', async () => {
    const closed = await startFakeTranscriptionEndpoint();
    const url = closed.url;
    await closed.close();
    const unreachable = await createTestApp({ TRANSCRIBE_API_URL: url });
    try {
      const response = await transcribe(unreachable, await signUp(unreachable), toneWav(0.5));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        detail: 'The transcription service could not be reached (ECONNREFUSED)',
        upstream_status: null,
      });
    } finally {
      await unreachable.close();
    }
  });

  it('names the engine in /api/server-info', async () => {
    const response = await t.request({ method: 'GET', url: '/api/server-info' });
    expect(response.json().transcription).toEqual({ engine: 'openai' });
  });
});

describe('POST /api/transcribe refuses what it cannot use', () => {
  it('415 for a body that is not multipart', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/transcribe',
      token: alice.access_token,
      payload: { audio: 'x' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.notMultipart);
  });

  it('422 naming the field when there is no `audio` part', async () => {
    const user = await freshUser();
    const other = await transcribe(t, user, toneWav(0.5), { field: 'file' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      message: TRANSCRIBE_MESSAGES.audioRequired,
      detail: [{ loc: ['body', 'audio'], msg: TRANSCRIBE_MESSAGES.audioRequired }],
    });
    const { payload, headers } = await formBody([{ name: 'language', value: 'en' }]);
    const fieldsOnly = await t.request({
      method: 'POST',
      url: '/api/transcribe',
      token: user.access_token,
      headers,
      payload,
    });
    expect(fieldsOnly.statusCode).toBe(422);
  });

  it('422 for an empty recording', async () => {
    const response = await transcribe(t, await freshUser(), Buffer.alloc(0));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.audioEmpty);
  });

  it('415 for a file that is not audio, whatever type the client claims', async () => {
    const before = fake.received.length;
    const response = await transcribe(t, await freshUser(), Buffer.from('Buy milk and eggs\n'), {
      type: 'audio/webm',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'NOT_AUDIO', message: TRANSCRIBE_MESSAGES.notAudio });
    expect(fake.received.length).toBe(before);
  });

  it('415 naming a recognised audio format that is not accepted (FLAC)', async () => {
    const flac = Buffer.concat([Buffer.from('fLaC'), Buffer.alloc(60)]);
    const response = await transcribe(t, await freshUser(), flac, { type: 'audio/flac' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      'Audio in flac format cannot be transcribed on this server. Please record in WebM, Ogg or WAV.',
    );
  });

  it('422 for a WAV that is damaged', async () => {
    const damaged = toneWav(0.5).subarray(0, 30);
    const response = await transcribe(t, await freshUser(), damaged);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(TRANSCRIBE_MESSAGES.corruptAudio);
  });

  it('accepts a recording of exactly AUDIO_MAX_BYTES and refuses one byte more (413) unsent', async () => {
    // 48 kHz stereo 16-bit: 26,214,400 bytes are ~136 s, under the decoder's 10-minute cap.
    const dataBytes = AUDIO_MAX_BYTES - 44;
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(36 + dataBytes, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(2, 22);
    header.writeUInt32LE(48_000, 24);
    header.writeUInt32LE(48_000 * 4, 28);
    header.writeUInt16LE(4, 32);
    header.writeUInt16LE(16, 34);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(dataBytes, 40);
    const atLimit = Buffer.concat([header, Buffer.alloc(dataBytes)]);
    expect(atLimit.length).toBe(AUDIO_MAX_BYTES);
    fake.respondWithText('');

    const accepted = await transcribe(t, await freshUser(), atLimit);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().duration_ms).toBe(Math.round((dataBytes / 4 / 48_000) * 1000));

    const before = fake.received.length;
    const refused = await transcribe(
      t,
      await freshUser(),
      Buffer.concat([atLimit, Buffer.alloc(1)]),
    );
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'File size too large. Please upload files smaller than 25MB.',
    });
    expect(fake.received.length).toBe(before);
  }, 30_000);

  it(`allows ${TRANSCRIBE_LIMIT.max} a minute per user, then 429 with Retry-After until the window moves`, async () => {
    fake.respondWithText('ok');
    const user = await freshUser();
    const other = await freshUser();
    const wav = toneWav(0.2);
    for (let i = 0; i < TRANSCRIBE_LIMIT.max; i += 1) {
      const response = await transcribe(t, user, wav);
      expect(response.statusCode).toBe(200);
    }
    const limited = await transcribe(t, user, wav);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(TRANSCRIBE_LIMIT.windowSeconds);
    expect(limited.json().message).toBe(
      TRANSCRIBE_MESSAGES.rateLimited.replace('{seconds}', String(retryAfter)),
    );
    // Another person is not held back by this one.
    expect((await transcribe(t, other, wav)).statusCode).toBe(200);

    t.clock.advance(retryAfter * 1000);
    expect((await transcribe(t, user, wav)).statusCode).toBe(200);
    t.clock.advance(-retryAfter * 1000);
  }, 30_000);

  it('counts parallel requests one after another (no burst slips past the limit)', async () => {
    fake.respondWithText('ok');
    const user = await freshUser();
    const wav = toneWav(0.2);
    const answers = await Promise.all(
      Array.from({ length: TRANSCRIBE_LIMIT.max + 5 }, () => transcribe(t, user, wav)),
    );
    const codes = answers.map((response) => response.statusCode).sort();
    expect(codes).toEqual([
      ...Array<number>(TRANSCRIBE_LIMIT.max).fill(200),
      ...Array<number>(5).fill(429),
    ]);
  }, 30_000);
});
