import { MOVE_INTO_ITSELF } from '@crewline/shared/contracts/rule-sentences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileJson } from '@crewline/shared/contracts/files';
import { FILE_ZIP_MAX_BYTES, FILE_ZIP_MAX_FILES } from '@crewline/shared/limits';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';
import {
  multipartBody,
  openAttachmentTeam,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { unzip } from '../../test/unzip.ts';
import { MOVE_TARGET_NOT_A_FOLDER } from './move-file.ts';
import { checkZipSize } from './zip-files.ts';
import type { ZipEntryRow } from './file-zip-query.ts';

let team: AttachmentTeam;
let observer: SignedUpUser;

beforeAll(async () => {
  team = await openAttachmentTeam();
  observer = await signUp(team.t);
  await addMember(team.t, team.owner, team.projectId, observer, 'observer');
});
afterAll(() => team.close());

async function make(
  user: SignedUpUser,
  name: string,
  parent: FileJson | null,
  fileType = 'document',
): Promise<FileJson> {
  return expectStatus<FileJson>(
    await call(team.t, user, 'POST', '/api/files', {
      project_id: team.projectId,
      parent_id: parent?.id ?? null,
      name,
      file_type: fileType,
    }),
    201,
  );
}

async function upload(user: SignedUpUser, file: FileJson, text: string): Promise<void> {
  const { payload, headers } = multipartBody(Buffer.from(text), file.name);
  const res = await team.t.request({
    method: 'POST',
    url: `/api/files/${file.id}/versions`,
    token: user.access_token,
    payload,
    headers,
  });
  expect(res.statusCode, res.body).toBe(201);
}

function zip(user: SignedUpUser | null, ids: string[], projectId = team.projectId) {
  return call(team.t, user, 'POST', `/api/projects/${projectId}/files/zip`, { ids });
}

function move(user: SignedUpUser | null, file: FileJson, parentId: string | null) {
  return call(team.t, user, 'POST', `/api/files/${file.id}/move`, { parent_id: parentId });
}

async function childrenOf(folder: FileJson | null): Promise<string[]> {
  const query = folder ? `?parent_id=${folder.id}` : '';
  const res = await call(
    team.t,
    team.owner,
    'GET',
    `/api/projects/${team.projectId}/files${query}`,
  );
  return expectStatus<FileJson[]>(res, 200).map((file) => file.name);
}

describe('downloading a selection as a ZIP', () => {
  it('brings each chosen folder’s whole subtree, newest versions, at their paths', async () => {
    const { member, owner } = team;
    const folder = await make(member, 'Zipped', null, 'folder');
    const sub = await make(member, 'Sub', folder, 'folder');
    await make(member, 'Empty', folder, 'folder');
    const deep = await make(member, 'deep.txt', sub);
    await upload(member, deep, 'old');
    await upload(owner, deep, 'newest');
    const top = await make(member, 'top.txt', folder);
    await upload(member, top, 'top');
    await make(member, 'never-uploaded.txt', folder);
    const loose = await make(member, 'loose.txt', null);
    await upload(member, loose, 'loose');

    // The observer may read files, so may download them; the top file chosen twice comes once.
    const res = await zip(observer, [folder.id, loose.id, top.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual([
      'Zipped/',
      'Zipped/Empty/',
      'Zipped/Sub/',
      'Zipped/Sub/deep.txt',
      'Zipped/top.txt',
      'loose.txt',
    ]);
    expect(entries.get('Zipped/Sub/deep.txt')!.toString()).toBe('newest');
    expect(entries.get('loose.txt')!.toString()).toBe('loose');
  });

  it('keeps same-named items apart and refuses outsiders and foreign ids', async () => {
    const { member, stranger, owner } = team;
    const a = await make(member, 'Twin', null, 'folder');
    const b = await make(member, 'twin', null, 'folder');
    await upload(member, await make(member, 'x.txt', a), 'a');
    await upload(member, await make(member, 'x.txt', b), 'b');
    const res = await zip(member, [a.id, b.id]);
    expect(res.statusCode, res.body).toBe(200);
    const names = await unzip(res.rawPayload);
    expect([...names.keys()].sort()).toEqual([
      'Twin/',
      'Twin/x.txt',
      'twin (2)/',
      'twin (2)/x.txt',
    ]);
    expect(names.get('Twin/x.txt')!.toString() + names.get('twin (2)/x.txt')!.toString()).toMatch(
      /^(ab|ba)$/,
    );

    expect((await zip(null, [a.id])).statusCode).toBe(401);
    expect((await zip(stranger, [a.id])).statusCode).toBe(404);
    const other = (await createProject(team.t, owner)).id;
    expect((await zip(owner, [a.id], other)).statusCode).toBe(422);
    expect((await zip(member, [])).statusCode).toBe(422);
  });

  it('refuses a selection past either cap with a 413 that says why', () => {
    const file = (size: number): ZipEntryRow => ({
      id: 'x',
      parentId: null,
      path: 'x',
      isFolder: false,
      storageKey: 'k',
      sizeBytes: size,
      modifiedAt: null,
    });
    expect(() => checkZipSize([file(FILE_ZIP_MAX_BYTES)])).not.toThrow();
    expect(() => checkZipSize([file(FILE_ZIP_MAX_BYTES), file(1)])).toThrow(
      expect.objectContaining({ status: 413, message: expect.stringMatching(/Download fewer/) }),
    );
    const many = Array.from({ length: FILE_ZIP_MAX_FILES + 1 }, () => file(1));
    expect(() => checkZipSize(many)).toThrow(expect.objectContaining({ status: 413 }));
  });
});

describe('moving files and folders', () => {
  it('moves a file into a folder, tells the project, and lists it there', async () => {
    const { member } = team;
    const target = await make(member, 'Target', null, 'folder');
    const file = await make(member, 'moved.txt', null);
    const before = team.published.length;
    const moved = expectStatus<FileJson>(await move(member, file, target.id), 200);
    expect(moved.parent_id).toBe(target.id);
    expect(await childrenOf(target)).toEqual(['moved.txt']);
    expect(await childrenOf(null)).not.toContain('moved.txt');
    expect(team.published.slice(before)).toContainEqual(
      expect.objectContaining({ t: 'files_changed', p: team.projectId, id: file.id }),
    );
    // And back to the root.
    expect(expectStatus<FileJson>(await move(member, moved, null), 200).parent_id).toBeNull();
    expect(await childrenOf(target)).toEqual([]);
  });

  it('refuses strangers, observers, bad targets, loops and name clashes', async () => {
    const { member, owner, stranger } = team;
    const outer = await make(member, 'Outer', null, 'folder');
    const inner = await make(member, 'Inner', outer, 'folder');
    const file = await make(member, 'clash.txt', null);
    await make(member, 'CLASH.txt', outer);

    expect((await move(null, file, outer.id)).statusCode).toBe(401);
    expect((await move(stranger, file, outer.id)).statusCode).toBe(404);
    expect((await move(observer, file, outer.id)).statusCode).toBe(403);

    const notFolder = await move(member, file, file.id);
    expect(notFolder.statusCode).toBe(422);
    const aFile = await make(member, 'plain.txt', null);
    const intoFile = await move(member, file, aFile.id);
    expect([intoFile.statusCode, intoFile.json().detail[0].msg]).toEqual([
      422,
      MOVE_TARGET_NOT_A_FOLDER,
    ]);
    const elsewhere = (await createProject(team.t, member)).id;
    const foreign = expectStatus<FileJson>(
      await call(team.t, member, 'POST', '/api/files', {
        project_id: elsewhere,
        name: 'Foreign',
        file_type: 'folder',
      }),
      201,
    );
    expect((await move(member, file, foreign.id)).statusCode).toBe(422);
    const missing = await move(member, file, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(422);

    const loop = await move(member, outer, inner.id);
    expect([loop.statusCode, loop.json().detail[0].msg]).toEqual([422, MOVE_INTO_ITSELF]);
    expect((await move(member, outer, outer.id)).statusCode).toBe(422);

    const clash = await move(member, file, outer.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toMatch(/“clash\.txt” is already in that folder/);
    expect(await childrenOf(outer)).toEqual(['Inner', 'CLASH.txt']);

    // The owner may move anyone's folder, with everything inside.
    const moved = expectStatus<FileJson>(await move(owner, inner, null), 200);
    expect(moved.parent_id).toBeNull();
    expect(await childrenOf(outer)).toEqual(['CLASH.txt']);
  });
});
