import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { createProject } from '../test/project-factories.ts';
import {
  startFakeTranscriptionEndpoint,
  type FakeTranscriptionEndpoint,
} from '../test/fake-transcription-endpoint.ts';
import { toneWav } from '../test/transcribe-test-helpers.ts';

// A multipart body can end anywhere: inside a file, after it without the closing boundary, or
// with a part that has no headers. Every upload route answers each with a 4xx at once; none may
// wait for bytes that are never coming (the fuzzer found two that did).
const BOUNDARY = '----crewlinebroken';
const UPLOAD_INTERRUPTED = 'The upload did not complete. Please try again.';

const fileHead = (field: string, name = 'a.wav') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\n` +
  `Content-Type: application/octet-stream\r\n\r\n`;

/** The bodies that stop short, each given the bytes of the file it carries. */
const cutBodies = (field: string, bytes: Buffer) => ({
  'ends inside the file': Buffer.concat([Buffer.from(fileHead(field)), bytes]),
  'ends after the file': Buffer.concat([Buffer.from(fileHead(field)), bytes, Buffer.from('\r\n')]),
  'ends at an unclosed boundary': Buffer.concat([
    Buffer.from(fileHead(field)),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}`),
  ]),
});

let fake: FakeTranscriptionEndpoint;
let t: TestApp;
let owner: SignedUpUser;
let fileId: string;

beforeAll(async () => {
  fake = await startFakeTranscriptionEndpoint({ apiKey: 'sk-broken' });
  t = await createTestApp({
    TRANSCRIBE_API_URL: fake.url,
    TRANSCRIBE_API_KEY: 'sk-broken',
    TRANSCRIBE_MODEL: 'whisper-1',
  });
  owner = await signUp(t);
  const project = await createProject(t, owner);
  const created = await t.request({
    method: 'POST',
    url: '/api/files',
    token: owner.access_token,
    payload: { project_id: project.id, file_type: 'document', name: 'notes.bin' },
  });
  expect(created.statusCode).toBe(201);
  fileId = (created.json() as { id: string }).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Sends within a deadline: a route that waits for more body fails the test instead of hanging. */
async function post(url: string, payload: Buffer) {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${url} did not answer in 5 s`)), 5000);
  });
  try {
    return await Promise.race([
      t.request({
        method: 'POST',
        url,
        token: owner.access_token,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload,
      }),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const routes = () => [
  { url: '/api/attachments', field: 'file' },
  { url: '/api/auth/profile/avatar', field: 'file' },
  { url: `/api/files/${fileId}/versions`, field: 'file' },
  { url: '/api/transcribe', field: 'audio' },
];

describe('multipart bodies that stop short', () => {
  it('answer 400 "did not complete" on every upload route, and nothing is stored', async () => {
    // Real content, so each route gets past its type check and reads the file itself.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    for (const { url, field } of routes()) {
      const bytes = url.includes('avatar') ? png : toneWav(0.5);
      for (const [shape, payload] of Object.entries(cutBodies(field, bytes))) {
        const res = await post(url, payload);
        expect({ url, shape, status: res.statusCode }).toEqual({ url, shape, status: 400 });
        expect(res.json()).toMatchObject({ error: 'BAD_REQUEST', message: UPLOAD_INTERRUPTED });
      }
    }
    const listed = await t.request({
      method: 'GET',
      url: `/api/files/${fileId}/versions`,
      token: owner.access_token,
    });
    expect(listed.json()).toEqual([]);
    const me = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: owner.access_token,
    });
    expect((me.json() as { avatar: string | null }).avatar).toBeNull();
  });

  it('answer parts without headers, small or large, with a 4xx on every upload route', async () => {
    const headerless = (bytes: number) =>
      Buffer.from(
        `--${BOUNDARY}\r\n\r\n${'x'.repeat(bytes)}\r\n--${BOUNDARY}\r\n\r\n${'y'.repeat(bytes)}\r\n--${BOUNDARY}--\r\n`,
      );
    // 20 KB is past the parser's 16 KB part buffer: the size that stalled it.
    for (const bytes of [5, 20_000, 70_000]) {
      for (const { url } of routes()) {
        const res = await post(url, headerless(bytes));
        expect(res.statusCode, `${url} ${bytes}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${bytes}`).toBeLessThan(500);
      }
    }
  });

  it('refuse a second file in a one-file upload with 413 in plain words', async () => {
    const payload = Buffer.from(
      `${fileHead('file', 'a.txt')}one\r\n${fileHead('file', 'b.txt')}two\r\n--${BOUNDARY}--\r\n`,
    );
    const res = await post('/api/attachments', payload);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Too many files in one upload. Send one at a time.',
    });
  });
});
