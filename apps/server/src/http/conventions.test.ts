import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://app.example.test' });
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('declares every route public or authenticated', () => {
    const undeclared = t.app.routeTable.filter(
      (r) => r.access !== 'public' && r.access !== 'authenticated',
    );
    expect(t.app.routeTable.length).toBeGreaterThan(10);
    expect(undeclared).toEqual([]);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers a 2 MB body with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.test', password: 'x' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: 'Route GET /api/does-not-exist not found',
    });
  });

  it('answers a path parameter that names nothing with 404, not 422', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/myspace/login' });
    expect(res.statusCode).toBe(404);
  });

  it('says an unconfigured provider is not configured', async () => {
    const providers = await t.request({ method: 'GET', url: '/api/auth/providers' });
    expect(providers.json().providers).toEqual([
      { id: 'google', configured: false },
      { id: 'github', configured: false },
      { id: 'microsoft', configured: false },
    ]);
    const res = await t.request({ method: 'GET', url: '/api/auth/github/login' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('PROVIDER_NOT_CONFIGURED');
  });

  it('sends the data security headers and a request id on JSON', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('abc-123');
    // Errors and unknown routes carry them too.
    for (const url of ['/api/no-such-route', '/api/auth/profile']) {
      const failed = await t.request({ method: 'GET', url });
      expect(failed.statusCode).toBeGreaterThanOrEqual(400);
      expect(failed.headers['x-content-type-options'], url).toBe('nosniff');
      expect(failed.headers['content-security-policy'], url).toContain("default-src 'none'");
    }
  });

  it('allows cross-origin calls only from APP_ORIGIN', async () => {
    const ok = await t.request({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://app.example.test' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('https://app.example.test');
    const other = await t.request({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers['access-control-allow-origin']).not.toBe('https://evil.test');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/register'].post.requestBody).toBeDefined();
    const docs = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('reports server info', async () => {
    const res = await t.request({ method: 'GET', url: '/api/server-info' });
    expect(res.json()).toMatchObject({
      version: '1.0.0',
      database: expect.stringMatching(/^(embedded|postgres)$/),
      realtime_bus: expect.stringMatching(/^(postgres|redis)$/),
    });
  });
});

describe('GET /health', () => {
  it('is 200 while the database answers and 503 once it does not', async () => {
    const own = await createTestApp();
    expect((await own.request({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      db: 'ok',
    });
    await own.database.close();
    const res = await own.request({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    await own.app.close().catch(() => {});
  });
});
