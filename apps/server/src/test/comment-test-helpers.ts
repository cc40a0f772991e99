import type { LightMyRequestResponse } from 'fastify';
import type { CommentJson } from '@crewline/shared/contracts/comments';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';

export type { CommentJson };

/** Sends one call as `user` (or anonymously with null). */
export function call(
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

/**
 * Writes a comment on a project (`on: {project}`) or a task (`on: {task}`) through the API;
 * fails the test unless it answers 201.
 */
export async function postComment(
  t: TestApp,
  user: SignedUpUser,
  on: { project: string } | { task: string },
  body: Record<string, unknown>,
): Promise<CommentJson> {
  const url =
    'project' in on ? `/api/projects/${on.project}/comments` : `/api/tasks/${on.task}/comments`;
  const res = await call(t, user, 'POST', url, body);
  if (res.statusCode !== 201) throw new Error(`postComment failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The comments a list endpoint returns, asserting it answered 200. */
export async function listed(
  t: TestApp,
  user: SignedUpUser,
  on: { project: string } | { task: string },
): Promise<CommentJson[]> {
  const url =
    'project' in on ? `/api/projects/${on.project}/comments` : `/api/tasks/${on.task}/comments`;
  const res = await call(t, user, 'GET', url);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { comments: CommentJson[] }).comments;
}
