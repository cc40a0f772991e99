import type { MemberRole } from '@crewline/shared/contracts/members';
import { tasks } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';
import type { SignedUpUser } from './factories.ts';

/** Creates a project through the API as `user`; returns its JSON. */
export async function createProject(
  t: TestApp,
  user: SignedUpUser,
  body: Record<string, unknown> = {},
): Promise<{ id: string; name: string } & Record<string, unknown>> {
  const res = await t.request({
    method: 'POST',
    url: '/api/projects',
    token: user.access_token,
    payload: { name: `Project ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  if (res.statusCode !== 201)
    throw new Error(`createProject failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/**
 * Makes `member` a member of a project, added by `owner`. Someone who shares no project with
 * `owner` is invited instead of added (202); they then accept, as they would in the app.
 */
export async function addMember(
  t: TestApp,
  owner: SignedUpUser,
  projectId: string,
  member: SignedUpUser,
  role: MemberRole = 'member',
): Promise<void> {
  const res = await t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/members`,
    token: owner.access_token,
    payload: { user_id: member.user.id, role },
  });
  if (res.statusCode === 201) return;
  if (res.statusCode !== 202) throw new Error(`addMember failed: ${res.statusCode} ${res.body}`);
  const accepted = await t.request({
    method: 'PUT',
    url: `/api/invitations/${res.json().invitation.id}`,
    token: member.access_token,
    payload: { status: 'accepted' },
  });
  if (accepted.statusCode !== 200)
    throw new Error(`addMember failed to accept: ${accepted.statusCode} ${accepted.body}`);
}

/** Inserts tasks straight into the database (the task API belongs to another issue). */
export async function seedTasks(t: TestApp, projectId: string, statuses: string[]): Promise<void> {
  if (statuses.length === 0) return;
  await t.database.db
    .insert(tasks)
    .values(statuses.map((status, i) => ({ projectId, title: `Task ${i}`, status, position: i })));
}

/** Signs in again (a fresh access token, e.g. after the test clock moved past its expiry). */
export async function signIn(t: TestApp, user: SignedUpUser): Promise<SignedUpUser> {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`signIn failed: ${res.statusCode} ${res.body}`);
  return { ...user, ...res.json() };
}
