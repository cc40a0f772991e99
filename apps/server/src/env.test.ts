import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { jobsFromSetting } from './app.ts';

describe('loadEnv', () => {
  it('runs with no configuration at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      nodeEnv: 'development',
      databaseUrl: undefined,
      databaseTimeouts: { connectMs: 3_000, queryMs: 5_000 },
      trustProxy: false,
    });
    expect(env.appOrigin).toBe('http://localhost:3000');
    expect(env.dataDir).toMatch(/data$/);
  });

  it('reads the database timeouts, and refuses one that is no bound', () => {
    const env = loadEnv({
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_QUERY_TIMEOUT_MS: '30000',
    });
    expect(env.databaseTimeouts).toEqual({ connectMs: 1_500, queryMs: 30_000 });
    expect(() => loadEnv({ DATABASE_QUERY_TIMEOUT_MS: '0' })).toThrow(/DATABASE_QUERY_TIMEOUT_MS/);
  });

  it('stops with one readable list of every bad setting', () => {
    expect(() =>
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' }),
    ).toThrowError(
      /Invalid settings:\n {2}- PORT: .+\n {2}- DATABASE_URL: .+\n {2}- JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('treats empty values as unset and reads OAuth pairs only when complete', () => {
    const env = loadEnv({
      DATABASE_URL: '',
      GITHUB_CLIENT_ID: 'id',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
    });
    expect(env.databaseUrl).toBeUndefined();
    expect(env.oauth.github).toBeUndefined();
    expect(env.oauth.google).toEqual({ clientId: 'g', clientSecret: 's' });
  });

  it('reads JOBS as all, none or a list, and refuses an unknown job name', () => {
    expect(jobsFromSetting(loadEnv({}).jobs)).toBe(true);
    expect(jobsFromSetting(loadEnv({ JOBS: 'none' }).jobs)).toBe(false);
    expect(jobsFromSetting(loadEnv({ JOBS: 'deadline, push' }).jobs)).toEqual(['deadline', 'push']);
    expect(() => jobsFromSetting(loadEnv({ JOBS: 'deadline,cleanup' }).jobs)).toThrowError(
      /JOBS: unknown job cleanup/,
    );
  });

  it('reads the transcription settings, with defaults, and refuses openai without a URL', () => {
    expect(loadEnv({}).transcription).toEqual({
      engine: undefined,
      apiUrl: undefined,
      apiKey: undefined,
      model: 'whisper-1',
      timeoutMs: 120_000,
      whisperModelDir: undefined,
      whisperModel: 'onnx-community/whisper-base',
    });
    const set = loadEnv({
      TRANSCRIBE_ENGINE: 'openai',
      TRANSCRIBE_API_URL: 'http://whisper:8000/v1',
      TRANSCRIBE_API_KEY: 'sk-1',
      TRANSCRIBE_MODEL: 'Systran/faster-whisper-small',
      TRANSCRIBE_TIMEOUT_S: '30',
      WHISPER_MODEL_DIR: 'models/whisper-small',
    }).transcription;
    expect(set).toMatchObject({
      engine: 'openai',
      apiUrl: 'http://whisper:8000/v1',
      apiKey: 'sk-1',
      model: 'Systran/faster-whisper-small',
      timeoutMs: 30_000,
    });
    expect(set.whisperModelDir).toMatch(/^\/.*models\/whisper-small$/);
    expect(() => loadEnv({ TRANSCRIBE_ENGINE: 'openai' })).toThrowError(
      /TRANSCRIBE_ENGINE: openai needs TRANSCRIBE_API_URL/,
    );
    expect(() =>
      loadEnv({
        TRANSCRIBE_ENGINE: 'cloud',
        TRANSCRIBE_API_URL: 'ftp://x',
        TRANSCRIBE_TIMEOUT_S: '0',
      }),
    ).toThrowError(
      /TRANSCRIBE_ENGINE: .+\n {2}- TRANSCRIBE_API_URL: .+\n {2}- TRANSCRIBE_TIMEOUT_S: /,
    );
  });
});
