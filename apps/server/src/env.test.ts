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
      trustProxy: false,
    });
    expect(env.appOrigin).toBe('http://localhost:3000');
    expect(env.dataDir).toMatch(/data$/);
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
});
