import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';
import type { TaskJson } from '../features/tasks/task-presenter.ts';

export type { TaskJson };

/** Sends one call as `user` (or anonymously with null). */
export function taskCall(
  t: TestApp,
  user: SignedUpUser | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.request({
    method,
    url,
    token: user?.access_token,
    ...(payload !== undefined && { payload: payload as object }),
  });
}

/** Creates a task through the project-scoped API; fails the test unless it answers 201. */
export async function createTask(
  t: TestApp,
  user: SignedUpUser,
  projectId: string,
  body: Record<string, unknown>,
): Promise<TaskJson> {
  const res = await taskCall(t, user, 'POST', `/api/projects/${projectId}/tasks`, body);
  if (res.statusCode !== 201) throw new Error(`createTask failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A project's board as GET /api/projects/{id}/tasks returns it. */
export async function board(t: TestApp, user: SignedUpUser, projectId: string) {
  const res = await taskCall(t, user, 'GET', `/api/projects/${projectId}/tasks`);
  if (res.statusCode !== 200) throw new Error(`board failed: ${res.statusCode} ${res.body}`);
  return res.json() as TaskJson[];
}

/** The titles of one column, top to bottom. */
export function column(tasks: TaskJson[], status: string): string[] {
  return tasks.filter((task) => task.status === status).map((task) => task.title);
}
