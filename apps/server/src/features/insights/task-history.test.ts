import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskHistory } from '../../db/insights-schema.ts';
import { projectMembers } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;

const call = (
  user: SignedUpUser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.request({ method, url, token: user.access_token, ...(payload ? { payload } : {}) });

/** The history of the given tasks as [field, from, to], in the order it was written. */
async function historyOf(...taskIds: string[]) {
  const rows = await t.database.db
    .select()
    .from(taskHistory)
    .where(inArray(taskHistory.taskId, taskIds))
    .orderBy(asc(taskHistory.at), asc(taskHistory.seq));
  return rows.map((row) => [row.field, row.fromValue, row.toValue]);
}

async function project(user: SignedUpUser, name: string): Promise<string> {
  const res = await call(user, 'POST', '/api/projects', { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function task(user: SignedUpUser, projectId: string, extra: object = {}): Promise<string> {
  const res = await call(user, 'POST', '/api/tasks', {
    title: 'T',
    project_id: projectId,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t, { name: 'Owner' });
  member = await signUp(t, { name: 'Member' });
});
afterAll(async () => {
  await t?.close();
});

describe('task history', () => {
  it('records every change insights replay, through each write path, in order', async () => {
    const projectId = await project(owner, 'History');
    await t.database.db
      .insert(projectMembers)
      .values({ projectId, userId: member.user.id, role: 'member' });
    const id = await task(owner, projectId, { assignee_id: member.user.id });
    t.clock.advance(60_000);
    expect(
      (await call(owner, 'PUT', `/api/tasks/${id}`, { status: 'in_progress' })).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    // A title edit is not something insights replay: no row.
    expect((await call(owner, 'PUT', `/api/tasks/${id}`, { title: 'Renamed' })).statusCode).toBe(
      200,
    );
    expect(
      (await call(owner, 'PUT', `/api/tasks/${id}`, { assignee_id: owner.user.id })).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    expect(
      (
        await call(owner, 'PUT', `/api/tasks/${id}`, {
          status: 'done',
          assignee_id: member.user.id,
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    expect((await call(owner, 'DELETE', `/api/tasks/${id}`)).statusCode).toBe(204);
    expect(await historyOf(id)).toEqual([
      ['created', null, 'todo'],
      ['assignee', null, member.user.id],
      ['status', 'todo', 'in_progress'],
      ['assignee', member.user.id, owner.user.id],
      ['status', 'in_progress', 'done'],
      ['assignee', owner.user.id, member.user.id],
      ['deleted', 'done', null],
    ]);
    const rows = await t.database.db.select().from(taskHistory).where(eq(taskHistory.taskId, id));
    expect(new Set(rows.map((row) => row.byUserId))).toEqual(new Set([owner.user.id]));
  });

  it('records the unassignment when a member is removed or deletes their account', async () => {
    const projectId = await project(owner, 'Leavers');
    const leaver = await signUp(t, { name: 'Leaver' });
    await t.database.db.insert(projectMembers).values([
      { projectId, userId: member.user.id, role: 'member' },
      { projectId, userId: leaver.user.id, role: 'member' },
    ]);
    const removed = await task(owner, projectId, { assignee_id: member.user.id });
    const deleted = await task(owner, projectId, { assignee_id: leaver.user.id });
    t.clock.advance(60_000);
    const res = await call(owner, 'DELETE', `/api/projects/${projectId}/members/${member.user.id}`);
    expect(res.statusCode, res.body).toBe(204);
    const gone = await call(leaver, 'POST', '/api/auth/delete-account', {
      confirm: leaver.password,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await historyOf(removed)).at(-1)).toEqual(['assignee', member.user.id, null]);
    expect((await historyOf(deleted)).at(-1)).toEqual(['assignee', leaver.user.id, null]);
  });

  it('records the tasks a template creates', async () => {
    const source = await project(owner, 'Source');
    await task(owner, source, { status: 'in_progress' });
    const saved = await call(owner, 'POST', `/api/projects/${source}/templates`, { name: 'Tpl' });
    expect(saved.statusCode, saved.body).toBe(201);
    const made = await call(
      owner,
      'POST',
      `/api/project-templates/${saved.json().id}/projects`,
      {},
    );
    expect(made.statusCode, made.body).toBe(201);
    const rows = await t.database.db
      .select()
      .from(taskHistory)
      .where(eq(taskHistory.projectId, made.json().id));
    expect(rows.map((row) => [row.field, row.toValue])).toEqual([['created', 'in_progress']]);
  });
});
