import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { ASSIGNEE_OBSERVER } from '@crewline/shared/contracts/rule-sentences';

let t: TestApp;
let owner: SignedUpUser;
let observer: SignedUpUser;
let member: SignedUpUser;
let projectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  observer = await signUp(t);
  member = await signUp(t);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, observer, 'observer');
  await addMember(t, owner, projectId, member, 'member');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.request({ method, url, token: owner.access_token, payload });

function expectObserverRefused(res: { statusCode: number; json(): unknown }) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({
    message: ASSIGNEE_OBSERVER,
    detail: [{ loc: ['body', 'assignee_id'], msg: ASSIGNEE_OBSERVER }],
  });
}

describe('observers are not assignable', () => {
  it('refuses a new task given to an observer, and giving one to an observer later', async () => {
    const refused = await send('POST', '/api/tasks', {
      title: 'Watch only',
      project_id: projectId,
      assignee_id: observer.user.id,
    });
    expectObserverRefused(refused);
    const created = await send('POST', '/api/tasks', { title: 'Real work', project_id: projectId });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expectObserverRefused(await send('PUT', `/api/tasks/${id}`, { assignee_id: observer.user.id }));
  });

  it('keeps a task of someone who became an observer editable, assignee unchanged', async () => {
    const created = await send('POST', '/api/tasks', {
      title: 'Before the change',
      project_id: projectId,
      assignee_id: member.user.id,
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    const demoted = await send('PUT', `/api/projects/${projectId}/members/${member.user.id}/role`, {
      role: 'observer',
    });
    expect(demoted.statusCode).toBe(200);
    const renamed = await send('PUT', `/api/tasks/${id}`, {
      title: 'After the change',
      assignee_id: member.user.id,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      title: 'After the change',
      assignee: { id: member.user.id },
    });
  });
});
