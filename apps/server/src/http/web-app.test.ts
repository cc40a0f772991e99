import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A stand-in web build, so serving rules are tested without building the real one.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-web-'));
let t: TestApp;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Crewline</title>');
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.x = 1');
  fs.mkdirSync(path.join(webDist, 'prerendered', 'auth'), { recursive: true });
  fs.writeFileSync(path.join(webDist, 'prerendered', 'index.html'), '<title>Landing</title>');
  fs.writeFileSync(path.join(webDist, 'prerendered', 'auth', 'login.html'), '<title>Login</title>');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers client-side routes with index.html, never cached', async () => {
    for (const url of [
      '/',
      '/dashboard',
      '/dashboard/projects/123/team',
      '/auth/login?session_expired=true',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      // Pages get helmet's full set, with the app's own CSP sources.
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('answers a prerendered public page with its own HTML, any other route with the shell', async () => {
    const expected: Record<string, string> = {
      '/': '<title>Landing</title>',
      '/auth/login': '<title>Login</title>',
      '/auth/login?session_expired=true': '<title>Login</title>',
      '/auth/signup': '<title>Crewline</title>',
      '/dashboard': '<title>Crewline</title>',
      '/index.html': '<title>Crewline</title>',
    };
    for (const [url, body] of Object.entries(expected)) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(body);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers an unknown address with the page and 404, a known deep link with 200', async () => {
    const known = [
      '/dashboard/projects/3f0c1a52-6a1e-4f43-9c59-2a4c8d3e7b10',
      '/dashboard/projects/3f0c1a52-6a1e-4f43-9c59-2a4c8d3e7b10/tasks?task=1',
      '/dashboard/files/',
      '/auth/reset-password/confirm?token=x',
    ];
    const unknown = [
      '/no-such-page',
      '/dashboard/no-such-page',
      '/dashboard/projects/3f0c1a52-6a1e-4f43-9c59-2a4c8d3e7b10/nope',
      '/auth/nope?x=1',
    ];
    for (const [urls, status] of [
      [known, 200],
      [unknown, 404],
    ] as const) {
      for (const url of urls) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode, url).toBe(status);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toContain('<title>Crewline</title>');
      }
    }
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await t.request({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset or file with 404, not the page', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon.ico', '/api/nope', '/api/nope/deeper']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json().error, url).toBe('NOT_FOUND');
    }
  });
});
