import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import {
  ATTACHMENT_FILE_REQUIRED,
  ATTACHMENT_FILE_NAME_MAX_LENGTH,
} from '@crewline/shared/contracts/chat';
import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { attachments } from '../../db/chat-schema.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';
import {
  attachmentRow,
  makePng,
  multipartBody,
  openAttachmentTeam,
  storedFiles,
  upload,
  uploadRequest,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { ATTACHMENT_NOT_MULTIPART } from './attachment-routes.ts';
import { UPLOAD_INTERRUPTED } from '../../http/upload-interrupted.ts';

let team: AttachmentTeam;

beforeAll(async () => {
  team = await openAttachmentTeam();
});
afterAll(() => team.close());

const TOO_LARGE = 'File size too large. Please upload files smaller than 10MB.';

describe('uploading', () => {
  it('measures a real image, makes its thumbnail, and judges it by content, not name', async () => {
    const { t, owner } = team;
    const png = await makePng(640, 480);
    const res = await uploadRequest(t, owner, png, 'x.pdf', { type: 'application/pdf' });
    const json = expectStatus<AttachmentJson>(res, 201);
    expect(json).toEqual({
      id: expect.any(String),
      message_id: null,
      attachment_type: 'image',
      file_name: 'x.pdf',
      file_url: `/api/attachments/${json.id}/file`,
      file_size: png.length,
      mime_type: 'image/png',
      thumbnail_url: `/api/attachments/${json.id}/thumbnail`,
      width: 640,
      height: 480,
    });

    const file = await call(t, owner, 'GET', json.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-length']).toBe(String(png.length));
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline; /);
    expect(file.headers['cache-control']).toMatch(/^private/);

    const thumb = await call(t, owner, 'GET', json.thumbnail_url!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 240]);
  });

  it('reports the displayed size of an EXIF-rotated photo', async () => {
    const jpeg = await sharp({
      create: { width: 300, height: 100, channels: 3, background: '#3366aa' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const json = await upload(team.t, team.owner, jpeg, 'phone.jpg');
    expect([json.mime_type, json.width, json.height]).toEqual(['image/jpeg', 100, 300]);
  });

  it('keeps HTML named .png as text, downloaded, never an image', async () => {
    const { t, owner } = team;
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    const json = await upload(t, owner, html, 'x.png', { type: 'image/png' });
    expect(json).toMatchObject({
      attachment_type: 'document',
      mime_type: 'text/plain',
      thumbnail_url: null,
      width: null,
      height: null,
    });
    const file = await call(t, owner, 'GET', json.file_url);
    expect(file.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
    expect(await call(t, owner, 'GET', `/api/attachments/${json.id}/thumbnail`)).toMatchObject({
      statusCode: 404,
    });
  });

  it('serves SVG as a download, never inline and never as image/svg+xml', async () => {
    const { t, owner } = team;
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    ]) {
      const json = await upload(t, owner, Buffer.from(svg), 'logo.svg', { type: 'image/svg+xml' });
      expect(json.attachment_type).not.toBe('image');
      expect(json.mime_type).not.toMatch(/svg/);
      const file = await call(t, owner, 'GET', json.file_url);
      expect(file.headers['content-type']).not.toMatch(/svg|html/);
      expect(file.headers['content-disposition']).toMatch(/^attachment; /);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps an image sharp cannot decode as a plain file, served as a download', async () => {
    const { t, owner } = team;
    const png = await makePng(50, 50);
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const json = await upload(t, owner, broken, 'broken.png');
    expect(json).toMatchObject({ attachment_type: 'file', thumbnail_url: null, width: null });
    const file = await call(t, owner, 'GET', json.file_url);
    expect(file.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('classifies documents, audio and unknown binaries', async () => {
    const { t, owner } = team;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    expect(await upload(t, owner, pdf, 'report')).toMatchObject({
      attachment_type: 'document',
      mime_type: 'application/pdf',
    });
    const binary = Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0, 9, 8, 7]);
    expect(await upload(t, owner, binary, 'blob.txt', { type: 'text/plain' })).toMatchObject({
      attachment_type: 'file',
      mime_type: 'application/octet-stream',
    });
    // An audio-only WebM (a voice note): EBML header, DocType "webm", an "A_OPUS" CodecID.
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
      Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
      Buffer.from('webm'),
      Buffer.from([0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02]),
      Buffer.from([0x86, 0x86]),
      Buffer.from('A_OPUS'),
      Buffer.alloc(64),
    ]);
    expect(await upload(t, owner, webm, 'voice.webm')).toMatchObject({
      attachment_type: 'audio',
      mime_type: 'audio/webm',
    });
  });

  it('keeps a safe display name and puts it in Content-Disposition with filename*', async () => {
    const { t, owner } = team;
    const evil = 'C:\\fakepath\\..\\отчёт\u202Egnp.exe\u0007  50%; (x).txt';
    const json = await upload(t, owner, Buffer.from('hello'), evil);
    expect(json.file_name).toBe('отчётgnp.exe 50%; (x).txt');
    const file = await call(t, owner, 'GET', json.file_url);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="_____gnp.exe 50_; (x).txt"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82gnp.exe%2050%25%3B%20%28x%29.txt`,
    );

    const long = await upload(t, owner, Buffer.from('x'), `${'a'.repeat(400)}.txt`);
    expect(long.file_name).toHaveLength(ATTACHMENT_FILE_NAME_MAX_LENGTH);
    expect(long.file_name.endsWith('.txt')).toBe(true);
    expect((await upload(t, owner, Buffer.from('x'), '')).file_name).toBe('file');
  });

  it('takes exactly 10 MB', async () => {
    const json = await upload(team.t, team.owner, Buffer.alloc(ATTACHMENT_MAX_BYTES, 1), 'ten');
    expect(json.file_size).toBe(ATTACHMENT_MAX_BYTES);
  });

  it('refuses 10 MB + 1 byte with 413 while streaming, and stores nothing', async () => {
    const { t, stranger, dataDir } = team;
    const before = await storedFiles(dataDir);
    const { payload, headers } = multipartBody(
      Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 2),
      'big.bin',
    );
    // Sent as a stream of 64 KiB chunks, as a browser's upload arrives.
    const chunks = Array.from({ length: Math.ceil(payload.length / 65536) }, (_, i) =>
      payload.subarray(i * 65536, (i + 1) * 65536),
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/attachments',
      token: stranger.access_token,
      headers,
      payload: Readable.from(chunks),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    expect(await storedFiles(dataDir)).toEqual(before);
    const rows = await t.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.uploaderId, stranger.user.id));
    expect(rows).toEqual([]);
  });

  it('answers 400 to a body cut off inside the file, and stores nothing', async () => {
    const { t, owner, dataDir } = team;
    const before = await storedFiles(dataDir);
    const { payload, headers } = multipartBody(Buffer.alloc(300_000, 5), 'cut.bin');
    const res = await t.request({
      method: 'POST',
      url: '/api/attachments',
      token: owner.access_token,
      headers,
      payload: payload.subarray(0, 200_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(UPLOAD_INTERRUPTED);
    expect(await storedFiles(dataDir)).toEqual(before);
  });

  it('answers 400 without a "file" part and 415 for a body that is not multipart', async () => {
    const { t, owner } = team;
    const wrongField = await uploadRequest(t, owner, Buffer.from('x'), 'a.txt', {
      field: 'upload',
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe(ATTACHMENT_FILE_REQUIRED);
    const json = await call(t, owner, 'POST', '/api/attachments', { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(ATTACHMENT_NOT_MULTIPART);
    const raw = await t.request({
      method: 'POST',
      url: '/api/attachments',
      token: owner.access_token,
      headers: { 'content-type': 'image/png' },
      payload: await makePng(2, 2),
    });
    expect(raw.statusCode).toBe(415);
  });
});

describe('who may call', () => {
  it('answers 401 without a token, on every route', async () => {
    const { t, owner } = team;
    const json = await upload(t, owner, Buffer.from('x'), 'a.txt');
    expect((await uploadRequest(t, null, Buffer.from('x'), 'a.txt')).statusCode).toBe(401);
    for (const [method, url] of [
      ['GET', json.file_url],
      ['GET', `/api/attachments/${json.id}/thumbnail`],
      ['DELETE', `/api/attachments/${json.id}`],
    ] as const) {
      expect((await call(t, null, method, url)).statusCode).toBe(401);
    }
  });

  it('lets only the uploader read or delete a file not yet sent (404 to anyone else)', async () => {
    const { t, owner, member, stranger } = team;
    const json = await upload(t, owner, await makePng(8, 8), 'a.png');
    for (const user of [member, stranger]) {
      expect((await call(t, user, 'GET', json.file_url)).statusCode).toBe(404);
      expect((await call(t, user, 'GET', json.thumbnail_url!)).statusCode).toBe(404);
      expect((await call(t, user, 'DELETE', `/api/attachments/${json.id}`)).statusCode).toBe(404);
    }
    expect((await call(t, owner, 'GET', json.file_url)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { t, owner } = team;
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, owner, 'GET', `/api/attachments/${unknown}/file`)).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', '/api/attachments/nope/file')).statusCode).toBe(404);
    expect((await call(t, owner, 'DELETE', `/api/attachments/${unknown}`)).statusCode).toBe(404);
  });

  it('deletes an unsent upload with its bytes', async () => {
    const { t, owner } = team;
    const json = await upload(t, owner, await makePng(20, 20), 'gone.png');
    const row = (await attachmentRow(t, json.id))!;
    expect(await t.app.ctx.storage.exists(row.thumbnailKey!)).toBe(true);
    expect((await call(t, owner, 'DELETE', `/api/attachments/${json.id}`)).statusCode).toBe(204);
    expect(await attachmentRow(t, json.id)).toBeUndefined();
    expect(await t.app.ctx.storage.exists(row.storageKey)).toBe(false);
    expect(await t.app.ctx.storage.exists(row.thumbnailKey!)).toBe(false);
    expect((await call(t, owner, 'GET', json.file_url)).statusCode).toBe(404);
  });
});
