import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The sign-in pages offer exactly the providers this list calls configured.
let bare: TestApp;
let withGoogle: TestApp;

beforeAll(async () => {
  bare = await createTestApp();
  withGoogle = await createTestApp(
    { GOOGLE_CLIENT_ID: 'g-id', GOOGLE_CLIENT_SECRET: 'g-secret' },
    {},
    bare,
  );
});
afterAll(async () => {
  await withGoogle.close();
  await bare.close();
});

describe('GET /api/auth/providers', () => {
  it('calls none configured on a server without provider settings, to anyone', async () => {
    const res = await bare.request({ method: 'GET', url: '/api/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      providers: [
        { id: 'google', configured: false },
        { id: 'github', configured: false },
        { id: 'microsoft', configured: false },
      ],
    });
  });

  it('calls exactly the provider with settings configured', async () => {
    const res = await withGoogle.request({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json().providers).toEqual([
      { id: 'google', configured: true },
      { id: 'github', configured: false },
      { id: 'microsoft', configured: false },
    ]);
    const login = await withGoogle.request({ method: 'GET', url: '/api/auth/github/login' });
    expect(login.statusCode).toBe(404);
    expect(login.json().error).toBe('PROVIDER_NOT_CONFIGURED');
  });
});
