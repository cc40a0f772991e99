import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSCRIBE_MESSAGES } from '@crewline/shared/contracts/transcribe';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { m4aHead, toneWav, transcribe } from '../../test/transcribe-test-helpers.ts';
import { createLocalEngine } from './local-engine.ts';
import { locateWhisperModel } from './whisper-model.ts';

let modelDir: string;

beforeAll(() => {
  modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-whisper-'));
});
afterAll(() => fs.rmSync(modelDir, { recursive: true, force: true }));

describe('the local engine without a usable model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRANSCRIBE_ENGINE: 'local', WHISPER_MODEL_DIR: modelDir });
  });
  afterAll(() => t.close());

  it('is the engine /api/server-info names when asked for', async () => {
    const info = await t.request({ method: 'GET', url: '/api/server-info' });
    expect(info.json().transcription).toEqual({ engine: 'local' });
  });

  it('answers 503 naming WHISPER_MODEL_DIR and `npm run voice:model` for an empty folder', async () => {
    const response = await transcribe(t, await signUp(t), toneWav(0.5));
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.error).toBe('TRANSCRIPTION_MODEL_MISSING');
    expect(body.message).toContain(`WHISPER_MODEL_DIR (${modelDir})`);
    expect(body.message).toContain('no config.json');
    expect(body.message).toContain('`npm run voice:model`');
  });

  it('says the weights are missing when only the config is there', async () => {
    fs.writeFileSync(path.join(modelDir, 'config.json'), '{"model_type": "whisper"}');
    const response = await transcribe(t, await signUp(t), toneWav(0.5));
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('no ONNX weights in its onnx/ folder');
  });

  it('loads through transformers.js from local files only and reports why it could not', async () => {
    fs.mkdirSync(path.join(modelDir, 'onnx'), { recursive: true });
    for (const name of ['encoder_model_quantized.onnx', 'decoder_model_merged_quantized.onnx']) {
      fs.writeFileSync(path.join(modelDir, 'onnx', name), 'not a model');
    }
    const response = await transcribe(t, await signUp(t), toneWav(0.5));
    expect(response.statusCode).toBe(503);
    const { message } = response.json();
    expect(message).toContain('it could not be loaded (');
    expect(message).toContain('WHISPER_MODEL_DIR');
    // Only local files: nothing was fetched from the hub.
    expect(message).not.toMatch(/huggingface\.co|fetch failed/);
  }, 60_000);

  it('refuses a format it cannot decode with 415 naming it (no API to forward it to)', async () => {
    const response = await transcribe(t, await signUp(t), m4aHead(), { type: 'audio/mp4' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      TRANSCRIBE_MESSAGES.unsupportedAudio.replace('{format}', 'mp4/aac'),
    );
  });
});

describe('no engine configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No TRANSCRIBE_API_URL, and no model under DATA_DIR/models: nothing to transcribe with.
    t = await createTestApp({ DATA_DIR: modelDir });
  });
  afterAll(() => t.close());

  it('answers 503 saying exactly what to configure, and server-info says none', async () => {
    const response = await transcribe(t, await signUp(t), toneWav(0.5));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: 'TRANSCRIPTION_NOT_CONFIGURED',
      message: TRANSCRIBE_MESSAGES.notConfigured,
    });
    expect(TRANSCRIBE_MESSAGES.notConfigured).toMatch(
      /TRANSCRIBE_API_URL.+WHISPER_MODEL_DIR.+npm run voice:model/,
    );
    const info = await t.request({ method: 'GET', url: '/api/server-info' });
    expect(info.json().transcription).toEqual({ engine: 'none' });
  });

  it('still refuses a signed-out caller first (401)', async () => {
    const response = await transcribe(t, null, toneWav(0.5));
    expect(response.statusCode).toBe(401);
  });
});

describe('createLocalEngine', () => {
  it('tries the load again after a failure (a model put in place later is found)', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-whisper-empty-'));
    try {
      const engine = createLocalEngine({
        location: locateWhisperModel({
          dataDir: '/unused',
          whisperModelDir: empty,
          whisperModel: 'x',
        }),
      });
      const audio = {
        format: 'wav' as const,
        samples: new Float32Array(16),
        sampleRate: 16_000 as const,
        durationMs: 1,
      };
      const original = { bytes: new Uint8Array(), format: 'wav' as const };
      await expect(engine.transcribe(audio, original, 'en')).rejects.toThrow(/no config\.json/);
      fs.writeFileSync(path.join(empty, 'config.json'), '{}');
      await expect(engine.transcribe(audio, original, 'en')).rejects.toThrow(/no ONNX weights/);
      await engine.close();
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
