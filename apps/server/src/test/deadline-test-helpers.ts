import { randomInt, randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';
import { signUp, type SignedUpUser } from './factories.ts';
import { addMember, createProject } from './project-factories.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Moves the app's clock to a day of its own far in the future, so a run sees only the tasks this
 * test makes (never another test file's on a shared PostgreSQL, nor an earlier test's here).
 */
export function freshWindow(t: Pick<TestApp, 'clock'>): void {
  t.clock.set(new Date(Date.UTC(2100, 0, 1) + randomInt(0, 20_000) * DAY + randomInt(DAY)));
}

/** An owner and an assignee in a new project, signed up at the app's current time. */
export async function deadlineTeam(t: TestApp) {
  const [owner, assignee] = await Promise.all([signUp(t), signUp(t)]);
  const project = await createProject(t, owner);
  await addMember(t, owner, project.id, assignee);
  return { owner, assignee, projectId: project.id, projectName: project.name };
}

/** Creates a task through the API as `user`, due `inMs` from the app's clock; fails unless 201. */
export async function taskDueIn(
  t: TestApp,
  user: SignedUpUser,
  projectId: string,
  inMs: number,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; title: string; due_date: string }> {
  const res = await t.request({
    method: 'POST',
    url: '/api/tasks',
    token: user.access_token,
    payload: {
      title: `Due ${randomUUID().slice(0, 8)}`,
      project_id: projectId,
      due_date: new Date(t.clock.now().getTime() + inMs).toISOString(),
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`taskDueIn: ${res.statusCode} ${res.body}`);
  return res.json();
}
