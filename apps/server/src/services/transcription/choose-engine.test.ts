import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { chooseEngineName } from './choose-engine.ts';

let dataDir: string;
let modelDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-engine-data-'));
  modelDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-engine-model-'));
  fs.writeFileSync(path.join(modelDir, 'config.json'), '{}');
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(modelDir, { recursive: true, force: true });
});

const choose = (settings: Record<string, string>) =>
  chooseEngineName(loadEnv({ DATA_DIR: dataDir, ...settings }));

describe('chooseEngineName', () => {
  it('is none with nothing configured', () => {
    expect(choose({})).toBe('none');
  });

  it('is openai when TRANSCRIBE_API_URL is set, even with a model on disk', () => {
    expect(
      choose({ TRANSCRIBE_API_URL: 'http://whisper:8000/v1', WHISPER_MODEL_DIR: modelDir }),
    ).toBe('openai');
  });

  it('is local when WHISPER_MODEL_DIR holds a model, none when the folder is empty', () => {
    expect(choose({ WHISPER_MODEL_DIR: modelDir })).toBe('local');
    expect(choose({ WHISPER_MODEL_DIR: dataDir })).toBe('none');
  });

  it('is local when `npm run voice:model` put WHISPER_MODEL under DATA_DIR/models', () => {
    const downloaded = path.join(dataDir, 'models', 'onnx-community', 'whisper-tiny');
    fs.mkdirSync(downloaded, { recursive: true });
    fs.writeFileSync(path.join(downloaded, 'config.json'), '{}');
    expect(choose({ WHISPER_MODEL: 'onnx-community/whisper-tiny' })).toBe('local');
    expect(choose({})).toBe('none');
  });

  it('follows TRANSCRIBE_ENGINE when set, whatever else is there', () => {
    expect(choose({ TRANSCRIBE_ENGINE: 'none', TRANSCRIBE_API_URL: 'http://x:1/v1' })).toBe('none');
    expect(choose({ TRANSCRIBE_ENGINE: 'local' })).toBe('local');
  });
});
