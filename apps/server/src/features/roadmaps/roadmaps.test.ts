import { randomUUID } from 'node:crypto';
import type { RoadmapJson } from '@crewline/shared/contracts/roadmaps';
import { addDays, todayFor } from '@crewline/shared/domain/calendar-day';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milestones, roadmaps } from '../../db/roadmaps-schema.ts';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import { connect } from '../../test/test-socket.ts';

let t: TestApp;
let alice: SignedUpUser;
let bob: SignedUpUser;
let carol: SignedUpUser;
let stranger: SignedUpUser;
let apollo: string;
let zephyr: string;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob, carol, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t), signUp(t)]);
  // Alice is in both projects; Bob only in Apollo; Carol only in Zephyr.
  apollo = (await createProject(t, alice, { name: 'Apollo' })).id;
  zephyr = (await createProject(t, alice, { name: 'Zephyr' })).id;
  await addMember(t, alice, apollo, bob, 'member');
  await addMember(t, alice, zephyr, carol, 'observer');
  today = todayFor({ now: t.clock.now(), timeZone: 'UTC' });
});
afterAll(() => t.close());

async function milestone(projectId: string, name: string, start: number, due: number) {
  const res = await call(t, alice, 'POST', `/api/projects/${projectId}/milestones`, {
    name,
    start_date: addDays(today, start),
    due_date: addDays(today, due),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function createRoadmap(user: SignedUpUser, body: object): Promise<RoadmapJson> {
  const res = await call(t, user, 'POST', '/api/roadmaps', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function list(user: SignedUpUser): Promise<RoadmapJson[]> {
  const res = await call(t, user, 'GET', '/api/roadmaps');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ roadmaps: RoadmapJson[] }>().roadmaps;
}

describe('roadmaps', () => {
  it('needs a signed-in caller for every route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/roadmaps'],
      ['POST', '/api/roadmaps'],
      ['GET', `/api/roadmaps/${id}`],
      ['PUT', `/api/roadmaps/${id}`],
      ['DELETE', `/api/roadmaps/${id}`],
    ] as const) {
      const res = await t.request({ method, url, payload: { title: 'x' } });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('computes status, progress, dates, projects and team from its milestones', async () => {
    const launch = await milestone(apollo, 'Launch', -10, 10);
    const beta = await milestone(zephyr, 'Beta', -5, 20);
    const done = await createTask(t, alice, apollo, { title: 'Done', milestone_id: launch });
    await call(t, alice, 'PUT', `/api/tasks/${done.id}`, { status: 'done' });
    await createTask(t, alice, apollo, { title: 'Open', milestone_id: launch });
    const roadmap = await createRoadmap(alice, {
      title: '  Q3 plan ',
      description: 'Both products',
      milestone_ids: [beta, launch],
      visibility: 'members',
    });
    expect(roadmap).toMatchObject({
      title: 'Q3 plan',
      description: 'Both products',
      visibility: 'members',
      owner: { id: alice.user.id, name: alice.user.name },
      can_edit: true,
      start_date: addDays(today, -10),
      end_date: addDays(today, 20),
      // Beta has no tasks (0%), Launch has one of two done (50%): the mean.
      progress: 25,
      status: 'on_track',
      projects: [
        { id: zephyr, name: 'Zephyr' },
        { id: apollo, name: 'Apollo' },
      ],
    });
    expect(roadmap.milestones.map((m) => [m.name, m.project_name, m.progress])).toEqual([
      ['Beta', 'Zephyr', 0],
      ['Launch', 'Apollo', 50],
    ]);
    // Alice, Bob and Carol: three people shown, three in all.
    expect(roadmap.team.count).toBe(3);
    expect(roadmap.team.members.map((p) => p.id).sort()).toEqual(
      [alice.user.id, bob.user.id, carol.user.id].sort(),
    );
    expect((await list(alice)).map((r) => r.id)).toContain(roadmap.id);
  });

  it('shows each viewer only the milestones of their projects, and computes from those alone', async () => {
    const late = await milestone(zephyr, 'Late', -20, -1);
    const fine = await milestone(apollo, 'Fine', -1, 30);
    const roadmap = await createRoadmap(alice, {
      title: 'Shared',
      milestone_ids: [late, fine],
      visibility: 'members',
    });
    // Alice sees the delayed Zephyr milestone; Bob is not in Zephyr and never sees it.
    expect(roadmap.status).toBe('delayed');
    const seenByBob = (await list(bob)).find((r) => r.id === roadmap.id)!;
    expect(seenByBob.milestones.map((m) => m.name)).toEqual(['Fine']);
    expect(seenByBob).toMatchObject({
      status: 'on_track',
      can_edit: false,
      start_date: addDays(today, -1),
      end_date: addDays(today, 30),
      projects: [{ id: apollo, name: 'Apollo' }],
    });
    expect(JSON.stringify(seenByBob)).not.toContain('Zephyr');
    expect(JSON.stringify(seenByBob)).not.toContain(carol.user.id);
    const one = await call(t, bob, 'GET', `/api/roadmaps/${roadmap.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<RoadmapJson>().milestones).toHaveLength(1);
    // Someone in none of its projects does not learn it exists.
    expect((await list(stranger)).map((r) => r.id)).not.toContain(roadmap.id);
    expect((await call(t, stranger, 'GET', `/api/roadmaps/${roadmap.id}`)).statusCode).toBe(404);
  });

  it('keeps a private roadmap to its creator', async () => {
    const only = await milestone(apollo, 'Private one', 0, 5);
    const roadmap = await createRoadmap(alice, { title: 'Mine', milestone_ids: [only] });
    expect(roadmap.visibility).toBe('private');
    expect((await list(bob)).map((r) => r.id)).not.toContain(roadmap.id);
    expect((await call(t, bob, 'GET', `/api/roadmaps/${roadmap.id}`)).statusCode).toBe(404);
    expect(
      (await call(t, bob, 'PUT', `/api/roadmaps/${roadmap.id}`, { title: 'x' })).statusCode,
    ).toBe(404);
    expect((await call(t, bob, 'DELETE', `/api/roadmaps/${roadmap.id}`)).statusCode).toBe(404);
  });

  it('lets only its creator change or delete it (403 for those who may see it)', async () => {
    const shared = await milestone(apollo, 'Shared one', 0, 5);
    const roadmap = await createRoadmap(alice, {
      title: 'Team plan',
      milestone_ids: [shared],
      visibility: 'members',
    });
    const put = await call(t, bob, 'PUT', `/api/roadmaps/${roadmap.id}`, { title: 'Mine now' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe('Only the creator of a roadmap can change or delete it');
    expect((await call(t, bob, 'DELETE', `/api/roadmaps/${roadmap.id}`)).statusCode).toBe(403);

    const changed = await call(t, alice, 'PUT', `/api/roadmaps/${roadmap.id}`, {
      title: 'Renamed',
      milestone_ids: [],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      title: 'Renamed',
      milestones: [],
      progress: 0,
      status: 'on_track',
      start_date: null,
    });
    expect((await call(t, alice, 'DELETE', `/api/roadmaps/${roadmap.id}`)).statusCode).toBe(204);
    expect((await call(t, alice, 'GET', `/api/roadmaps/${roadmap.id}`)).statusCode).toBe(404);
  });

  it('refuses milestones outside the caller’s projects and malformed bodies', async () => {
    const zephyrOnly = await milestone(zephyr, 'Zephyr only', 0, 5);
    const outside = await call(t, bob, 'POST', '/api/roadmaps', {
      title: 'Peek',
      milestone_ids: [zephyrOnly],
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().message).toBe('Milestone not found in your projects');
    const unknown = await call(t, alice, 'POST', '/api/roadmaps', {
      title: 'Ghost',
      milestone_ids: [randomUUID()],
    });
    expect(unknown.statusCode).toBe(422);
    for (const body of [
      {},
      { title: '   ' },
      { title: 'x'.repeat(201) },
      { title: 'Twice', milestone_ids: [zephyrOnly, zephyrOnly] },
      { title: 'Bad id', milestone_ids: ['nope'] },
      { title: 'Who', visibility: 'public' },
    ]) {
      const res = await call(t, alice, 'POST', '/api/roadmaps', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    // An empty change is refused before anything is looked up; a malformed id names nothing.
    const nothing = await call(t, alice, 'PUT', `/api/roadmaps/${randomUUID()}`, {});
    expect(nothing.statusCode).toBe(422);
    expect((await call(t, alice, 'GET', '/api/roadmaps/not-a-uuid')).statusCode).toBe(404);
  });

  it('tells everyone who can see a shared roadmap when it changes, live', async () => {
    const socket = await connect(t, bob.access_token);
    try {
      const shared = await milestone(apollo, 'Live one', 0, 5);
      const roadmap = await createRoadmap(alice, {
        title: 'Live',
        milestone_ids: [shared],
        visibility: 'members',
      });
      expect(await socket.next('roadmaps_changed')).toEqual({
        type: 'roadmaps_changed',
        roadmap_id: roadmap.id,
      });
      await call(t, alice, 'PUT', `/api/roadmaps/${roadmap.id}`, { visibility: 'private' });
      // Bob could see it before the change: he hears it went away.
      expect(await socket.next('roadmaps_changed')).toMatchObject({ roadmap_id: roadmap.id });
    } finally {
      socket.close();
    }
  });

  it('is cached under versions: 304 while nothing it reads changed, a new body once anything did', async () => {
    const viewer = await signUp(t);
    const projectId = (await createProject(t, viewer, { name: 'Cached' })).id;
    const res = await call(t, viewer, 'POST', `/api/projects/${projectId}/milestones`, {
      name: 'Ship',
      start_date: addDays(today, -1),
      due_date: addDays(today, 9),
    });
    const milestoneId = res.json<{ id: string }>().id;
    const task = await createTask(t, viewer, projectId, {
      title: 'Work',
      milestone_id: milestoneId,
    });
    const roadmapId = (await createRoadmap(viewer, { title: 'Plan', milestone_ids: [milestoneId] }))
      .id;
    const db = t.database.db;
    const read = (etag?: string) =>
      t.request({
        method: 'GET',
        url: '/api/roadmaps',
        token: viewer.access_token,
        ...(etag && { headers: { 'if-none-match': etag } }),
      });
    const first = await read();
    expect((await read(first.headers.etag as string)).statusCode).toBe(304);

    // Each change is made straight in the database, as another process would (at the same
    // instant of the test's clock), and each must show in the next read.
    const roadmapOf = (json: { roadmaps: RoadmapJson[] }) =>
      json.roadmaps.find((roadmap) => roadmap.id === roadmapId);
    const changes: [string, () => Promise<unknown>, (roadmap?: RoadmapJson) => unknown][] = [
      [
        'its linked task done',
        () => db.update(tasks).set({ status: 'done' }).where(eq(tasks.id, task.id)),
        (roadmap) => roadmap!.progress,
      ],
      [
        'the milestone renamed',
        () => db.update(milestones).set({ name: 'Ship it' }).where(eq(milestones.id, milestoneId)),
        (roadmap) => roadmap!.milestones[0]!.name,
      ],
      [
        'the roadmap retitled',
        () => db.update(roadmaps).set({ title: 'Plan B' }).where(eq(roadmaps.id, roadmapId)),
        (roadmap) => roadmap!.title,
      ],
      [
        'someone joining the project',
        () => addMember(t, viewer, projectId, stranger, 'member'),
        (roadmap) => roadmap!.team.count,
      ],
      [
        'its owner renamed',
        () => db.update(users).set({ name: 'Renamed Owner' }).where(eq(users.id, viewer.user.id)),
        (roadmap) => roadmap!.owner.name,
      ],
      [
        'the project renamed',
        () => db.update(projects).set({ name: 'Recast' }).where(eq(projects.id, projectId)),
        (roadmap) => roadmap!.projects[0]!.name,
      ],
      [
        'the viewer leaving the project',
        () =>
          db
            .delete(projectMembers)
            .where(
              and(
                eq(projectMembers.projectId, projectId),
                eq(projectMembers.userId, viewer.user.id),
              ),
            ),
        (roadmap) => roadmap!.milestones.length,
      ],
    ];
    let previous = first;
    for (const [what, change, shown] of changes) {
      const before = shown(roadmapOf(previous.json()));
      await change();
      const next = await read(previous.headers.etag as string);
      expect(next.statusCode, what).toBe(200);
      expect(shown(roadmapOf(next.json())), what).not.toEqual(before);
      previous = next;
    }
  });
});
