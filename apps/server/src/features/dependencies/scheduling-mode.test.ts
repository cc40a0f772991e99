import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { taskCall as call } from '../../test/task-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let manager: SignedUpUser;
let leader: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, leader, member, observer, stranger] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
  ]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, manager, 'manager');
  await addMember(t, owner, projectId, leader, 'leader');
  await addMember(t, owner, projectId, member, 'member');
  await addMember(t, owner, projectId, observer, 'observer');
});
afterAll(() => t.close());

const put = (user: SignedUpUser | null, body: object) =>
  call(t, user, 'PUT', `/api/projects/${projectId}`, body);

describe("a project's scheduling mode", () => {
  it('is auto by default and set by the owner and managers', async () => {
    const read = await call(t, member, 'GET', `/api/projects/${projectId}`);
    expect(read.json()).toMatchObject({
      scheduling_mode: 'auto',
      can: { set_scheduling_mode: false },
    });
    const byManager = await put(manager, { scheduling_mode: 'manual' });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(byManager.json()).toMatchObject({
      scheduling_mode: 'manual',
      can: { update: false, set_scheduling_mode: true },
    });
    expect(
      (await call(t, member, 'GET', `/api/projects/${projectId}`)).json().scheduling_mode,
    ).toBe('manual');
    const byOwner = await put(owner, { scheduling_mode: 'auto', name: 'Renamed' });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json()).toMatchObject({ scheduling_mode: 'auto', name: 'Renamed' });
  });

  it('is refused to everyone else, and a manager still may not change the rest', async () => {
    expect((await put(null, { scheduling_mode: 'manual' })).statusCode).toBe(401);
    expect((await put(stranger, { scheduling_mode: 'manual' })).statusCode).toBe(404);
    for (const user of [leader, member, observer]) {
      expect((await put(user, { scheduling_mode: 'manual' })).statusCode).toBe(403);
    }
    expect((await put(manager, { scheduling_mode: 'manual', name: 'Mine' })).statusCode).toBe(403);
    expect((await call(t, owner, 'GET', `/api/projects/${projectId}`)).json()).toMatchObject({
      scheduling_mode: 'auto',
      name: 'Renamed',
    });
  });

  it('accepts only auto and manual (422)', async () => {
    const res = await put(owner, { scheduling_mode: 'fast' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'scheduling_mode'], msg: 'Scheduling mode must be auto or manual' },
    ]);
  });
});
