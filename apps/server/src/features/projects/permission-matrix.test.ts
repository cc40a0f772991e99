import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ACTORS, byActor, signUpEach, type Actor } from '../../test/permission-actors.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';

type Scenario = {
  projectId: string;
  invitationId: string;
  /** An open sprint of the project, 2030-01-01 to 2030-01-14. */
  sprintId: string;
  target: SignedUpUser;
  candidate: SignedUpUser;
};
type Call = (s: Scenario) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;

// The permission matrix: expected status per endpoint and actor, in ACTORS order.
// docs/API.md ("Projects, members and invitations") carries the same table.
const MATRIX: [name: string, call: Call, expected: number[]][] = [
  [
    'GET /api/projects',
    () => ({ method: 'GET', url: '/api/projects' }),
    [200, 200, 200, 200, 200, 200, 401],
  ],
  [
    'POST /api/projects',
    () => ({ method: 'POST', url: '/api/projects', payload: { name: 'New' } }),
    [201, 201, 201, 201, 201, 201, 401],
  ],
  [
    'GET /api/projects/{id}',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'PUT /api/projects/{id}',
    (s) => ({ method: 'PUT', url: `/api/projects/${s.projectId}`, payload: { name: 'Renamed' } }),
    [200, 403, 403, 403, 403, 404, 401],
  ],
  [
    'DELETE /api/projects/{id}',
    (s) => ({ method: 'DELETE', url: `/api/projects/${s.projectId}` }),
    [204, 403, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/projects/{id}/members',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/members` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    // The candidate shares no project with anyone: the add becomes an invitation.
    'POST /api/projects/{id}/members (a stranger)',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/members`,
      payload: { user_id: s.candidate.user.id, role: 'member' },
    }),
    [202, 202, 202, 403, 403, 404, 401],
  ],
  [
    'PUT /api/projects/{id}/members/{userId}/role',
    (s) => ({
      method: 'PUT',
      url: `/api/projects/${s.projectId}/members/${s.target.user.id}/role`,
      payload: { role: 'leader' },
    }),
    [200, 403, 403, 403, 403, 404, 401],
  ],
  [
    'DELETE /api/projects/{id}/members/{userId}',
    (s) => ({ method: 'DELETE', url: `/api/projects/${s.projectId}/members/${s.target.user.id}` }),
    [204, 403, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/projects/{id}/invitations',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/invitations` }),
    [200, 200, 200, 403, 403, 404, 401],
  ],
  [
    'POST /api/projects/{id}/invitations',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/invitations`,
      payload: { user_id: s.candidate.user.id, role: 'member' },
    }),
    [201, 201, 201, 403, 403, 404, 401],
  ],
  [
    'PUT /api/projects/{id}/invitations/{invitationId}/cancel',
    (s) => ({
      method: 'PUT',
      url: `/api/projects/${s.projectId}/invitations/${s.invitationId}/cancel`,
    }),
    [200, 403, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/projects/{id}/activity',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/activity` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/projects/{id}/templates',
    (s) => ({ method: 'POST', url: `/api/projects/${s.projectId}/templates`, payload: {} }),
    [201, 201, 201, 201, 201, 404, 401],
  ],
  [
    'GET /api/projects/{id}/sprints',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/sprints` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/projects/{id}/sprints',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/sprints`,
      payload: { name: 'Next', start_date: '2030-01-15', end_date: '2030-01-28' },
    }),
    [201, 201, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/sprints/{id}',
    (s) => ({ method: 'GET', url: `/api/sprints/${s.sprintId}` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'PUT /api/sprints/{id}',
    (s) => ({ method: 'PUT', url: `/api/sprints/${s.sprintId}`, payload: { name: 'Renamed' } }),
    [200, 200, 403, 403, 403, 404, 401],
  ],
  [
    'POST /api/sprints/{id}/close',
    (s) => ({ method: 'POST', url: `/api/sprints/${s.sprintId}/close`, payload: {} }),
    [200, 200, 403, 403, 403, 404, 401],
  ],
  [
    'DELETE /api/sprints/{id}',
    (s) => ({ method: 'DELETE', url: `/api/sprints/${s.sprintId}` }),
    [204, 204, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/invitations',
    () => ({ method: 'GET', url: '/api/invitations' }),
    [200, 200, 200, 200, 200, 200, 401],
  ],
  // Only the invitee may answer or remove an invitation; for everyone else it does not exist.
  [
    'PUT /api/invitations/{id}',
    (s) => ({
      method: 'PUT',
      url: `/api/invitations/${s.invitationId}`,
      payload: { status: 'accepted' },
    }),
    [404, 404, 404, 404, 404, 404, 401],
  ],
  [
    'DELETE /api/invitations/{id}',
    (s) => ({ method: 'DELETE', url: `/api/invitations/${s.invitationId}` }),
    [404, 404, 404, 404, 404, 404, 401],
  ],
];

let t: TestApp;
const people = {} as Record<
  Exclude<Actor, 'anonymous'> | 'target' | 'candidate' | 'invitee',
  SignedUpUser
>;

beforeAll(async () => {
  t = await createTestApp();
  const names = [
    'owner',
    'manager',
    'leader',
    'member',
    'observer',
    'outsider',
    'target',
    'candidate',
    'invitee',
  ] as const;
  Object.assign(people, await signUpEach(t, names));
});
afterAll(() => t.close());

/** A fresh project per cell, so a delete or removal in one cell never changes another. */
async function scenario(): Promise<Scenario> {
  const { owner } = people;
  const project = await createProject(t, owner);
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, owner, project.id, people[role], role);
  }
  await addMember(t, owner, project.id, people.target, 'member');
  const invite = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/invitations`,
    token: owner.access_token,
    payload: { user_id: people.invitee.user.id },
  });
  expect(invite.statusCode).toBe(201);
  const sprint = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/sprints`,
    token: owner.access_token,
    payload: { name: 'Sprint 1', start_date: '2030-01-01', end_date: '2030-01-14' },
  });
  expect(sprint.statusCode, sprint.body).toBe(201);
  return {
    projectId: project.id,
    invitationId: invite.json().invitation.id,
    sprintId: sprint.json().id,
    target: people.target,
    candidate: people.candidate,
  };
}

describe('permission matrix: project, member, invitation and sprint endpoints', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      const s = await scenario();
      const token = actor === 'anonymous' ? undefined : people[actor].access_token;
      const res = await t.request({ ...call(s), token });
      actual[actor] = res.statusCode;
      if (res.statusCode === 403)
        expect(res.json().message).toBe('You do not have permission to perform this action');
    }
    expect(actual).toEqual(byActor(expected));
  });
});
