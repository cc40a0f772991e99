import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ACTORS, byActor, signUpEach, type Actor } from '../../test/permission-actors.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';

type Scenario = { projectId: string; resourceId: string; allocationId: string };
type Call = (s: Scenario) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;

const DAY = { start_date: '2030-01-08', end_date: '2030-01-08' };

// Expected status per endpoint and actor, in ACTORS order; docs/API.md "Resources" has the table.
const MATRIX: [name: string, call: Call, expected: number[]][] = [
  [
    'GET /api/resources?project_id=',
    (s) => ({ method: 'GET', url: `/api/resources?project_id=${s.projectId}` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/resources',
    (s) => ({
      method: 'POST',
      url: '/api/resources',
      payload: { project_id: s.projectId, name: 'Room', type: 'room' },
    }),
    [201, 201, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/resources/{id}',
    (s) => ({ method: 'GET', url: `/api/resources/${s.resourceId}` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'PUT /api/resources/{id}',
    (s) => ({ method: 'PUT', url: `/api/resources/${s.resourceId}`, payload: { name: 'New' } }),
    [200, 200, 403, 403, 403, 404, 401],
  ],
  [
    'DELETE /api/resources/{id}',
    (s) => ({ method: 'DELETE', url: `/api/resources/${s.resourceId}` }),
    [204, 204, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/resources/{id}/allocations',
    (s) => ({ method: 'GET', url: `/api/resources/${s.resourceId}/allocations` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/resources/{id}/allocations',
    (s) => ({
      method: 'POST',
      url: `/api/resources/${s.resourceId}/allocations`,
      payload: { project_id: s.projectId, ...DAY, hours_per_day: 1 },
    }),
    [201, 201, 403, 403, 403, 404, 401],
  ],
  [
    'PUT /api/resources/{id}/allocations/{allocationId}',
    (s) => ({
      method: 'PUT',
      url: `/api/resources/${s.resourceId}/allocations/${s.allocationId}`,
      payload: { hours_per_day: 3 },
    }),
    [200, 200, 403, 403, 403, 404, 401],
  ],
  [
    'DELETE /api/resources/{id}/allocations/{allocationId}',
    (s) => ({
      method: 'DELETE',
      url: `/api/resources/${s.resourceId}/allocations/${s.allocationId}`,
    }),
    [204, 204, 403, 403, 403, 404, 401],
  ],
];

let t: TestApp;
const people = {} as Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2030-01-07T09:00:00Z'));
  const names = ['owner', 'manager', 'leader', 'member', 'observer', 'outsider'] as const;
  Object.assign(people, await signUpEach(t, names));
});
afterAll(() => t.close());

function ownerCall(method: string, url: string, payload?: object) {
  return t.request({ method: method as 'GET', url, payload, token: people.owner.access_token });
}

/** A fresh project, resource and allocation per cell, so a delete never changes another cell. */
async function scenario(): Promise<Scenario> {
  const project = await createProject(t, people.owner);
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, people.owner, project.id, people[role], role);
  }
  const resource = await ownerCall('POST', '/api/resources', {
    project_id: project.id,
    name: 'Matrix',
    type: 'equipment',
  });
  const allocation = await ownerCall('POST', `/api/resources/${resource.json().id}/allocations`, {
    project_id: project.id,
    ...DAY,
    hours_per_day: 2,
  });
  return {
    projectId: project.id,
    resourceId: resource.json().id,
    allocationId: allocation.json().id,
  };
}

describe('permission matrix: resource endpoints', () => {
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
        const after = await ownerCall('GET', `/api/resources/${s.resourceId}`);
        expect(after.json()).toMatchObject({ name: 'Matrix' });
        const list = await ownerCall('GET', `/api/resources/${s.resourceId}/allocations`);
        expect(list.json()).toMatchObject([{ id: s.allocationId, hours_per_day: 2 }]);
        const all = await ownerCall('GET', `/api/resources?project_id=${s.projectId}`);
        expect(all.json()).toHaveLength(1);
      }
    }
    expect(actual).toEqual(byActor(expected));
  });
});
