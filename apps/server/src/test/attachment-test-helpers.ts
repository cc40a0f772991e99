import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { AttachmentJson } from '@crewline/shared/contracts/chat-responses';
import { attachments } from '../db/chat-schema.ts';
import { publishAfterCommit } from '../db/after-commit.ts';
import type { Envelope } from '../realtime/envelopes.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { signUp, type SignedUpUser } from './factories.ts';
import { addMember, createProject } from './project-factories.ts';
import type { AttachmentRow } from '../features/attachments/attachment-presenter.ts';

/** A test app on its own DATA_DIR (so its stored files can be listed) with a small team. */
export type AttachmentTeam = {
  t: TestApp;
  dataDir: string;
  owner: SignedUpUser;
  member: SignedUpUser;
  stranger: SignedUpUser;
  projectId: string;
  published: Envelope[];
  close(): Promise<void>;
};

/** Boots the app (extra settings: the S3 run) with an owner, a member and a stranger. */
export async function openAttachmentTeam(
  settings: Record<string, string> = {},
): Promise<AttachmentTeam> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-attachments-'));
  const t = await createTestApp({ DATA_DIR: dataDir, ...settings });
  const [owner, member, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  const projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
  const published: Envelope[] = [];
  publishAfterCommit(t.database.db, (envelopes) => published.push(...envelopes));
  return {
    t,
    dataDir,
    owner,
    member,
    stranger,
    projectId,
    published,
    async close() {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A multipart/form-data body with one file part (name, bytes, the client's claimed type). */
export function multipartBody(
  content: Buffer,
  fileName: string,
  options: { field?: string; type?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----crewline${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${fileName}"\r\n` +
      `Content-Type: ${options.type ?? 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POST /api/attachments as `user` (null: signed out). */
export function uploadRequest(
  t: TestApp,
  user: SignedUpUser | null,
  content: Buffer,
  fileName: string,
  options: { field?: string; type?: string } = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(content, fileName, options);
  return t.request({
    method: 'POST',
    url: '/api/attachments',
    token: user?.access_token,
    headers,
    payload,
  });
}

/** Uploads and fails unless 201. */
export async function upload(
  t: TestApp,
  user: SignedUpUser,
  content: Buffer,
  fileName: string,
  options: { field?: string; type?: string } = {},
): Promise<AttachmentJson> {
  const res = await uploadRequest(t, user, content, fileName, options);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A real PNG of `width` x `height`, made with sharp. */
export function makePng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } },
  })
    .png()
    .toBuffer();
}

/** The stored row of an attachment (its storage keys are never in the JSON). */
export async function attachmentRow(t: TestApp, id: string): Promise<AttachmentRow | undefined> {
  const [row] = await t.database.db.select().from(attachments).where(eq(attachments.id, id));
  return row;
}

/** Every file the disk driver holds under DATA_DIR/files (hidden temp files included). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
