import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeTranscriptionEndpoint,
  type FakeTranscriptionEndpoint,
} from '../../test/fake-transcription-endpoint.ts';
import { createOpenAiEngine, transcriptionsUrl } from './openai-engine.ts';
import { TranscriptionFailedError } from './transcription-engine.ts';

const audio = {
  format: 'webm' as const,
  samples: new Float32Array(16_000),
  sampleRate: 16_000 as const,
  durationMs: 1000,
};
const original = { bytes: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), format: 'webm' as const };

let fake: FakeTranscriptionEndpoint;
beforeAll(async () => {
  fake = await startFakeTranscriptionEndpoint({ text: 'hello there' });
});
afterAll(() => fake.close());

describe('transcriptionsUrl', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/audio/transcriptions'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/audio/transcriptions'],
    ['https://api.groq.com/openai/v1', 'https://api.groq.com/openai/v1/audio/transcriptions'],
    ['http://whisper:8000', 'http://whisper:8000/v1/audio/transcriptions'],
    ['http://whisper:8000/', 'http://whisper:8000/v1/audio/transcriptions'],
    ['http://whisper:8080/v1/audio/transcriptions', 'http://whisper:8080/v1/audio/transcriptions'],
    ['http://localai:8080/v1?x=1', 'http://localai:8080/v1/audio/transcriptions?x=1'],
  ])('%s → %s', (configured, expected) => {
    expect(transcriptionsUrl(configured)).toBe(expected);
  });
});

describe('the openai engine against the fake endpoint', () => {
  const engine = (apiUrl: string) =>
    createOpenAiEngine({ apiUrl, model: 'whisper-1', timeoutMs: 5_000 });

  it('reaches the API from a bare origin and sends no Authorization without a key', async () => {
    fake.respondWithText('  hello there  ');
    const result = await engine(fake.origin).transcribe(audio, original, 'ar');
    expect(result).toEqual({ text: 'hello there', language: 'ar' });
    expect(fake.received.at(-1)!.authorization).toBeUndefined();
  });

  it('passes on a FastAPI-style {detail} error', async () => {
    fake.respondWithRaw(
      422,
      JSON.stringify({ detail: 'Unsupported language: xx' }),
      'application/json',
    );
    const failure = await engine(fake.url)
      .transcribe(audio, original, 'en')
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TranscriptionFailedError);
    expect(failure).toMatchObject({ failure: 'Unsupported language: xx', upstreamStatus: 422 });
  });

  it("passes on the text of a proxy's HTML error page, without its tags", async () => {
    fake.respondWithRaw(504, '<html><body><h1>504 Gateway Time-out</h1></body></html>');
    const failure = await engine(fake.url)
      .transcribe(audio, original, 'en')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ failure: '504 Gateway Time-out', upstreamStatus: 504 });
  });

  it('fails clearly on a 200 without a transcript', async () => {
    fake.respondWithRaw(200, '{"result": "hello"}', 'application/json');
    const failure = await engine(fake.url)
      .transcribe(audio, original, 'en')
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({
      failure: 'The transcription service answered without a transcript',
      upstreamStatus: 200,
    });
  });

  it('stops the upstream request when the caller goes away', async () => {
    fake.respondWithText('slow', { delayMs: 2_000 });
    const gone = new AbortController();
    const pending = engine(fake.url).transcribe(audio, original, 'en', gone.signal);
    setTimeout(() => gone.abort(), 50);
    await expect(pending).rejects.toBeInstanceOf(TranscriptionFailedError);
    fake.respondWithText('hello there');
  });
});
