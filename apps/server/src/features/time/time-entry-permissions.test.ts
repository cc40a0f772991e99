import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ACTORS, byActor, signUpEach, type Actor } from '../../test/permission-actors.ts';
import type { SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall } from '../../test/task-test-helpers.ts';

// `entryId`: an entry of "colleague" (a plain member); `start`/`end`: a span no one has used yet.
type Scenario = {
  projectId: string;
  taskId: string;
  entryId: string;
  colleagueId: string;
  start: string;
  end: string;
};
type Call = (s: Scenario) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;

const READ = [200, 200, 200, 200, 200, 404, 401];
const LOG_OWN = [201, 201, 201, 201, 403, 404, 401];
const CORRECT = [200, 200, 403, 403, 403, 404, 401];

// Expected status per endpoint and actor, in ACTORS order; docs/API.md "Time entries" has the table.
const MATRIX: [name: string, call: Call, expected: number[]][] = [
  [
    'GET /api/projects/{id}/time-entries',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/time-entries` }),
    READ,
  ],
  [
    'GET /api/projects/{id}/timesheet',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/timesheet?week=2025-03-03` }),
    READ,
  ],
  [
    'GET /api/tasks/{id}/time-entries',
    (s) => ({ method: 'GET', url: `/api/tasks/${s.taskId}/time-entries` }),
    READ,
  ],
  [
    'GET /api/time-entries/{id}',
    (s) => ({ method: 'GET', url: `/api/time-entries/${s.entryId}` }),
    READ,
  ],
  [
    'POST /api/time-entries (own time)',
    (s) => ({
      method: 'POST',
      url: '/api/time-entries',
      payload: { project_id: s.projectId, start_time: s.start, end_time: s.end },
    }),
    LOG_OWN,
  ],
  [
    'POST /api/time-entries (user_id: someone else)',
    (s) => ({
      method: 'POST',
      url: '/api/time-entries',
      payload: {
        project_id: s.projectId,
        user_id: s.colleagueId,
        start_time: s.start,
        end_time: s.end,
      },
    }),
    [201, 201, 403, 403, 403, 404, 401],
  ],
  [
    'POST /api/time-entries/start',
    (s) => ({
      method: 'POST',
      url: '/api/time-entries/start',
      payload: { project_id: s.projectId },
    }),
    LOG_OWN,
  ],
  [
    'PUT /api/time-entries/{id} (someone else’s)',
    (s) => ({
      method: 'PUT',
      url: `/api/time-entries/${s.entryId}`,
      payload: { description: 'Fixed' },
    }),
    CORRECT,
  ],
  [
    'DELETE /api/time-entries/{id} (someone else’s)',
    (s) => ({ method: 'DELETE', url: `/api/time-entries/${s.entryId}` }),
    [204, 204, 403, 403, 403, 404, 401],
  ],
];

let t: TestApp;
const people = {} as Record<Exclude<Actor, 'anonymous'> | 'colleague', SignedUpUser>;
let slot = 0;

beforeAll(async () => {
  t = await createTestApp();
  const names = [
    'owner',
    'manager',
    'leader',
    'member',
    'observer',
    'outsider',
    'colleague',
  ] as const;
  Object.assign(people, await signUpEach(t, names));
});
afterAll(() => t.close());

/** An hour nobody has logged yet, so no cell's entry overlaps another's. */
function nextSlot(): { start: string; end: string } {
  const start = Date.parse('2025-03-03T00:00:00Z') + slot++ * 3_600_000;
  return { start: new Date(start).toISOString(), end: new Date(start + 1_800_000).toISOString() };
}

/** A fresh project, task and colleague's entry per cell. */
async function scenario(): Promise<Scenario> {
  const { owner, colleague } = people;
  const project = await createProject(t, owner);
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, owner, project.id, people[role], role);
  }
  await addMember(t, owner, project.id, colleague, 'member');
  const task = await createTask(t, owner, project.id, { title: 'Matrix' });
  const theirs = nextSlot();
  const entry = await taskCall(t, colleague, 'POST', '/api/time-entries', {
    project_id: project.id,
    start_time: theirs.start,
    end_time: theirs.end,
    description: 'Original',
  });
  if (entry.statusCode !== 201) throw new Error(`entry: ${entry.statusCode} ${entry.body}`);
  return {
    projectId: project.id,
    taskId: task.id,
    entryId: entry.json().id,
    colleagueId: colleague.user.id,
    ...nextSlot(),
  };
}

describe('permission matrix: time entry endpoints', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      const s = await scenario();
      const token = actor === 'anonymous' ? undefined : people[actor].access_token;
      const res = await t.request({ ...call(s), token });
      actual[actor] = res.statusCode;
      if (res.statusCode === 403)
        expect(res.json().message).toBe('You do not have permission to perform this action');
      // A started timer is stopped again, so the next cell can start one.
      if (res.statusCode === 201 && call(s).url === '/api/time-entries/start')
        await t.request({ method: 'POST', url: '/api/time-entries/stop', token });
      // A refused write changed nothing.
      if (res.statusCode >= 400 && call(s).method !== 'GET') {
        const after = await taskCall(t, people.owner, 'GET', `/api/time-entries/${s.entryId}`);
        expect(after.json()).toMatchObject({ description: 'Original', user_id: s.colleagueId });
        const list = await taskCall(
          t,
          people.owner,
          'GET',
          `/api/projects/${s.projectId}/time-entries`,
        );
        expect(list.json()).toHaveLength(1);
      }
    }
    expect(actual).toEqual(byActor(expected));
  });

  it('keeps a corrected entry its person’s and sends each role its abilities', async () => {
    const s = await scenario();
    const fixed = await taskCall(t, people.manager, 'PUT', `/api/time-entries/${s.entryId}`, {
      billable: true,
    });
    expect(fixed.json()).toMatchObject({ user_id: s.colleagueId, billable: true });
    for (const actor of ['owner', 'manager', 'leader', 'member', 'observer'] as const) {
      const res = await taskCall(t, people[actor], 'GET', `/api/time-entries/${s.entryId}`);
      const corrector = actor === 'owner' || actor === 'manager';
      expect({ actor, can: res.json().can }).toEqual({
        actor,
        can: { update: corrector, delete: corrector },
      });
    }
  });

  it('refuses logging for someone outside the project with 422', async () => {
    const s = await scenario();
    const res = await taskCall(t, people.owner, 'POST', '/api/time-entries', {
      project_id: s.projectId,
      user_id: people.outsider.user.id,
      start_time: s.start,
      end_time: s.end,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'user_id']);
  });
});
