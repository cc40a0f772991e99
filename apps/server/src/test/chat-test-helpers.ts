import type { LightMyRequestResponse } from 'fastify';
import type { MessageJson, ThreadJson } from '@crewline/shared/contracts/chat-responses';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';

export type { MessageJson, ThreadJson };

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

/** Fails with the response body unless `res` has `status`; returns its JSON. */
export function expectStatus<T>(res: LightMyRequestResponse, status: number): T {
  if (res.statusCode !== status) {
    throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
  }
  return (status === 204 ? undefined : res.json()) as T;
}

/** A unique thread title. */
export function uniqueTitle(prefix = 'Thread'): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 10)}`;
}

/** Creates a project thread through the API; fails unless 201. */
export async function createProjectThread(
  t: TestApp,
  user: SignedUpUser,
  projectId: string,
  body: Record<string, unknown> = {},
): Promise<ThreadJson> {
  const res = await call(t, user, 'POST', '/api/threads', {
    title: uniqueTitle(),
    context_type: 'project',
    context_id: projectId,
    ...body,
  });
  return expectStatus<ThreadJson>(res, 201);
}

/** Creates (or finds) a direct thread with `others` through the API. */
export async function createDirectThread(
  t: TestApp,
  user: SignedUpUser,
  others: SignedUpUser[],
  body: Record<string, unknown> = {},
): Promise<ThreadJson> {
  const res = await call(t, user, 'POST', '/api/threads', {
    context_type: 'direct',
    participant_ids: others.map((o) => o.user.id),
    ...body,
  });
  if (res.statusCode !== 201 && res.statusCode !== 200) {
    throw new Error(`createDirectThread failed: ${res.statusCode} ${res.body}`);
  }
  return res.json();
}

/** The threads GET /api/threads lists for `user` (with an optional query string). */
export async function listThreads(
  t: TestApp,
  user: SignedUpUser,
  query = '',
): Promise<ThreadJson[]> {
  const res = await call(t, user, 'GET', `/api/threads${query}`);
  return expectStatus<{ threads: ThreadJson[] }>(res, 200).threads;
}

/** Posts a message through the API; fails unless 201. */
export async function postMessage(
  t: TestApp,
  user: SignedUpUser,
  threadId: string,
  content: string,
  body: Record<string, unknown> = {},
): Promise<MessageJson> {
  const res = await call(t, user, 'POST', '/api/messages', {
    thread_id: threadId,
    content,
    content_type: 'text',
    ...body,
  });
  return expectStatus<MessageJson>(res, 201);
}
