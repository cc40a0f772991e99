/** Chromium's flags for every end-to-end test (playwright.config.ts; specs that add flags). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the fake transcription endpoint hears in every recording (e2e/voice.spec.ts). */
export const E2E_TRANSCRIPT = 'Urgent fix the login page tomorrow';
