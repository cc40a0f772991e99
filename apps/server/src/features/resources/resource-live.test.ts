import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let projectId: string;
let socket: TestSocket;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2030-01-07T09:30:00Z'));
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, member, 'member');
  // The teammate has the project open (its room), as the web's project page does.
  socket = await connect(t, member.access_token);
  socket.send({ type: 'join_project', projectId });
  expect(await socket.next('joined')).toEqual({ type: 'joined', projectId });
});
afterAll(async () => {
  socket.close();
  await t.close();
});

function call(method: string, url: string, payload?: object) {
  return t.request({ method: method as 'GET', url, payload, token: owner.access_token });
}

/** The next `project_change` the teammate receives: its entity and action. */
async function nextChange() {
  const frame = await socket.next('project_change');
  expect(frame.projectId).toBe(projectId);
  const { entity_type, action, entity_id } = frame.change;
  return { entity_type, action, entity_id };
}

describe('resource and allocation writes reach teammates as project_change', () => {
  it('publishes each create, update and delete', async () => {
    const created = await call('POST', '/api/resources', {
      project_id: projectId,
      name: 'Crane',
      type: 'equipment',
    });
    expect(created.statusCode, created.body).toBe(201);
    const resourceId = created.json().id as string;
    expect(await nextChange()).toEqual({
      entity_type: 'resource',
      action: 'resource_created',
      entity_id: resourceId,
    });

    expect(
      (await call('PUT', `/api/resources/${resourceId}`, { name: 'Big crane' })).statusCode,
    ).toBe(200);
    expect(await nextChange()).toMatchObject({ action: 'resource_updated', entity_id: resourceId });

    const booked = await call('POST', `/api/resources/${resourceId}/allocations`, {
      project_id: projectId,
      start_date: '2030-01-07',
      end_date: '2030-01-08',
      hours_per_day: 4,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const allocationId = booked.json().id as string;
    expect(await nextChange()).toEqual({
      entity_type: 'allocation',
      action: 'allocation_created',
      entity_id: allocationId,
    });

    const path = `/api/resources/${resourceId}/allocations/${allocationId}`;
    expect((await call('PUT', path, { hours_per_day: 6 })).statusCode).toBe(200);
    expect(await nextChange()).toMatchObject({ action: 'allocation_updated' });
    expect((await call('DELETE', path)).statusCode).toBe(204);
    expect(await nextChange()).toMatchObject({ action: 'allocation_deleted' });

    expect((await call('DELETE', `/api/resources/${resourceId}`)).statusCode).toBe(204);
    expect(await nextChange()).toMatchObject({ action: 'resource_deleted', entity_id: resourceId });
  });

  it('publishes nothing for a refused write', async () => {
    const res = await call('POST', '/api/resources', {
      project_id: projectId,
      name: '',
      type: 'x',
    });
    expect(res.statusCode).toBe(422);
    await expect(socket.next('project_change', 300)).rejects.toThrow();
  });
});

describe('resources_changed', () => {
  it('tells the project’s members of resource and allocation writes, never a non-member', async () => {
    const stranger = await signUp(t);
    const outsider = await connect(t, stranger.access_token);
    // A fresh socket of the teammate (in the project's room from the start).
    const teammate = await connect(t, member.access_token);
    try {
      const created = await call('POST', '/api/resources', {
        project_id: projectId,
        name: 'Room 4',
        type: 'room',
      });
      expect(created.statusCode, created.body).toBe(201);
      const resourceId = created.json().id as string;
      expect(await teammate.next('resources_changed')).toEqual({
        type: 'resources_changed',
        projectId,
        resource_id: resourceId,
      });
      const booked = await call('POST', `/api/resources/${resourceId}/allocations`, {
        project_id: projectId,
        start_date: '2030-01-09',
        end_date: '2030-01-09',
        hours_per_day: 2,
      });
      expect(booked.statusCode, booked.body).toBe(201);
      // An allocation's change names its resource.
      expect(await teammate.next('resources_changed')).toMatchObject({ resource_id: resourceId });
      expect((await call('DELETE', `/api/resources/${resourceId}`)).statusCode).toBe(204);
      expect(await teammate.next('resources_changed')).toMatchObject({ resource_id: resourceId });
      expect(outsider.frames.map((frame) => frame.type)).not.toContain('resources_changed');
    } finally {
      teammate.close();
      outsider.close();
    }
  });
});
