import { UNHOLDABLE_TEXT } from '@crewline/shared/contracts/rule-sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp, type SignedUpUser } from '../test/factories.ts';
import { createProject } from '../test/project-factories.ts';
import { createProjectThread } from '../test/chat-test-helpers.ts';
import { findUnholdableText, stripUnholdableText } from './text-hygiene.ts';
import { nestsDeeperThan, TOO_DEEP } from './nesting-depth.ts';

describe('findUnholdableText', () => {
  it('finds NUL, lone surrogates and control characters', () => {
    expect(findUnholdableText('a\u0000b')).toEqual([]);
    expect(findUnholdableText('\uD83D')).toEqual([]);
    expect(findUnholdableText('x\uDE00')).toEqual([]);
    expect(findUnholdableText('\uD83Dx')).toEqual([]);
    expect(findUnholdableText('\u0001')).toEqual([]);
    expect(findUnholdableText('\u001B[31m')).toEqual([]);
    expect(findUnholdableText('\u007F')).toEqual([]);
    expect(findUnholdableText('\u0085')).toEqual([]);
    expect(findUnholdableText('\u009F')).toEqual([]);
  });

  it('passes real text of any script, emoji, tabs and line breaks', () => {
    for (const text of [
      '',
      'plain',
      'مرحبا بالعالم',
      'Привет, мир',
      '😀👩‍👩‍👧 \uD83D\uDE00',
      'a\tb\nc\r\nd',
      '\u00A0non-breaking\u00A0',
      '中文 日本語 한국어',
    ]) {
      expect(findUnholdableText(text)).toBeUndefined();
    }
    expect(findUnholdableText({ a: [1, true, null, 'ok'], b: { c: 'fine' } })).toBeUndefined();
  });

  it('names the field, however deeply nested, keys included', () => {
    expect(findUnholdableText({ title: 'a\u0000' })).toEqual(['title']);
    expect(
      findUnholdableText({ items: [{ text: 'ok' }, { text: 'ok' }, { text: '\uD800' }] }),
    ).toEqual(['items', 2, 'text']);
    expect(findUnholdableText([['ok', ['\u0000']]])).toEqual([0, 1, 0]);
    expect(findUnholdableText({ meta: { 'bad\u0000key': 1 } })).toEqual(['meta', 'bad\u0000key']);
    expect(findUnholdableText({ first: '\u0000', second: '\u0000' })).toEqual(['first']);
  });

  it('leaves what is not JSON text alone', () => {
    expect(findUnholdableText(Buffer.from([0, 1, 2]))).toBeUndefined();
    expect(findUnholdableText(undefined)).toBeUndefined();
    expect(findUnholdableText(42)).toBeUndefined();
  });

  it('strips only what cannot be held', () => {
    expect(stripUnholdableText('Mozilla\u0085/5.0 \uD800(X11)😀')).toBe('Mozilla/5.0 (X11)😀');
  });
});

describe('nestsDeeperThan', () => {
  it('counts object and array levels without recursion, bytes aside', () => {
    expect(nestsDeeperThan({ a: [{ b: 1 }] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: {} }] }, 3)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({ bytes: Buffer.alloc(8) }, 1)).toBe(false);
    let deep: unknown = [];
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(nestsDeeperThan(deep)).toBe(true);
  });
});

describe('text no database or screen can hold, over HTTP', () => {
  let t: TestApp;
  let owner: SignedUpUser;
  let project: { id: string };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t);
    project = await createProject(t, owner);
  });
  afterAll(() => t.close());

  function expect422(res: { statusCode: number; json(): unknown }, where: string, field: string) {
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; message: string; detail: { loc: unknown[] }[] };
    expect(body.error).toBe('VALIDATION_ERROR');
    expect(body.message).toBe(`${field}: ${UNHOLDABLE_TEXT}`);
    expect(body.detail[0]!.loc.join('.')).toBe(`${where}.${field}`);
  }

  it('refuses a body nested 50,000 levels deep with 422, and one of 32 levels is read', async () => {
    const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
    for (const [url, payload] of [
      ['/api/auth/login', `{"email":${deep(50_000)},"password":"x"}`],
      ['/api/tasks', deep(50_000)],
      ['/api/tasks', `{"title":"a","project_id":"${project.id}","x":${deep(33)}}`],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url,
        token: owner.access_token,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ message: `body: ${TOO_DEEP}` });
    }
    const fine = await t.request({
      method: 'POST',
      url: '/api/tasks',
      token: owner.access_token,
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"a","project_id":"${project.id}","x":${deep(31)}}`,
    });
    expect(fine.statusCode).toBe(201);
  });

  it('refuses a NUL in the sign-in email with 422 naming email', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '\u0000', password: 'whatever' },
    });
    expect422(res, 'body', 'email');
  });

  it('refuses a NUL, a lone surrogate or a control in a task title', async () => {
    for (const title of ['Fix\u0000', 'Fix \uD800', 'Fix \u001B[2J', 'Fix\u0085']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/tasks',
        token: owner.access_token,
        payload: { title, project_id: project.id },
      });
      expect422(res, 'body', 'title');
    }
    const fine = await t.request({
      method: 'POST',
      url: '/api/tasks',
      token: owner.access_token,
      payload: { title: 'Исправить ошибку 😀', project_id: project.id },
    });
    expect(fine.statusCode).toBe(201);
  });

  it('refuses a NUL in a message', async () => {
    const thread = await createProjectThread(t, owner, project.id);
    const res = await t.request({
      method: 'POST',
      url: '/api/messages',
      token: owner.access_token,
      payload: { thread_id: thread.id, content: 'hi\u0000there', content_type: 'text' },
    });
    expect422(res, 'body', 'content');
  });

  it('refuses a NUL nested in a body', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/push-subscriptions',
      token: owner.access_token,
      payload: { endpoint: 'https://push.example.test/x', keys: { p256dh: 'a\u0000', auth: 'b' } },
    });
    expect422(res, 'body', 'keys.p256dh');
  });

  it('refuses a NUL in a query string with 422 naming q', async () => {
    for (const url of ['/api/messages/search?q=%00', '/api/files?q=a%00b', '/api/users?q=%00']) {
      const res = await t.request({ method: 'GET', url, token: owner.access_token });
      expect422(res, 'query', 'q');
    }
  });

  it('answers a NUL in a path id with 404', async () => {
    for (const url of [`/api/projects/%00`, `/api/projects/${project.id}%00`, '/api/tasks/a%00']) {
      const res = await t.request({ method: 'GET', url, token: owner.access_token });
      expect(res.statusCode).toBe(404);
    }
  });

  it('refuses a multipart field holding a NUL', async () => {
    const boundary = '----crewlinehygiene';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\u0000\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/attachments',
      token: owner.access_token,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect422(res, 'body', 'note');
  });

  it('refuses a bad field after the file too, and cleans a file name rather than refusing it', async () => {
    const boundary = '----crewlinehygiene2';
    const upload = (tail: string, fileName: string) =>
      t.request({
        method: 'POST',
        url: '/api/attachments',
        token: owner.access_token,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
            `Content-Type: text/plain\r\n\r\nhello\r\n${tail}--${boundary}--\r\n`,
        ),
      });
    const late = await upload(
      `--${boundary}\r\nContent-Disposition: form-data; name="caption"\r\n\r\n\u0000\r\n`,
      'a.txt',
    );
    expect422(late, 'body', 'caption');
    // A file's name comes from the sender's disk: the upload is kept under a clean name.
    const named = await upload('', 'no\u0000te\u0085s.txt');
    expect(named.statusCode).toBe(201);
    expect((named.json() as { file_name: string }).file_name).toBe('notes.txt');
  });

  it('keeps a session whose User-Agent holds control characters, without them', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'Mozilla/5.0 \u0085(X11)' },
      payload: { email: owner.user.email, password: owner.password },
    });
    expect(res.statusCode).toBe(200);
    const kept = await t.database.db
      .select({ userAgent: refreshTokens.userAgent })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, owner.user.id));
    expect(kept.map((row) => row.userAgent)).toContain('Mozilla/5.0 (X11)');
  });
});
