import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_TRANSCRIPT } from './e2e/browser-setup.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const E2E_CLIENT_LIMITS = {
  LIMIT_SIGNUPS_PER_IP_PER_HOUR: '100000',
  LIMIT_VERIFICATION_MAILS_PER_IP_PER_HOUR: '100000',
  LIMIT_RESET_MAILS_PER_IP_PER_HOUR: '100000',
  LIMIT_INVITED_ACCOUNTS_PER_IP_PER_HOUR: '100000',
  LIMIT_INVITATIONS_PER_INVITEE_PER_HOUR: '100000',
  LIMIT_INVITATIONS_PER_ACCOUNT_PER_HOUR: '100000',
  LIMIT_LOGIN_FAILURES_PER_IP_PER_MINUTE: '100000',
};
// The app's speech engine in end-to-end tests: a fake OpenAI-compatible endpoint.
const TRANSCRIBE_PORT = Number(process.env.E2E_TRANSCRIBE_PORT ?? 3101);
// A fresh data directory per run: the end-to-end tests start from an empty product.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  outputDir: 'test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'npx tsx apps/server/src/test/fake-transcription-endpoint.ts',
      port: TRANSCRIBE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: String(TRANSCRIBE_PORT), FAKE_TRANSCRIPT: E2E_TRANSCRIPT },
    },
    {
      command: 'node scripts/start.mjs',
      url: `http://127.0.0.1:${PORT}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        TRANSCRIBE_API_URL: `http://127.0.0.1:${TRANSCRIBE_PORT}/v1`,
        // Every browser test signs up and invites from 127.0.0.1: the per-client limits a real
        // office never meets would stop the suite part way.
        ...E2E_CLIENT_LIMITS,
      },
    },
  ],
});
