import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { taskCall as call } from '../../test/task-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
});
afterAll(() => t.close());

// A fresh member and project each test: a person's time never overlaps across their projects.
beforeEach(async () => {
  member = await signUp(t);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
});

function setDefault(user: SignedUpUser | null, value: unknown) {
  return call(t, user, 'PUT', `/api/projects/${projectId}`, { billable_by_default: value });
}

/** A manual entry and a started-then-stopped timer, neither saying whether it is billable. */
async function logBothWays(): Promise<{ manual: boolean; timer: boolean }> {
  const manual = await call(t, member, 'POST', '/api/time-entries', {
    project_id: projectId,
    start_time: '2025-03-03T09:00:00.000Z',
    end_time: '2025-03-03T10:00:00.000Z',
  });
  expect(manual.statusCode).toBe(201);
  const start = await call(t, member, 'POST', '/api/time-entries/start', {
    project_id: projectId,
  });
  expect(start.statusCode).toBe(201);
  t.clock.advance(60_000);
  const stop = await call(t, member, 'POST', '/api/time-entries/stop');
  expect(stop.statusCode).toBe(200);
  return { manual: manual.json().billable, timer: stop.json().billable };
}

describe("the project's billable default", () => {
  it('is on for a new project and returned with it', async () => {
    const res = await call(t, member, 'GET', `/api/projects/${projectId}`);
    expect(res.json().billable_by_default).toBe(true);
  });

  it('makes a manual entry and a stopped timer billable when on', async () => {
    expect(await logBothWays()).toEqual({ manual: true, timer: true });
  });

  it('makes a manual entry and a stopped timer non-billable when off', async () => {
    const res = await setDefault(owner, false);
    expect(res.statusCode).toBe(200);
    expect(res.json().billable_by_default).toBe(false);
    expect(await logBothWays()).toEqual({ manual: false, timer: false });
  });

  it('gives way to a billable the request states', async () => {
    await setDefault(owner, false);
    const manual = await call(t, member, 'POST', '/api/time-entries', {
      project_id: projectId,
      start_time: '2025-03-04T09:00:00.000Z',
      end_time: '2025-03-04T10:00:00.000Z',
      billable: true,
    });
    expect(manual.json().billable).toBe(true);
    const timer = await call(t, member, 'POST', '/api/time-entries/start', {
      project_id: projectId,
      billable: true,
    });
    expect(timer.json().billable).toBe(true);
    await call(t, member, 'POST', '/api/time-entries/stop');
  });

  it('is changed by the owner only, and only to a boolean', async () => {
    const manager = await signUp(t);
    const observer = await signUp(t);
    await addMember(t, owner, projectId, manager, 'manager');
    await addMember(t, owner, projectId, observer, 'observer');
    expect((await setDefault(null, false)).statusCode).toBe(401);
    expect((await setDefault(member, false)).statusCode).toBe(403);
    expect((await setDefault(observer, false)).statusCode).toBe(403);
    expect((await setDefault(manager, false)).statusCode).toBe(403);
    for (const value of ['false', 0, null]) {
      const res = await setDefault(owner, value);
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toContain('billable_by_default');
    }
    const project = await call(t, owner, 'GET', `/api/projects/${projectId}`);
    expect(project.json().billable_by_default).toBe(true);
    expect((await setDefault(owner, false)).statusCode).toBe(200);
    const after = await call(t, member, 'GET', `/api/projects/${projectId}`);
    expect(after.json().billable_by_default).toBe(false);
  });

  it('shows the change in the projects list (its cache follows the project row)', async () => {
    const before = await call(t, member, 'GET', '/api/projects');
    expect(before.json().find((p: { id: string }) => p.id === projectId).billable_by_default).toBe(
      true,
    );
    await setDefault(owner, false);
    const after = await call(t, member, 'GET', '/api/projects');
    expect(after.json().find((p: { id: string }) => p.id === projectId).billable_by_default).toBe(
      false,
    );
  });
});
