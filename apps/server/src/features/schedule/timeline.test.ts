import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { projects } from '../../db/schema.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import {
  addMilestone,
  linkTasks,
  setSchedulingMode,
  setTaskDays,
} from '../../test/schedule-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  // Before signing up, so the tokens are fresh at the test's "now".
  t.clock.set(new Date('2030-01-02T16:00:00.000Z'));
  [owner, observer, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
});
afterAll(() => t.close());

/** A task of `projectId` with the given days, made by `user`; returns its id. */
async function datedTask(
  user: SignedUpUser,
  projectId: string,
  title: string,
  start: string | null,
  due: string | null,
): Promise<string> {
  const id = (await createTask(t, user, projectId, { title })).id;
  await setTaskDays(t.database.db, id, start, due);
  return id;
}

const timeline = (user: SignedUpUser | null, projectId: string) =>
  call(t, user, 'GET', `/api/projects/${projectId}/timeline`);

describe('project timeline', () => {
  it('gives each task its slack and the critical path of a scripted diamond', async () => {
    const projectId = (await createProject(t, owner, { time_zone: 'Asia/Tokyo' })).id;
    await addMember(t, owner, projectId, observer, 'observer');
    // A blocks B (short) and C (long), both block D; L stands alone; U has no due date.
    const a = await datedTask(owner, projectId, 'A', '2030-01-01', '2030-01-02');
    const b = await datedTask(owner, projectId, 'B', null, '2030-01-03');
    const c = await datedTask(owner, projectId, 'C', '2030-01-03', '2030-01-07');
    const d = await datedTask(owner, projectId, 'D', '2030-01-08', '2030-01-09');
    const l = await datedTask(owner, projectId, 'L', '2030-01-02', '2030-01-04');
    const u = await datedTask(owner, projectId, 'U', '2030-01-01', null);
    for (const [from, to] of [
      [a, b],
      [a, c],
      [b, d],
      [c, d],
      [a, u],
    ]) {
      await linkTasks(t.database.db, from!, to!);
    }
    const milestone = await addMilestone(
      t.database.db,
      projectId,
      { start: '2030-01-01', due: '2030-01-09', name: 'Release' },
      [d],
    );

    const res = await timeline(observer, projectId);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json();
    expect(json.scheduling_mode).toBe('auto');
    // 16:00 UTC on the 2nd is 01:00 on the 3rd in Tokyo.
    expect(json.today).toBe('2030-01-03');
    const byTitle = Object.fromEntries(
      json.tasks.map((task: { title: string }) => [task.title, task]),
    );
    expect(Object.keys(byTitle).sort()).toEqual(['A', 'B', 'C', 'D', 'L']);
    expect(byTitle.D).toEqual({
      id: d,
      title: 'D',
      status: 'todo',
      assignee_id: null,
      start_date: '2030-01-08',
      due_date: '2030-01-09',
      milestone_id: milestone,
      slack_days: 0,
      critical: true,
    });
    const slack = Object.fromEntries(
      json.tasks.map((task: { title: string; slack_days: number }) => [
        task.title,
        task.slack_days,
      ]),
    );
    expect(slack).toEqual({ A: 0, B: 4, C: 0, D: 0, L: 5 });
    expect(byTitle.L).toMatchObject({ id: l, critical: false });
    expect(json.critical_path).toEqual([a, c, d]);
    expect(byTitle.B.critical).toBe(false);
    expect(json.milestones).toEqual([
      { id: milestone, name: 'Release', start_date: '2030-01-01', due_date: '2030-01-09' },
    ]);
    // The link to the undated task is not drawn; none of the others is violated.
    expect(json.dependencies).toHaveLength(4);
    expect(json.dependencies.every((dep: { violated: boolean }) => !dep.violated)).toBe(true);
    expect(json.external_tasks).toEqual([]);
  });

  it('marks violated links in manual mode and shows linked tasks of other projects the caller reads', async () => {
    const projectId = (await createProject(t, owner)).id;
    const mine = (await createProject(t, owner)).id;
    const theirs = (await createProject(t, stranger)).id;
    await setSchedulingMode(t.database.db, projectId, 'manual');
    const a = await datedTask(owner, projectId, 'A', '2030-02-01', '2030-02-05');
    const b = await datedTask(owner, projectId, 'B', '2030-02-03', '2030-02-04');
    const readable = await datedTask(owner, mine, 'Upstream', null, '2030-01-31');
    const secret = await datedTask(stranger, theirs, 'Secret', '2030-02-06', '2030-02-07');
    await linkTasks(t.database.db, a, b);
    await linkTasks(t.database.db, readable, a);
    await linkTasks(t.database.db, b, secret);

    const json = (await timeline(owner, projectId)).json();
    expect(json.scheduling_mode).toBe('manual');
    const edges = Object.fromEntries(
      json.dependencies.map(
        (dep: { blocker_task_id: string; blocked_task_id: string; violated: boolean }) => [
          `${dep.blocker_task_id}>${dep.blocked_task_id}`,
          dep.violated,
        ],
      ),
    );
    expect(edges).toEqual({
      [`${a}>${b}`]: true,
      [`${readable}>${a}`]: false,
      [`${b}>${secret}`]: false,
    });
    expect(json.external_tasks).toEqual([
      {
        id: readable,
        title: 'Upstream',
        project_id: mine,
        start_date: null,
        due_date: '2030-01-31',
      },
    ]);
    expect(JSON.stringify(json)).not.toContain('Secret');
  });

  it('answers 401 signed out and 404 to a stranger or an unknown project', async () => {
    const projectId = (await createProject(t, owner)).id;
    expect((await timeline(null, projectId)).statusCode).toBe(401);
    const hidden = await timeline(stranger, projectId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('Project not found');
    expect((await timeline(owner, randomUUID())).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', '/api/projects/nope/timeline')).statusCode).toBe(404);
    const empty = await timeline(owner, projectId);
    expect(empty.json()).toMatchObject({ tasks: [], critical_path: [], dependencies: [] });
  });

  it('is cached under versions: 304 while nothing it reads changed, a new body once anything did', async () => {
    const projectId = (await createProject(t, owner)).id;
    const theirs = (await createProject(t, stranger)).id;
    const a = await datedTask(owner, projectId, 'A', '2030-03-01', '2030-03-02');
    const far = await datedTask(stranger, theirs, 'Far', null, '2030-03-05');
    await linkTasks(t.database.db, a, far);
    const read = async (etag?: string) =>
      t.request({
        method: 'GET',
        url: `/api/projects/${projectId}/timeline`,
        token: owner.access_token,
        ...(etag && { headers: { 'if-none-match': etag } }),
      });
    const first = await read();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect((await read(etag)).statusCode).toBe(304);

    // Each change below is made straight in the database, as another process would, and each
    // must show in the next read.
    const changes: [string, () => Promise<unknown>, (json: Record<string, unknown>) => unknown][] =
      [
        [
          'a task re-dated',
          () => setTaskDays(t.database.db, a, '2030-03-02', '2030-03-03'),
          (json) => (json.tasks as { due_date: string }[])[0]!.due_date,
        ],
        [
          'a milestone added',
          () =>
            addMilestone(t.database.db, projectId, { start: '2030-03-01', due: '2030-03-09' }, []),
          (json) => (json.milestones as unknown[]).length,
        ],
        [
          'the scheduling mode',
          () => setSchedulingMode(t.database.db, projectId, 'manual'),
          (json) => json.scheduling_mode,
        ],
        [
          "the caller joining the linked task's project",
          () => addMember(t, stranger, theirs, owner, 'member'),
          (json) => (json.external_tasks as { title: string }[]).map((task) => task.title),
        ],
        [
          'the linked task re-dated in its own project',
          () => setTaskDays(t.database.db, far, null, '2030-03-06'),
          (json) => (json.external_tasks as { due_date: string }[])[0]!.due_date,
        ],
        [
          // 16:00 UTC is 06:00 on the next day in Kiritimati: the zone and the day both move.
          "the project's zone",
          () =>
            t.database.db
              .update(projects)
              .set({ timeZone: 'Pacific/Kiritimati' })
              .where(eq(projects.id, projectId)),
          (json) => json.today,
        ],
      ];
    let previous = first;
    for (const [what, change, shown] of changes) {
      const before = shown(previous.json());
      await change();
      const next = await read(previous.headers.etag as string);
      expect(next.statusCode, what).toBe(200);
      expect(shown(next.json()), what).not.toEqual(before);
      previous = next;
    }
  });
});
