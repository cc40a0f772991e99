import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { storedFiles, upload, uploadRequest } from '../../test/attachment-test-helpers.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-upload-limits-'));
let a: TestApp;
/** A second process on the same database and files. */
let b: TestApp;
beforeAll(async () => {
  const settings = {
    DATA_DIR: dataDir,
    LIMIT_UPLOADS_PER_MINUTE: '5',
    LIMIT_PENDING_UPLOADS: '8',
    LIMIT_PENDING_UPLOAD_MB: '1',
  };
  a = await createTestApp(settings);
  b = await createTestApp(settings, {}, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const small = () => randomBytes(100);

function expectLimited(res: LightMyRequestResponse): number {
  expect(res.statusCode).toBe(429);
  expect(res.json().error).toBe('RATE_LIMITED');
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  return wait;
}

describe('uploads a minute per account', () => {
  it('allows 5 a minute across processes, then 429 until the minute is over', async () => {
    const user = await signUp(a);
    for (let i = 0; i < 5; i++) await upload(i % 2 ? b : a, user, small(), `f${i}.bin`);
    expect(expectLimited(await uploadRequest(b, user, small(), 'late.bin'))).toBeLessThanOrEqual(
      60,
    );
    // Someone else uploads meanwhile.
    await upload(a, await signUp(a), small(), 'other.bin');
    a.clock.advance(61_000);
    await upload(a, user, small(), 'next.bin');
  });
});

describe('files waiting to be sent, per account', () => {
  it('allows 8 waiting files; a 9th is 429 until one is sent, removed or expires', async () => {
    const user = await signUp(a);
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) {
      if (i === 5) a.clock.advance(61_000);
      ids.push((await upload(i % 2 ? b : a, user, small(), `p${i}.bin`)).id);
    }
    a.clock.advance(61_000);
    const wait = expectLimited(await uploadRequest(a, user, small(), 'ninth.bin'));
    // The oldest waiting file goes a day after its upload.
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    const removed = await a.request({
      method: 'DELETE',
      url: `/api/attachments/${ids[0]}`,
      token: user.access_token,
    });
    expect(removed.statusCode).toBe(204);
    await upload(b, user, small(), 'ninth.bin');
  });

  it('allows 1 MiB of waiting files: an upload past it is 429 and nothing of it is kept', async () => {
    const user = await signUp(a);
    a.clock.advance(61_000);
    await upload(a, user, randomBytes(600 * 1024), 'big.bin');
    const before = await storedFiles(dataDir);
    expectLimited(await uploadRequest(b, user, randomBytes(600 * 1024), 'too-much.bin'));
    expect(await storedFiles(dataDir)).toEqual(before);
    await upload(a, user, randomBytes(300 * 1024), 'fits.bin');
    // Full now: refused before any byte is read.
    expectLimited(await uploadRequest(a, user, randomBytes(200 * 1024), 'over.bin'));
  });
});
