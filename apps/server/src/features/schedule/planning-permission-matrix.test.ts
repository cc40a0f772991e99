import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { byActor, signUpEach, statusByActor, type Actor } from '../../test/permission-actors.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask } from '../../test/task-test-helpers.ts';
import { addMilestone, linkTasks, setTaskDays } from '../../test/schedule-test-helpers.ts';

type Scenario = {
  projectId: string;
  milestoneId: string;
  /** A blocks B; C and D are not linked. */
  a: string;
  b: string;
  c: string;
  d: string;
};
type Call = (s: Scenario) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;

// The permission matrix of milestones, scheduling and dependencies: expected status per endpoint
// and actor, in ACTORS order. docs/API.md ("Milestones") carries the same table.
const MATRIX: [name: string, call: Call, expected: number[]][] = [
  [
    'GET /api/projects/{id}/milestones',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/milestones` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/projects/{id}/milestones',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/milestones`,
      payload: { name: 'Beta', start_date: '2030-01-01', due_date: '2030-01-20' },
    }),
    [201, 201, 201, 403, 403, 404, 401],
  ],
  [
    'GET /api/milestones/{id}',
    (s) => ({ method: 'GET', url: `/api/milestones/${s.milestoneId}` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'PUT /api/milestones/{id}',
    (s) => ({
      method: 'PUT',
      url: `/api/milestones/${s.milestoneId}`,
      payload: { name: 'Renamed' },
    }),
    [200, 200, 200, 403, 403, 404, 401],
  ],
  [
    'DELETE /api/milestones/{id}',
    (s) => ({ method: 'DELETE', url: `/api/milestones/${s.milestoneId}` }),
    [204, 204, 204, 403, 403, 404, 401],
  ],
  [
    'PUT /api/projects/{id} (scheduling_mode)',
    (s) => ({
      method: 'PUT',
      url: `/api/projects/${s.projectId}`,
      payload: { scheduling_mode: 'manual' },
    }),
    [200, 200, 403, 403, 403, 404, 401],
  ],
  [
    'GET /api/projects/{id}/timeline',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/timeline` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/projects/{id}/schedule/preview',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/schedule/preview`,
      payload: { task_id: s.a, start_date: '2030-01-03', due_date: '2030-01-08' },
    }),
    [200, 200, 200, 200, 403, 404, 401],
  ],
  [
    'POST /api/projects/{id}/schedule/apply',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/schedule/apply`,
      payload: { task_id: s.a, start_date: '2030-01-03', due_date: '2030-01-08' },
    }),
    [200, 200, 200, 200, 403, 404, 401],
  ],
  [
    'GET /api/tasks/{id}/dependencies',
    (s) => ({ method: 'GET', url: `/api/tasks/${s.a}/dependencies` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/tasks/{id}/dependencies',
    (s) => ({
      method: 'POST',
      url: `/api/tasks/${s.c}/dependencies`,
      payload: { blocks_task_id: s.d },
    }),
    [201, 201, 201, 201, 403, 404, 401],
  ],
  [
    'DELETE /api/tasks/{id}/dependencies/{blocksTaskId}',
    (s) => ({ method: 'DELETE', url: `/api/tasks/${s.a}/dependencies/${s.b}` }),
    [204, 204, 204, 204, 403, 404, 401],
  ],
];

let t: TestApp;
const people = {} as Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2030-01-01T09:00:00.000Z'));
  const names = ['owner', 'manager', 'leader', 'member', 'observer', 'outsider'] as const;
  Object.assign(people, await signUpEach(t, names));
});
afterAll(() => t.close());

/** A fresh project per cell, so a delete or an applied schedule in one never changes another. */
async function scenario(): Promise<Scenario> {
  const { owner } = people;
  const project = await createProject(t, owner);
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, owner, project.id, people[role], role);
  }
  const task = async (title: string, start: string, due: string) => {
    const id = (await createTask(t, owner, project.id, { title })).id;
    await setTaskDays(t.database.db, id, start, due);
    return id;
  };
  const a = await task('A', '2030-01-02', '2030-01-05');
  const b = await task('B', '2030-01-06', '2030-01-10');
  const c = await task('C', '2030-01-02', '2030-01-03');
  const d = await task('D', '2030-01-04', '2030-01-06');
  await linkTasks(t.database.db, a, b);
  const milestoneId = await addMilestone(
    t.database.db,
    project.id,
    { start: '2030-01-01', due: '2030-01-20', name: 'Release' },
    [b],
  );
  return { projectId: project.id, milestoneId, a, b, c, d };
}

describe('permission matrix: milestones, scheduling and dependencies', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual = await statusByActor({
      t,
      people,
      scenario,
      call,
      refused: (message, actor) => expect(message, actor).toMatch(/permission|edit/i),
    });
    expect(actual).toEqual(byActor(expected));
  });
});
