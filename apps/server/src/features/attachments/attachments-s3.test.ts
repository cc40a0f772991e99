import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@crewline/shared/limits';
import { call, createProjectThread, postMessage } from '../../test/chat-test-helpers.ts';
import {
  attachmentRow,
  makePng,
  openAttachmentTeam,
  upload,
  uploadRequest,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';

// The same flows on the S3 driver, against s3rver started here (the disk driver runs the rest).
const bucket = 'crewline-attachments';
let directory: string;
let server: S3rver;
let lister: S3Client;
let team: AttachmentTeam;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  team = await openAttachmentTeam({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
  });
  lister = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  await team.close();
  lister.destroy();
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

async function objects(): Promise<string[]> {
  const page = await lister.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
}

describe('attachments on S3', () => {
  it('stores, thumbnails, serves and removes a file in the bucket', async () => {
    const { t, owner, member, projectId } = team;
    expect(t.app.ctx.storage.driver).toBe('s3');
    const png = await makePng(400, 200);
    const json = await upload(t, owner, png, 'wide.png');
    expect([json.attachment_type, json.width, json.height]).toEqual(['image', 400, 200]);
    const row = (await attachmentRow(t, json.id))!;
    expect(await objects()).toEqual([row.storageKey, row.thumbnailKey].sort());

    const thread = await createProjectThread(t, owner, projectId);
    const message = await postMessage(t, owner, thread.id, '', { attachments: [json.id] });
    const file = await call(t, member, 'GET', json.file_url);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect(file.headers['content-length']).toBe(String(png.length));

    expect((await call(t, owner, 'DELETE', `/api/messages/${message.id}`)).statusCode).toBe(204);
    expect(await objects()).toEqual([]);
  });

  it('refuses 10 MB + 1 byte with 413 and leaves no object', async () => {
    const res = await uploadRequest(
      team.t,
      team.owner,
      Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 3),
      'big.bin',
    );
    expect(res.statusCode).toBe(413);
    expect(await objects()).toEqual([]);
  });
});
