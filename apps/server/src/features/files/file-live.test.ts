import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { call, expectStatus } from '../../test/chat-test-helpers.ts';
import { multipartBody } from '../../test/attachment-test-helpers.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';

let dataDir: string;
let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let watcher: TestSocket;
let outsider: TestSocket;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-file-live-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  let observer: SignedUpUser;
  [owner, observer, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, observer, 'observer');
  // An observer may read the project's files, so they are told; a non-member is not.
  watcher = await connect(t, observer.access_token);
  outsider = await connect(t, stranger.access_token);
});
afterAll(async () => {
  watcher.close();
  outsider.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function nextChange() {
  return watcher.next('files_changed');
}

describe('files_changed', () => {
  it('tells the project’s members of every file write, never a non-member', async () => {
    const folder = expectStatus<{ id: string }>(
      await call(t, owner, 'POST', '/api/files', {
        project_id: projectId,
        name: 'Specs',
        file_type: 'folder',
      }),
      201,
    );
    expect(await nextChange()).toEqual({ type: 'files_changed', projectId, file_id: folder.id });
    // The feed still records it (project_change stays the activity feed's frame).
    expect((await watcher.next('project_change')).change.action).toBe('folder_created');

    const file = expectStatus<{ id: string }>(
      await call(t, owner, 'POST', '/api/files', {
        project_id: projectId,
        parent_id: folder.id,
        name: 'Plan.pdf',
        file_type: 'document',
      }),
      201,
    );
    expect(await nextChange()).toMatchObject({ file_id: file.id });

    const { payload, headers } = multipartBody(Buffer.from('v1'), 'plan.pdf');
    const uploaded = await t.request({
      method: 'POST',
      url: `/api/files/${file.id}/versions`,
      token: owner.access_token,
      payload,
      headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(await nextChange()).toMatchObject({ file_id: file.id });

    expect(
      (await call(t, owner, 'PUT', `/api/files/${file.id}`, { name: 'B.pdf' })).statusCode,
    ).toBe(200);
    expect(await nextChange()).toMatchObject({ file_id: file.id });
    expect((await call(t, owner, 'DELETE', `/api/files/${folder.id}`)).statusCode).toBe(204);
    expect(await nextChange()).toMatchObject({ file_id: folder.id });

    expect(outsider.frames.map((frame) => frame.type)).not.toContain('files_changed');
  });

  it('tells the members when a file moves to another folder', async () => {
    const make = async (name: string, fileType: string) =>
      expectStatus<{ id: string }>(
        await call(t, owner, 'POST', '/api/files', {
          project_id: projectId,
          name,
          file_type: fileType,
        }),
        201,
      );
    const folder = await make('Moves', 'folder');
    const file = await make('moving.txt', 'document');
    await nextChange();
    await nextChange();
    const moved = await call(t, owner, 'POST', `/api/files/${file.id}/move`, {
      parent_id: folder.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await nextChange()).toEqual({ type: 'files_changed', projectId, file_id: file.id });
  });

  it('publishes nothing for a refused write', async () => {
    const refused = await call(t, stranger, 'POST', '/api/files', {
      project_id: projectId,
      name: 'Nope',
      file_type: 'folder',
    });
    expect(refused.statusCode).toBe(404);
    await expect(watcher.next('files_changed', 300)).rejects.toThrow();
  });
});
