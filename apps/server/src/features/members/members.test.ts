import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, seedTasks } from '../../test/project-factories.ts';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema.ts';

let t: TestApp;
let owner: SignedUpUser;
let leader: SignedUpUser;
let alice: SignedUpUser;
let bob: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, leader, alice, bob] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const members = (projectId: string, user: SignedUpUser) =>
  t.request({ method: 'GET', url: `/api/projects/${projectId}/members`, token: user.access_token });

describe('members', () => {
  it('lists members owner first with initials, role and assigned-task count', async () => {
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, alice, 'manager');
    await seedTasks(t, project.id, ['todo', 'done']);
    await t.database.db
      .update(tasks)
      .set({ assigneeId: alice.user.id })
      .where(eq(tasks.projectId, project.id));
    const res = await members(project.id, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: owner.user.id,
        user_id: owner.user.id,
        role: 'owner',
        is_owner: true,
      }),
      {
        id: alice.user.id,
        user_id: alice.user.id,
        name: alice.user.name,
        user_name: alice.user.name,
        email: alice.user.email,
        avatar: null,
        initials: expect.stringMatching(/^[A-Z0-9]{1,2}$/),
        role: 'manager',
        is_owner: false,
        joined_at: expect.any(String),
        online: false,
        assigned_tasks: 2,
      },
    ]);
  });

  it('adds with the default role, refuses a second add with 409 and unknown users with 404', async () => {
    const project = await createProject(t, owner);
    const add = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/members`,
      token: owner.access_token,
      payload: { user_id: alice.user.id },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({ id: alice.user.id, role: 'member' });
    const again = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/members`,
      token: owner.access_token,
      payload: { user_id: alice.user.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'ALREADY_MEMBER',
      message: 'This user is already a member of this project.',
    });
    const ghost = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/members`,
      token: owner.access_token,
      payload: { user_id: randomUUID() },
    });
    expect(ghost.statusCode).toBe(404);
  });

  it('refuses role "admin" and "owner", and a leader granting more than they hold', async () => {
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, leader, 'leader');
    for (const role of ['admin', 'owner', '']) {
      const res = await t.request({
        method: 'POST',
        url: `/api/projects/${project.id}/members`,
        token: owner.access_token,
        payload: { user_id: alice.user.id, role },
      });
      expect(res.statusCode).toBe(422);
    }
    const promote = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/members`,
      token: leader.access_token,
      payload: { user_id: alice.user.id, role: 'manager' },
    });
    expect(promote.statusCode).toBe(403);
    const invite = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      token: leader.access_token,
      payload: { user_id: alice.user.id, role: 'manager' },
    });
    expect(invite.statusCode).toBe(403);
    // Alice shares no project with the leader, so the allowed grant becomes an invitation.
    const ok = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/members`,
      token: leader.access_token,
      payload: { user_id: alice.user.id, role: 'leader' },
    });
    expect(ok.statusCode).toBe(202);
    expect(ok.json().invitation).toMatchObject({ user_id: alice.user.id, role: 'leader' });
    expect((await members(project.id, owner)).json()).toHaveLength(2);
  });

  it('changes a role, and never the owner’s', async () => {
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, alice);
    const res = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/members/${alice.user.id}/role`,
      token: owner.access_token,
      payload: { role: 'observer' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: alice.user.id, role: 'observer' });
    const own = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/members/${owner.user.id}/role`,
      token: owner.access_token,
      payload: { role: 'member' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error).toBe('OWNER_IMMUTABLE');
    const admin = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/members/${alice.user.id}/role`,
      token: owner.access_token,
      payload: { role: 'admin' },
    });
    expect(admin.statusCode).toBe(422);
    const stranger = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/members/${bob.user.id}/role`,
      token: owner.access_token,
      payload: { role: 'leader' },
    });
    expect(stranger.statusCode).toBe(404);
    const malformed = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/members/bob/role`,
      token: owner.access_token,
      payload: { role: 'leader' },
    });
    expect(malformed.statusCode).toBe(404);
  });

  it('removes a member, unassigns their tasks there, and never removes the owner', async () => {
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, alice);
    await seedTasks(t, project.id, ['todo']);
    await t.database.db
      .update(tasks)
      .set({ assigneeId: alice.user.id })
      .where(eq(tasks.projectId, project.id));
    const res = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/members/${alice.user.id}`,
      token: owner.access_token,
    });
    expect(res.statusCode).toBe(204);
    expect((await members(project.id, owner)).json()).toHaveLength(1);
    expect((await members(project.id, alice)).statusCode).toBe(404);
    const remaining = await t.database.db
      .select({ assigneeId: tasks.assigneeId })
      .from(tasks)
      .where(eq(tasks.projectId, project.id));
    expect(remaining).toEqual([{ assigneeId: null }]);
    const self = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/members/${owner.user.id}`,
      token: owner.access_token,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({
      error: 'OWNER_IMMUTABLE',
      message: 'The project owner cannot be removed.',
    });
  });
});
