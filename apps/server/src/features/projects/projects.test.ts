import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject, seedTasks } from '../../test/project-factories.ts';

let t: TestApp;
let owner: SignedUpUser;
let colleague: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, colleague] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

async function listProjects(user: SignedUpUser) {
  const res = await t.request({ method: 'GET', url: '/api/projects', token: user.access_token });
  expect(res.statusCode).toBe(200);
  return res.json() as Record<string, unknown>[];
}

describe('projects', () => {
  it('creates a project owned by its creator, with every list field', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: owner.access_token,
      payload: { name: '  Apollo  ', description: 'Moon', due_date: '2030-07-20' },
    });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toEqual({
      id: expect.any(String),
      title: 'Apollo',
      name: 'Apollo',
      description: 'Moon',
      status: 'planning',
      due_date: '2030-07-20T00:00:00.000Z',
      owner_id: owner.user.id,
      created_at: expect.any(String),
      last_updated: expect.any(String),
      progress: 0,
      tasks: { completed: 0, total: 0 },
      billable_by_default: true,
      time_zone: 'UTC',
      stalled_after_days: 7,
      scheduling_mode: 'auto',
      team: [
        { id: owner.user.id, name: owner.user.name, avatar: null, role: 'owner', online: false },
      ],
      role: 'owner',
      can: {
        update: true,
        delete: true,
        invite: true,
        manage_members: true,
        view_invitations: true,
        cancel_invitations: true,
        open_advanced: true,
        create_tasks: true,
        edit_tasks: true,
        comment: true,
        plan_sprints: true,
        plan_milestones: true,
        set_scheduling_mode: true,
      },
    });
    expect((await listProjects(owner)).map((p) => p.id)).toContain(project.id);
  });

  it('computes progress as done ÷ all (in review is not done), agreeing with the completed count', async () => {
    const project = await createProject(t, owner);
    await seedTasks(t, project.id, ['done', 'in_progress', 'in_review', 'todo']);
    const res = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
    });
    expect(res.json()).toMatchObject({ progress: 25, tasks: { completed: 1, total: 4 } });
  });

  it('gives a member the team with roles and the abilities of their role', async () => {
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, colleague, 'leader');
    const mine = (await listProjects(colleague)).find((p) => p.id === project.id)!;
    expect(mine.role).toBe('leader');
    expect(mine.can).toMatchObject({
      update: false,
      delete: false,
      invite: true,
      manage_members: false,
      create_tasks: true,
    });
    expect(mine.team).toEqual([
      expect.objectContaining({ id: owner.user.id, role: 'owner' }),
      expect.objectContaining({ id: colleague.user.id, role: 'leader', online: false }),
    ]);
  });

  it('updates name, description, status and due date, and clears the due date with null', async () => {
    const project = await createProject(t, owner, { due_date: '2031-01-01T10:00:00Z' });
    const res = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
      payload: { name: 'Gemini', description: 'Two', status: 'in_review', due_date: null },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Gemini',
      title: 'Gemini',
      description: 'Two',
      status: 'in_review',
      due_date: null,
    });
  });

  it('deletes a project with everything in it', async () => {
    const project = await createProject(t, owner);
    await seedTasks(t, project.id, ['todo']);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
    });
    expect(res.statusCode).toBe(204);
    const again = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const project = await createProject(t, owner);
    const before = (await listProjects(owner)).length;
    const bad: [string, string, unknown, number][] = [
      ['POST', '/api/projects', { name: '' }, 422],
      ['POST', '/api/projects', { name: '   ' }, 422],
      ['POST', '/api/projects', { name: 'n'.repeat(10_001) }, 422],
      ['POST', '/api/projects', { name: 'Ok', status: 'finished' }, 422],
      ['POST', '/api/projects', { name: 'Ok', due_date: 'tomorrow' }, 422],
      ['POST', '/api/projects', { name: 'Ok', description: 'd'.repeat(10_001) }, 422],
      ['PUT', `/api/projects/${project.id}`, { name: '' }, 422],
      ['PUT', `/api/projects/${project.id}`, { status: 'unknown' }, 422],
      ['PUT', `/api/projects/${project.id}`, {}, 422],
      ['PUT', '/api/projects/not-a-uuid', { name: 'x' }, 404],
      ['GET', '/api/projects/123', undefined, 404],
      ['GET', `/api/projects/${randomUUID()}`, undefined, 404],
      ['DELETE', '/api/projects/%27;drop', undefined, 404],
    ];
    for (const [method, url, payload, status] of bad) {
      const res = await t.request({
        method: method as 'GET',
        url,
        payload: payload as object,
        token: owner.access_token,
      });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status });
      expect(res.json().error).toEqual(status === 422 ? 'VALIDATION_ERROR' : 'NOT_FOUND');
    }
    const name422 = await t.request({
      method: 'POST',
      url: '/api/projects',
      payload: { name: '' },
      token: owner.access_token,
    });
    expect(name422.json().detail[0].loc).toEqual(['body', 'name']);
    expect((await listProjects(owner)).length).toBe(before);
    const unchanged = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
    });
    expect(unchanged.json().name).toBe(project.name);
  });

  it('lists N projects in a constant number of SQL queries', async () => {
    const user = await signUp(t);
    const count = async () => {
      let n = 0;
      const stop = t.database.onQuery(() => n++);
      try {
        await listProjects(user);
      } finally {
        stop();
      }
      return n;
    };
    await createProject(t, user);
    const withOne = await count();
    const withOneAgain = await count();
    for (let i = 0; i < 12; i++) {
      const project = await createProject(t, user);
      await addMember(t, user, project.id, colleague);
      await seedTasks(t, project.id, ['todo', 'done']);
    }
    const withThirteen = await count();
    expect((await listProjects(user)).length).toBe(13);
    // The version (a digest query on a server; the caller's project ids on the embedded engine,
    // read again after a membership change), then the projects, their teams and their task
    // counts: four statements however many projects. Unchanged since the last call: the digest
    // alone on a server, nothing at all on the embedded engine (its notifications are immediate).
    expect(withOne).toBe(4);
    expect(withThirteen).toBe(withOne);
    expect(withOneAgain).toBe(t.database.notifications.immediate ? 0 : 1);
  });
});

describe('activity', () => {
  it('records project and member changes newest first, filtered by tab', async () => {
    const project = await createProject(t, owner, { name: 'Feed' });
    await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}`,
      token: owner.access_token,
      payload: { name: 'Feed 2' },
    });
    await addMember(t, owner, project.id, colleague, 'observer');
    const all = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/activity`,
      token: colleague.access_token,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().map((e: { action: string }) => e.action)).toEqual([
      'member_added',
      'project_updated',
      'project_created',
    ]);
    expect(all.json()[1]).toMatchObject({
      category: 'project',
      entity_type: 'project',
      entity_id: project.id,
      data: { changes: { name: { from: 'Feed', to: 'Feed 2' } } },
      actor: { id: owner.user.id, name: owner.user.name, avatar: null },
    });
    const members = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/activity?tab=members&limit=1`,
      token: owner.access_token,
    });
    expect(members.json()).toHaveLength(1);
    expect(members.json()[0]).toMatchObject({
      action: 'member_added',
      data: { user_id: colleague.user.id, role: 'observer' },
    });
    const tasks = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/activity?tab=tasks`,
      token: owner.access_token,
    });
    expect(tasks.json()).toEqual([]);
    const bad = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/activity?tab=chat&limit=0`,
      token: owner.access_token,
    });
    expect(bad.statusCode).toBe(422);
  });
});

describe('templates', () => {
  it('saves a project as a template and creates a project from it, per user', async () => {
    const source = await createProject(t, owner, {
      name: 'Launch',
      description: 'Playbook',
      status: 'in_progress',
    });
    await addMember(t, owner, source.id, colleague, 'manager');
    await seedTasks(t, source.id, ['done', 'todo']);
    const saved = await t.request({
      method: 'POST',
      url: `/api/projects/${source.id}/templates`,
      token: owner.access_token,
      payload: { name: 'Launch kit' },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      name: 'Launch kit',
      title: 'Launch',
      description: 'Playbook',
      status: 'in_progress',
      team: [{ role: 'manager' }],
      tasks: [
        expect.objectContaining({ title: 'Task 0', status: 'done' }),
        expect.objectContaining({ title: 'Task 1', status: 'todo' }),
      ],
    });
    const list = await t.request({
      method: 'GET',
      url: '/api/project-templates',
      token: owner.access_token,
    });
    expect(list.json().map((x: { id: string }) => x.id)).toContain(saved.json().id);
    const others = await t.request({
      method: 'GET',
      url: '/api/project-templates',
      token: colleague.access_token,
    });
    expect(others.json()).toEqual([]);

    const created = await t.request({
      method: 'POST',
      url: `/api/project-templates/${saved.json().id}/projects`,
      token: owner.access_token,
      payload: { name: 'Launch 2' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Launch 2',
      description: 'Playbook',
      status: 'in_progress',
      tasks: { completed: 1, total: 2 },
    });
    expect(created.json().team).toHaveLength(1);

    const stolen = await t.request({
      method: 'POST',
      url: `/api/project-templates/${saved.json().id}/projects`,
      token: colleague.access_token,
      payload: {},
    });
    expect(stolen.statusCode).toBe(404);
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/project-templates/${saved.json().id}`,
      token: owner.access_token,
    });
    expect(removed.statusCode).toBe(204);
  });
});
