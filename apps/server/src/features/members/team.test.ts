import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamJson, TeamPersonJson } from '@crewline/shared/contracts/team-responses';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { tasks } from '../../db/schema.ts';
import { presenceConnections, userPresence } from '../../db/presence-schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const team = async (user: SignedUpUser): Promise<TeamJson> => {
  const res = await t.request({ method: 'GET', url: '/api/team', token: user.access_token });
  expect(res.statusCode).toBe(200);
  return res.json();
};

const person = (body: TeamJson, user: SignedUpUser): TeamPersonJson | undefined =>
  body.people.find((p) => p.id === user.user.id);

/** Gives `assignee` tasks in a project straight in the database, one per status. */
async function assign(projectId: string, assignee: SignedUpUser, statuses: string[]) {
  await t.database.db.insert(tasks).values(
    statuses.map((status, i) => ({
      projectId,
      title: `Task ${i}`,
      status,
      position: i,
      assigneeId: assignee.user.id,
    })),
  );
}

describe('GET /api/team', () => {
  it('is 401 signed out', async () => {
    const res = await t.request({ method: 'GET', url: '/api/team' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('UNAUTHORIZED');
  });

  it('is in the OpenAPI document', async () => {
    const res = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(res.json().paths['/api/team'].get.tags).toEqual(['members']);
  });

  it('lists nobody for a caller with no project', async () => {
    const loner = await signUp(t);
    expect(await team(loner)).toEqual({ people: [] });
  });

  it('lists the caller first as self, then everyone in their projects, never outsiders', async () => {
    const [owner, alice, bob, outsider, outsidersFriend] = await Promise.all([
      signUp(t, { name: 'Zed Owner' }),
      signUp(t, { name: 'Alice Able' }),
      signUp(t, { name: 'Bob Baker' }),
      signUp(t),
      signUp(t),
    ]);
    const shared = await createProject(t, owner, { name: 'Shared' });
    await addMember(t, owner, shared.id, alice, 'manager');
    await addMember(t, owner, shared.id, bob);
    // Alice also works with an outsider on a project the owner is not in.
    const elsewhere = await createProject(t, outsider, { name: 'Elsewhere' });
    await addMember(t, outsider, elsewhere.id, alice);
    await addMember(t, outsider, elsewhere.id, outsidersFriend);

    const body = await team(owner);
    expect(body.people.map((p) => p.id)).toEqual([owner.user.id, alice.user.id, bob.user.id]);
    expect(body.people[0]).toMatchObject({ is_self: true, name: 'Zed Owner' });
    expect(person(body, alice)).toEqual({
      id: alice.user.id,
      name: 'Alice Able',
      email: alice.user.email,
      avatar: null,
      avatar_small: null,
      initials: 'AA',
      is_self: false,
      presence: 'offline',
      last_active_at: null,
      open_tasks: 0,
      // Only the shared project: Alice's other project is none of the owner's business.
      projects: [
        {
          id: shared.id,
          name: 'Shared',
          role: 'manager',
          open_tasks: 0,
          workload: 'low',
          bottleneck: false,
        },
      ],
    });
    expect(person(body, outsider)).toBeUndefined();
    expect(person(body, outsidersFriend)).toBeUndefined();

    // Alice sees both teams, each person with the projects she shares with them.
    const hers = await team(alice);
    expect(hers.people[0]!.id).toBe(alice.user.id);
    expect(person(hers, alice)!.projects.map((p) => p.name)).toEqual(['Elsewhere', 'Shared']);
    expect(person(hers, outsider)!.projects).toEqual([
      expect.objectContaining({ id: elsewhere.id, role: 'owner' }),
    ]);
    expect(person(hers, owner)!.projects).toEqual([
      expect.objectContaining({ id: shared.id, role: 'owner' }),
    ]);
  });

  it('computes open tasks and workload per project, observers listed but out of the average', async () => {
    const [owner, heavy, light, watcher] = await Promise.all([
      signUp(t),
      signUp(t),
      signUp(t),
      signUp(t),
    ]);
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, heavy);
    await addMember(t, owner, project.id, light);
    await addMember(t, owner, project.id, watcher, 'observer');
    // Open: owner 0, heavy 3, light 1 -> average 4/3 over the three who carry load. Done tasks
    // are not load. Were the observer's 2 counted, the average would be 1.5 and light "low".
    await assign(project.id, heavy, ['todo', 'in_progress', 'in_review', 'done']);
    await assign(project.id, light, ['todo', 'done', 'completed']);
    await assign(project.id, watcher, ['todo', 'todo']);

    const body = await team(owner);
    const level = (user: SignedUpUser) => person(body, user)!.projects[0];
    expect(level(owner)).toMatchObject({ open_tasks: 0, workload: 'low', bottleneck: false });
    // 3 / (4/3) = 2.25: overloaded, and so a bottleneck.
    expect(level(heavy)).toMatchObject({ open_tasks: 3, workload: 'overloaded', bottleneck: true });
    // 1 / (4/3) = 0.75: normal.
    expect(level(light)).toMatchObject({ open_tasks: 1, workload: 'normal', bottleneck: false });
    expect(level(watcher)).toMatchObject({
      role: 'observer',
      open_tasks: 2,
      workload: null,
      bottleneck: false,
    });
    expect(person(body, heavy)!.open_tasks).toBe(3);
  });

  it('sums open tasks over shared projects; a high member above 1.5x the average is a bottleneck', async () => {
    const [owner, a, b, c] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
    const first = await createProject(t, owner);
    const second = await createProject(t, owner);
    for (const user of [a, b, c]) await addMember(t, owner, first.id, user);
    await addMember(t, owner, second.id, a);
    // First: owner 2, a 6, b 4, c 4 -> average 4; a at 1.5x is high but not above 1.5x.
    await assign(first.id, owner, ['todo', 'todo']);
    await assign(first.id, a, Array<string>(6).fill('todo'));
    await assign(first.id, b, Array<string>(4).fill('todo'));
    await assign(first.id, c, Array<string>(4).fill('todo'));
    // Second: owner 0, a 1 -> average 0.5; a at 2x is overloaded.
    await assign(second.id, a, ['todo']);

    const body = await team(owner);
    const projectsOfA = person(body, a)!.projects;
    const inFirst = projectsOfA.find((p) => p.id === first.id);
    const inSecond = projectsOfA.find((p) => p.id === second.id);
    expect(inFirst).toMatchObject({ open_tasks: 6, workload: 'high', bottleneck: false });
    expect(inSecond).toMatchObject({ open_tasks: 1, workload: 'overloaded', bottleneck: true });
    expect(person(body, a)!.open_tasks).toBe(7);
    expect(person(body, owner)!.projects.find((p) => p.id === first.id)).toMatchObject({
      workload: 'low',
    });
  });

  it('reads presence and last activity from the shared store, whichever process wrote it', async () => {
    const [owner, busy, gone] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, busy);
    await addMember(t, owner, project.id, gone);
    const now = t.clock.now();
    const earlier = new Date(now.getTime() - 3 * 60 * 60 * 1000);
    // A socket held by another process, and a status the person chose.
    await t.database.db
      .insert(presenceConnections)
      .values({ processId: 'another-process', userId: busy.user.id, lastSeenAt: now });
    await t.database.db.insert(userPresence).values([
      { userId: busy.user.id, status: 'busy', updatedAt: now },
      { userId: gone.user.id, status: 'online', lastSeenAt: earlier, updatedAt: earlier },
    ]);

    const body = await team(owner);
    expect(person(body, busy)).toMatchObject({
      presence: 'busy',
      last_active_at: now.toISOString(),
    });
    // No live socket anywhere: offline, whatever was chosen, last seen when the last tab closed.
    expect(person(body, gone)).toMatchObject({
      presence: 'offline',
      last_active_at: earlier.toISOString(),
    });
  });

  it('drops a removed member, on both sides', async () => {
    const [owner, leaving] = await Promise.all([signUp(t), signUp(t)]);
    const project = await createProject(t, owner);
    await addMember(t, owner, project.id, leaving);
    expect(person(await team(owner), leaving)).toBeDefined();

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/projects/${project.id}/members/${leaving.user.id}`,
      token: owner.access_token,
    });
    expect(removed.statusCode).toBe(204);
    expect(person(await team(owner), leaving)).toBeUndefined();
    expect(await team(leaving)).toEqual({ people: [] });
  });

  it('ignores query parameters it does not take; refuses unholdable text in one with 422', async () => {
    const owner = await signUp(t);
    await createProject(t, owner);
    const ok = await t.request({
      method: 'GET',
      url: '/api/team?project_id=not-a-uuid',
      token: owner.access_token,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().people).toHaveLength(1);
    const bad = await t.request({
      method: 'GET',
      url: '/api/team?q=%00',
      token: owner.access_token,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['query', 'q']);
  });
});
