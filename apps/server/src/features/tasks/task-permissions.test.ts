import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ACTORS, byActor, signUpEach, type Actor } from '../../test/permission-actors.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall } from '../../test/task-test-helpers.ts';

type Scenario = { projectId: string; taskId: string; assigneeId: string };
type Call = (s: Scenario) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;

// Expected status per endpoint and actor, in ACTORS order; docs/API.md "Tasks" has the table.
const MATRIX: [name: string, call: Call, expected: number[]][] = [
  [
    'GET /api/projects/{id}/tasks',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/tasks` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/projects/{id}/tasks',
    (s) => ({ method: 'POST', url: `/api/projects/${s.projectId}/tasks`, payload: { title: 'N' } }),
    [201, 201, 201, 201, 403, 404, 401],
  ],
  [
    'POST /api/tasks',
    (s) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: { title: 'N', project_id: s.projectId },
    }),
    [201, 201, 201, 201, 403, 404, 401],
  ],
  [
    'GET /api/tasks/{id}',
    (s) => ({ method: 'GET', url: `/api/tasks/${s.taskId}` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'PUT /api/tasks/{id} (drag: status only)',
    (s) => ({ method: 'PUT', url: `/api/tasks/${s.taskId}`, payload: { status: 'done' } }),
    [200, 200, 200, 200, 403, 404, 401],
  ],
  [
    'PUT /api/tasks/{id} (assign)',
    (s) => ({
      method: 'PUT',
      url: `/api/tasks/${s.taskId}`,
      payload: { assignee_id: s.assigneeId },
    }),
    [200, 200, 200, 200, 403, 404, 401],
  ],
  [
    'PUT /api/projects/{projectId}/tasks/{taskId}',
    (s) => ({
      method: 'PUT',
      url: `/api/projects/${s.projectId}/tasks/${s.taskId}`,
      payload: { title: 'Renamed' },
    }),
    [200, 200, 200, 200, 403, 404, 401],
  ],
  [
    'DELETE /api/tasks/{id}',
    (s) => ({ method: 'DELETE', url: `/api/tasks/${s.taskId}` }),
    [204, 204, 204, 204, 403, 404, 401],
  ],
];

let t: TestApp;
const people = {} as Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;

beforeAll(async () => {
  t = await createTestApp();
  const names = ['owner', 'manager', 'leader', 'member', 'observer', 'outsider'] as const;
  Object.assign(people, await signUpEach(t, names));
});
afterAll(() => t.close());

/** A fresh project and task per cell, so a delete in one cell never changes another. */
async function scenario(): Promise<Scenario> {
  const { owner } = people;
  const project = await createProject(t, owner);
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, owner, project.id, people[role], role);
  }
  const task = await createTask(t, owner, project.id, { title: 'Matrix' });
  return { projectId: project.id, taskId: task.id, assigneeId: people.member.user.id };
}

describe('permission matrix: task endpoints', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      const s = await scenario();
      const token = actor === 'anonymous' ? undefined : people[actor].access_token;
      const res = await t.request({ ...call(s), token });
      actual[actor] = res.statusCode;
      if (res.statusCode === 403)
        expect(res.json().message).toBe('You do not have permission to perform this action');
      // A refused write changed nothing.
      if (res.statusCode >= 400 && call(s).method !== 'GET') {
        const after = await taskCall(t, people.owner, 'GET', `/api/tasks/${s.taskId}`);
        expect(after.json()).toMatchObject({ title: 'Matrix', status: 'todo', assignee_id: null });
        const board = await taskCall(t, people.owner, 'GET', `/api/projects/${s.projectId}/tasks`);
        expect(board.json()).toHaveLength(1);
      }
    }
    expect(actual).toEqual(byActor(expected));
  });

  it('sends each role its abilities with every task', async () => {
    const s = await scenario();
    for (const actor of ['owner', 'manager', 'leader', 'member', 'observer'] as const) {
      const res = await taskCall(t, people[actor], 'GET', `/api/projects/${s.projectId}/tasks`);
      const writer = actor !== 'observer';
      expect({ actor, can: res.json()[0].can }).toEqual({
        actor,
        can: { update: writer, delete: writer },
      });
    }
  });
});
