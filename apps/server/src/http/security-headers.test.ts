import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const HSTS = 'strict-transport-security';
const UPGRADE = 'upgrade-insecure-requests';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

// A web build of one page, so the app serves a document with helmet's full set.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-headers-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Crewline</title>');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

/** The headers of a JSON answer, of the app's page and of the API docs page. */
async function headersOf(settings: Record<string, string>, headers: Record<string, string> = {}) {
  t = await createTestApp({ WEB_DIST: webDist, ...settings });
  const get = (url: string) =>
    t!.request({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  const json = await t.request({ method: 'GET', url: '/health', headers });
  const page = await get('/');
  const docs = await get('/api/docs');
  expect(String(page.headers['content-type'])).toContain('text/html');
  return { json: json.headers, page: page.headers, docs: docs.headers };
}

describe('HTTPS-only headers', () => {
  it('sends neither HSTS nor upgrade-insecure-requests when the origin is http:', async () => {
    const { json, page, docs } = await headersOf(
      { APP_ORIGIN: 'http://crewline.example.test', TRUST_PROXY: 'true' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(json[HSTS]).toBeUndefined();
    expect(page[HSTS]).toBeUndefined();
    expect(String(page['content-security-policy'])).toContain("default-src 'self'");
    expect(String(page['content-security-policy'])).not.toContain(UPGRADE);
    expect(String(docs['content-security-policy'])).toContain("default-src 'self'");
    expect(String(docs['content-security-policy'])).not.toContain(UPGRADE);
  });

  it('asks for upgrades on an https: origin but sends HSTS only over TLS', async () => {
    const { json, page, docs } = await headersOf({ APP_ORIGIN: 'https://crewline.example.test' });
    expect(String(page['content-security-policy'])).toContain(UPGRADE);
    expect(String(docs['content-security-policy'])).toContain(UPGRADE);
    expect(json[HSTS]).toBeUndefined();
    expect(page[HSTS]).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over TLS', async () => {
    const { json, page } = await headersOf(
      { APP_ORIGIN: 'https://crewline.example.test', TRUST_PROXY: 'true' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(json[HSTS]).toContain('max-age=');
    expect(page[HSTS]).toContain('max-age=');
  });

  it('ignores X-Forwarded-Proto from a proxy that is not trusted', async () => {
    const { json, page } = await headersOf(
      { APP_ORIGIN: 'https://crewline.example.test', TRUST_PROXY: 'false' },
      { 'x-forwarded-proto': 'https' },
    );
    expect(json[HSTS]).toBeUndefined();
    expect(page[HSTS]).toBeUndefined();
  });
});
