import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask } from '../../test/task-test-helpers.ts';
import { listed, postComment } from '../../test/comment-test-helpers.ts';

// Who calls. "outsider" is signed in but not in the project; "anonymous" sends no token.
const ACTORS = [
  'owner',
  'manager',
  'leader',
  'member',
  'observer',
  'outsider',
  'anonymous',
] as const;
type Actor = (typeof ACTORS)[number];
// `commentId` is a project comment written by "member"; `taskCommentId` one on the task.
type Scenario = { projectId: string; taskId: string; commentId: string; taskCommentId: string };
type Call = (s: Scenario) => Pick<InjectOptions, 'method' | 'url' | 'payload'>;

// Expected status per endpoint and actor, in ACTORS order; docs/API.md "Comments" has the table.
const MATRIX: [name: string, call: Call, expected: number[]][] = [
  [
    'GET /api/projects/{id}/comments',
    (s) => ({ method: 'GET', url: `/api/projects/${s.projectId}/comments` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/projects/{id}/comments',
    (s) => ({
      method: 'POST',
      url: `/api/projects/${s.projectId}/comments`,
      payload: { text: 'New' },
    }),
    [201, 201, 201, 201, 403, 404, 401],
  ],
  [
    'GET /api/tasks/{id}/comments',
    (s) => ({ method: 'GET', url: `/api/tasks/${s.taskId}/comments` }),
    [200, 200, 200, 200, 200, 404, 401],
  ],
  [
    'POST /api/tasks/{id}/comments',
    (s) => ({ method: 'POST', url: `/api/tasks/${s.taskId}/comments`, payload: { text: 'New' } }),
    [201, 201, 201, 201, 403, 404, 401],
  ],
  [
    'PUT /api/comments/{id} (member’s comment)',
    (s) => ({ method: 'PUT', url: `/api/comments/${s.commentId}`, payload: { text: 'Edited' } }),
    [403, 403, 403, 200, 403, 404, 401],
  ],
  [
    'PUT /api/comments/{id} (member’s task comment)',
    (s) => ({
      method: 'PUT',
      url: `/api/comments/${s.taskCommentId}`,
      payload: { text: 'Edited' },
    }),
    [403, 403, 403, 200, 403, 404, 401],
  ],
  [
    'DELETE /api/comments/{id} (member’s comment)',
    (s) => ({ method: 'DELETE', url: `/api/comments/${s.commentId}` }),
    [204, 403, 403, 204, 403, 404, 401],
  ],
  [
    'DELETE /api/comments/{id} (member’s task comment)',
    (s) => ({ method: 'DELETE', url: `/api/comments/${s.taskCommentId}` }),
    [204, 403, 403, 204, 403, 404, 401],
  ],
];

let t: TestApp;
const people = {} as Record<Exclude<Actor, 'anonymous'>, SignedUpUser>;

beforeAll(async () => {
  t = await createTestApp();
  const names = ['owner', 'manager', 'leader', 'member', 'observer', 'outsider'] as const;
  const users = await Promise.all(names.map(() => signUp(t)));
  names.forEach((name, i) => (people[name] = users[i]!));
});
afterAll(() => t.close());

/** A fresh project, task and comments per cell, so a delete in one cell never changes another. */
async function scenario(): Promise<Scenario> {
  const { owner, member } = people;
  const project = await createProject(t, owner);
  for (const role of ['manager', 'leader', 'member', 'observer'] as const) {
    await addMember(t, owner, project.id, people[role], role);
  }
  const task = await createTask(t, owner, project.id, { title: 'Matrix' });
  const comment = await postComment(t, member, { project: project.id }, { text: 'Original' });
  const onTask = await postComment(t, member, { task: task.id }, { text: 'Original' });
  return {
    projectId: project.id,
    taskId: task.id,
    commentId: comment.id,
    taskCommentId: onTask.id,
  };
}

describe('permission matrix: comment endpoints', () => {
  it.each(MATRIX)('%s', async (_name, call, expected) => {
    const actual: Record<string, number> = {};
    for (const actor of ACTORS) {
      const s = await scenario();
      const token = actor === 'anonymous' ? undefined : people[actor].access_token;
      const res = await t.request({ ...call(s), token });
      actual[actor] = res.statusCode;
      if (res.statusCode === 403)
        expect(res.json().message).toBe('You do not have permission to perform this action');
      if (res.statusCode === 404) expect(res.json().error).toBe('NOT_FOUND');
      // A refused write changed nothing.
      if (res.statusCode >= 400 && call(s).method !== 'GET') {
        const onProject = await listed(t, people.owner, { project: s.projectId });
        const onTask = await listed(t, people.owner, { task: s.taskId });
        expect([...onProject, ...onTask].map((c) => c.text)).toEqual(['Original', 'Original']);
      }
    }
    expect(actual).toEqual(Object.fromEntries(ACTORS.map((actor, i) => [actor, expected[i]])));
  });

  it('sends each reader the abilities they hold on a comment', async () => {
    const s = await scenario();
    const seen: Record<string, unknown> = {};
    for (const actor of ['owner', 'manager', 'leader', 'member', 'observer'] as const) {
      const [comment] = await listed(t, people[actor], { project: s.projectId });
      seen[actor] = comment!.can;
    }
    expect(seen).toEqual({
      owner: { update: false, delete: true },
      manager: { update: false, delete: false },
      leader: { update: false, delete: false },
      member: { update: true, delete: true },
      observer: { update: false, delete: false },
    });
  });
});
