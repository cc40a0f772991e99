import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileJson, FileVersionJson } from '@crewline/shared/contracts/files';
import { storageDeletions } from '../../db/account-schema.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';
import {
  multipartBody,
  openAttachmentTeam,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { createTestApp } from '../../test/test-app.ts';
import { PARENT_NOT_A_FOLDER } from './file-routes.ts';

let team: AttachmentTeam;
let observer: SignedUpUser;

beforeAll(async () => {
  team = await openAttachmentTeam();
  observer = await signUp(team.t);
  await addMember(team.t, team.owner, team.projectId, observer, 'observer');
});
afterAll(() => team.close());

function createFile(user: SignedUpUser | null, body: Record<string, unknown>) {
  return call(team.t, user, 'POST', '/api/files', {
    project_id: team.projectId,
    file_type: 'document',
    ...body,
  });
}

function uploadVersion(user: SignedUpUser | null, fileId: string, content: Buffer, name = 'a.bin') {
  const { payload, headers } = multipartBody(content, name);
  return team.t.request({
    method: 'POST',
    url: `/api/files/${fileId}/versions`,
    token: user?.access_token,
    payload,
    headers,
  });
}

describe('files and versions', () => {
  it('numbers versions, downloads with Range, restores as the newest', async () => {
    const { t, owner, member } = team;
    const file = expectStatus<FileJson>(await createFile(member, { name: 'Plan.pdf' }), 201);
    expect(file).toMatchObject({
      versions: 0,
      latest_version: null,
      can: { edit: true, delete: true },
    });
    const one = randomBytes(1000);
    const two = randomBytes(300);
    const v1 = expectStatus<FileVersionJson>(await uploadVersion(member, file.id, one), 201);
    const v2 = expectStatus<FileVersionJson>(await uploadVersion(owner, file.id, two), 201);
    expect([v1.version, v2.version, v1.file_size]).toEqual([1, 2, 1000]);

    const get = (range?: string) =>
      t.request({
        method: 'GET',
        url: v1.storage_path,
        token: member.access_token,
        headers: range ? { range } : {},
      });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(one)).toBe(true);
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    expect(whole.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''a\.bin/);
    const first = await get('bytes=0-9');
    expect([first.statusCode, first.headers['content-range']]).toEqual([206, 'bytes 0-9/1000']);
    expect(first.rawPayload.equals(one.subarray(0, 10))).toBe(true);
    const suffix = await get('bytes=-100');
    expect(suffix.headers['content-range']).toBe('bytes 900-999/1000');
    expect(suffix.rawPayload.equals(one.subarray(900))).toBe(true);
    const open = await get('bytes=990-');
    expect(open.rawPayload.equals(one.subarray(990))).toBe(true);
    const past = await get('bytes=1000-');
    expect([past.statusCode, past.headers['content-range']]).toEqual([416, 'bytes */1000']);

    const restored = expectStatus<FileVersionJson>(
      await call(t, member, 'POST', `${v1.storage_path.replace('/download', '')}/restore`, {}),
      201,
    );
    expect(restored.version).toBe(3);
    const copy = await call(t, member, 'GET', restored.storage_path);
    expect(copy.rawPayload.equals(one)).toBe(true);
    const list = expectStatus<FileVersionJson[]>(
      await call(t, member, 'GET', `/api/files/${file.id}/versions`),
      200,
    );
    expect(list.map((v) => v.version)).toEqual([3, 2, 1]);
    const read = expectStatus<FileJson>(await call(t, member, 'GET', `/api/files/${file.id}`), 200);
    expect([read.versions, read.latest_version?.version]).toEqual([3, 3]);
  });

  it('refuses an upload over 10 MB with the spec text', async () => {
    const file = expectStatus<FileJson>(await createFile(team.member, { name: 'big' }), 201);
    const res = await uploadVersion(team.member, file.id, Buffer.alloc(10 * 1024 * 1024 + 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('File size too large. Please upload files smaller than 10MB.');
  });

  it('lists folders first, direct children only, and checks parent_id', async () => {
    const { t, owner } = team;
    const projectId = (await createProject(t, owner)).id;
    const mk = (body: Record<string, unknown>) =>
      call(t, owner, 'POST', '/api/files', {
        project_id: projectId,
        file_type: 'document',
        ...body,
      });
    const folder = expectStatus<FileJson>(await mk({ name: 'zeta', file_type: 'folder' }), 201);
    await mk({ name: 'alpha.txt' });
    const inner = expectStatus<FileJson>(
      await mk({ name: 'inner.txt', parent_id: folder.id }),
      201,
    );
    const root = expectStatus<FileJson[]>(
      await call(t, owner, 'GET', `/api/projects/${projectId}/files`),
      200,
    );
    expect(root.map((f) => f.name)).toEqual(['zeta', 'alpha.txt']);
    const children = expectStatus<FileJson[]>(
      await call(t, owner, 'GET', `/api/projects/${projectId}/files?parent_id=${folder.id}`),
      200,
    );
    expect(children.map((f) => f.id)).toEqual([inner.id]);
    const search = expectStatus<FileJson[]>(await call(t, owner, 'GET', `/api/files?q=INNER`), 200);
    expect(search.map((f) => f.id)).toEqual([inner.id]);
    const bad = await mk({ name: 'x', parent_id: inner.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual([{ loc: ['body', 'parent_id'], msg: PARENT_NOT_A_FOLDER }]);
    expect((await uploadVersion(owner, folder.id, Buffer.from('x'))).statusCode).toBe(422);
  });

  it('deletes a folder with its files and queues their bytes', async () => {
    const { t, owner } = team;
    const folder = expectStatus<FileJson>(
      await createFile(owner, { name: 'd', file_type: 'folder' }),
      201,
    );
    const file = expectStatus<FileJson>(
      await createFile(owner, { name: 'f', parent_id: folder.id }),
      201,
    );
    const v = expectStatus<FileVersionJson>(
      await uploadVersion(owner, file.id, Buffer.from('bytes')),
      201,
    );
    const before = (await t.database.db.select().from(storageDeletions)).length;
    expect((await call(t, owner, 'DELETE', `/api/files/${folder.id}`)).statusCode).toBe(204);
    expect((await call(t, owner, 'GET', `/api/files/${file.id}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', v.storage_path)).statusCode).toBe(404);
    expect((await t.database.db.select().from(storageDeletions)).length).toBe(before + 1);
  });
});

describe('permissions', () => {
  it('401 signed out, 404 for outsiders, 403 for observers and non-makers', async () => {
    const { t, owner, member, stranger } = team;
    const mine = expectStatus<FileJson>(await createFile(owner, { name: 'owner.txt' }), 201);
    const v = expectStatus<FileVersionJson>(
      await uploadVersion(owner, mine.id, Buffer.from('x')),
      201,
    );
    expect((await createFile(null, { name: 'n' })).statusCode).toBe(401);
    expect((await call(t, null, 'GET', `/api/files/${mine.id}`)).statusCode).toBe(401);
    expect((await createFile(stranger, { name: 'n' })).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', `/api/files/${mine.id}`)).statusCode).toBe(404);
    expect((await call(t, stranger, 'GET', v.storage_path)).statusCode).toBe(404);
    expect(
      (await call(t, stranger, 'GET', `/api/projects/${team.projectId}/files`)).statusCode,
    ).toBe(404);
    expect((await createFile(observer, { name: 'n' })).statusCode).toBe(403);
    expect((await uploadVersion(observer, mine.id, Buffer.from('x'))).statusCode).toBe(403);
    expect((await call(t, observer, 'GET', v.storage_path)).statusCode).toBe(200);
    const seen = expectStatus<FileJson>(await call(t, member, 'GET', `/api/files/${mine.id}`), 200);
    expect(seen.can).toEqual({ edit: false, delete: false });
    expect((await call(t, member, 'PUT', `/api/files/${mine.id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    expect((await call(t, member, 'DELETE', `/api/files/${mine.id}`)).statusCode).toBe(403);
    const path = v.storage_path.replace('/download', '');
    expect((await call(t, member, 'DELETE', path)).statusCode).toBe(403);
    // The member may still add a version; the owner may delete anyone's.
    const theirs = expectStatus<FileVersionJson>(
      await uploadVersion(member, mine.id, Buffer.from('y')),
      201,
    );
    expect(
      (await call(t, owner, 'DELETE', theirs.storage_path.replace('/download', ''))).statusCode,
    ).toBe(204);
    const renamed = expectStatus<FileJson>(
      await call(t, owner, 'PUT', `/api/files/${mine.id}`, { name: 'new' }),
      200,
    );
    expect(renamed.name).toBe('new');
    expect((await call(t, owner, 'PUT', `/api/files/${mine.id}`, { name: '  ' })).statusCode).toBe(
      422,
    );
  });
});

describe('quota', () => {
  it('refuses an upload past PROJECT_STORAGE_QUOTA_MB, naming it', async () => {
    const t = await createTestApp({ PROJECT_STORAGE_QUOTA_MB: '1' });
    try {
      const owner = await signUp(t);
      const projectId = (await createProject(t, owner)).id;
      const res = await call(t, owner, 'POST', '/api/files', {
        project_id: projectId,
        name: 'q',
        file_type: 'other',
      });
      const file = expectStatus<FileJson>(res, 201);
      const up = (n: number) => {
        const { payload, headers } = multipartBody(Buffer.alloc(n), 'q.bin');
        return t.request({
          method: 'POST',
          url: `/api/files/${file.id}/versions`,
          token: owner.access_token,
          payload,
          headers,
        });
      };
      expect((await up(700_000)).statusCode).toBe(201);
      const over = await up(400_000);
      expect(over.statusCode).toBe(413);
      expect(over.json().message).toBe(
        "This upload would exceed the project's storage quota of 1 MiB.",
      );
      expect((await up(300_000)).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
