import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { taskCall as call } from '../../test/task-test-helpers.ts';
import { createSprint, detailLocs } from '../../test/sprint-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let manager: SignedUpUser;
let member: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, manager, member, stranger] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
  ]);
});
afterAll(() => t.close());

/** A fresh project with a manager and a member. */
async function freshProject(): Promise<string> {
  const projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, manager, 'manager');
  await addMember(t, owner, projectId, member, 'member');
  return projectId;
}

describe('sprint create, list and read', () => {
  it('creates a sprint (trimmed name, no goal, a start in the past) and lists it', async () => {
    const projectId = await freshProject();
    const before = t.clock.now().getTime();
    const res = await call(t, owner, 'POST', `/api/projects/${projectId}/sprints`, {
      name: '  Sprint 1  ',
      start_date: '2030-03-01',
      end_date: '2030-03-14',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sprint = res.json();
    expect(sprint).toEqual({
      id: expect.any(String),
      project_id: projectId,
      name: 'Sprint 1',
      goal: '',
      start_date: '2030-03-01',
      end_date: '2030-03-14',
      closed_at: null,
      created_at: expect.any(String),
      created_by: owner.user.id,
      can: { update: true, delete: true, close: true },
    });
    const createdAt = Date.parse(sprint.created_at);
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(t.clock.now().getTime());
    // A manager plans sprints too; the list is in date order and a member reads it.
    const earlier = await createSprint(t, manager, projectId, {
      name: 'Sprint 0',
      goal: 'Ship the login',
      start_date: '2030-02-10',
      end_date: '2030-02-10',
    });
    const listed = await call(t, member, 'GET', `/api/projects/${projectId}/sprints`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((s: { id: string }) => s.id)).toEqual([earlier.id, sprint.id]);
    expect(listed.json()[1]).toEqual({
      ...sprint,
      can: { update: false, delete: false, close: false },
    });
    const read = await call(t, member, 'GET', `/api/sprints/${earlier.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ goal: 'Ship the login', start_date: '2030-02-10' });
  });

  it.each([
    ['no name', { start_date: '2030-01-01', end_date: '2030-01-02' }, 'body.name'],
    [
      'a blank name',
      { name: '   ', start_date: '2030-01-01', end_date: '2030-01-02' },
      'body.name',
    ],
    [
      'a name over 200 characters',
      { name: 'x'.repeat(201), start_date: '2030-01-01', end_date: '2030-01-02' },
      'body.name',
    ],
    [
      'a goal over 1000 characters',
      { name: 'S', goal: 'g'.repeat(1001), start_date: '2030-01-01', end_date: '2030-01-02' },
      'body.goal',
    ],
    ['no start', { name: 'S', end_date: '2030-01-02' }, 'body.start_date'],
    [
      'a malformed day',
      { name: 'S', start_date: '2030-02-30', end_date: '2030-03-02' },
      'body.start_date',
    ],
    [
      'an end before the start',
      { name: 'S', start_date: '2030-01-02', end_date: '2030-01-01' },
      'body.end_date',
    ],
    [
      'a sprint longer than 366 days',
      { name: 'S', start_date: '2030-01-01', end_date: '2031-01-02' },
      'body.end_date',
    ],
  ])('refuses %s with 422 naming the field', async (_name, payload, loc) => {
    const projectId = await freshProject();
    const res = await call(t, owner, 'POST', `/api/projects/${projectId}/sprints`, payload);
    expect(res.statusCode, res.body).toBe(422);
    expect(detailLocs(res.json())).toContain(loc);
  });

  it('refuses an open sprint sharing a day with another open one, both days inclusive', async () => {
    const projectId = await freshProject();
    const first = await createSprint(t, owner, projectId, {
      start_date: '2030-01-01',
      end_date: '2030-01-14',
    });
    for (const range of [
      { start_date: '2030-01-14', end_date: '2030-01-20' },
      { start_date: '2029-12-20', end_date: '2030-01-01' },
      { start_date: '2030-01-05', end_date: '2030-01-06' },
      { start_date: '2029-12-01', end_date: '2030-02-01' },
    ]) {
      const res = await call(t, owner, 'POST', `/api/projects/${projectId}/sprints`, {
        name: 'Clash',
        ...range,
      });
      expect(res.statusCode, JSON.stringify(range)).toBe(422);
      expect(res.json().message).toBe('Open sprints of a project may not overlap');
      expect(res.json().detail[0].msg).toContain('(2030-01-01 to 2030-01-14)');
    }
    // The next day on is free; so is any day once the first sprint is closed.
    await createSprint(t, owner, projectId, { start_date: '2030-01-15', end_date: '2030-01-28' });
    const closed = await call(t, owner, 'POST', `/api/sprints/${first.id}/close`, {});
    expect(closed.statusCode, closed.body).toBe(200);
    await createSprint(t, owner, projectId, { start_date: '2030-01-01', end_date: '2030-01-14' });
    // Sprints of another project never clash.
    const other = await freshProject();
    await createSprint(t, owner, other, { start_date: '2030-01-01', end_date: '2030-01-28' });
  });
});

describe('sprint edit', () => {
  it('renames, sets a goal and moves the days, checking them as they will be stored', async () => {
    const projectId = await freshProject();
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-05-01',
      end_date: '2030-05-14',
    });
    const next = await createSprint(t, owner, projectId, {
      start_date: '2030-05-15',
      end_date: '2030-05-28',
    });
    const url = `/api/sprints/${sprint.id}`;
    const renamed = await call(t, manager, 'PUT', url, { name: ' Renamed ', goal: 'Focus' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Renamed',
      goal: 'Focus',
      start_date: '2030-05-01',
    });
    // A new end alone is checked against the stored start, and the other way round.
    const endFirst = await call(t, owner, 'PUT', url, { end_date: '2030-04-30' });
    expect(endFirst.statusCode).toBe(422);
    expect(detailLocs(endFirst.json())).toEqual(['body.end_date']);
    const startLate = await call(t, owner, 'PUT', url, { start_date: '2030-05-20' });
    expect(startLate.statusCode).toBe(422);
    expect(detailLocs(startLate.json())).toEqual(['body.start_date']);
    const both = await call(t, owner, 'PUT', url, {
      start_date: '2030-05-03',
      end_date: '2030-05-02',
    });
    expect(both.statusCode).toBe(422);
    // A start moved back alone may not stretch the sprint past 366 days (every sprint has a
    // burndown, and a burndown spans at most that).
    const stretched = await call(t, owner, 'PUT', url, { start_date: '2029-05-13' });
    expect(stretched.statusCode).toBe(422);
    expect(stretched.json().message).toBe('A sprint may span at most 366 days');
    expect(detailLocs(stretched.json())).toEqual(['body.start_date']);
    // Growing into the next open sprint is refused; the sprint may keep its own days.
    const clash = await call(t, owner, 'PUT', url, { end_date: '2030-05-15' });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().message).toBe('Open sprints of a project may not overlap');
    const same = await call(t, owner, 'PUT', url, {
      start_date: '2030-05-01',
      end_date: '2030-05-14',
    });
    expect(same.statusCode).toBe(200);
    // A closed sprint is a record: its days may overlap an open one.
    expect((await call(t, owner, 'POST', `/api/sprints/${next.id}/close`, {})).statusCode).toBe(
      200,
    );
    const overClosed = await call(t, owner, 'PUT', url, { end_date: '2030-05-20' });
    expect(overClosed.statusCode, overClosed.body).toBe(200);
    const closedEdit = await call(t, owner, 'PUT', `/api/sprints/${next.id}`, {
      start_date: '2030-05-01',
    });
    expect(closedEdit.statusCode, closedEdit.body).toBe(200);
    expect(closedEdit.json().closed_at).not.toBeNull();
  });

  it('refuses an empty body and a blank name', async () => {
    const projectId = await freshProject();
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-06-01',
      end_date: '2030-06-02',
    });
    for (const payload of [{}, { name: '' }, { goal: 'g'.repeat(1001) }]) {
      const res = await call(t, owner, 'PUT', `/api/sprints/${sprint.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('sprint close', () => {
  it('closes once; a second close is 409', async () => {
    const projectId = await freshProject();
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-07-01',
      end_date: '2030-07-14',
    });
    t.clock.advance(60_000);
    const before = t.clock.now().getTime();
    const res = await call(t, manager, 'POST', `/api/sprints/${sprint.id}/close`, {
      move_open_to: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      sprint: { ...sprint, closed_at: expect.any(String) },
      moved_task_ids: [],
      moved_to: null,
    });
    expect(Date.parse(res.json().sprint.closed_at)).toBeGreaterThanOrEqual(before);
    const again = await call(t, owner, 'POST', `/api/sprints/${sprint.id}/close`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: expect.any(String),
      message: 'This sprint is already closed',
    });
  });

  it('refuses to move tasks to a sprint that is not another open one of the project', async () => {
    const projectId = await freshProject();
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-08-01',
      end_date: '2030-08-14',
    });
    const closed = await createSprint(t, owner, projectId, {
      start_date: '2030-08-15',
      end_date: '2030-08-28',
    });
    await call(t, owner, 'POST', `/api/sprints/${closed.id}/close`, {});
    const elsewhere = await createSprint(t, owner, await freshProject(), {
      start_date: '2030-08-15',
      end_date: '2030-08-28',
    });
    for (const [target, message] of [
      [elsewhere.id, 'Sprint not found in this project'],
      [randomUUID(), 'Sprint not found in this project'],
      [closed.id, 'Unfinished tasks can only move to another open sprint'],
      [sprint.id, 'Unfinished tasks can only move to another open sprint'],
    ] as const) {
      const res = await call(t, owner, 'POST', `/api/sprints/${sprint.id}/close`, {
        move_open_to: target,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe(message);
      expect(detailLocs(res.json())).toEqual(['body.move_open_to']);
    }
    const malformed = await call(t, owner, 'POST', `/api/sprints/${sprint.id}/close`, {
      move_open_to: 'next',
    });
    expect(malformed.statusCode).toBe(422);
    // None of the refusals closed it.
    expect((await call(t, owner, 'GET', `/api/sprints/${sprint.id}`)).json().closed_at).toBeNull();
  });
});

describe('sprint delete', () => {
  it('deletes a sprint; it is gone from the list and from reads', async () => {
    const projectId = await freshProject();
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-09-01',
      end_date: '2030-09-14',
    });
    const res = await call(t, manager, 'DELETE', `/api/sprints/${sprint.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call(t, owner, 'GET', `/api/sprints/${sprint.id}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'GET', `/api/projects/${projectId}/sprints`)).json()).toEqual([]);
    expect((await call(t, owner, 'DELETE', `/api/sprints/${sprint.id}`)).statusCode).toBe(404);
  });
});

describe('sprint access', () => {
  it('answers 401 signed out, 403 to a member who plans, 404 to a stranger', async () => {
    const projectId = await freshProject();
    const sprint = await createSprint(t, owner, projectId, {
      start_date: '2030-10-01',
      end_date: '2030-10-14',
    });
    const body = { name: 'X', start_date: '2030-11-01', end_date: '2030-11-02' };
    const calls = [
      ['GET', `/api/projects/${projectId}/sprints`, undefined],
      ['POST', `/api/projects/${projectId}/sprints`, body],
      ['GET', `/api/sprints/${sprint.id}`, undefined],
      ['PUT', `/api/sprints/${sprint.id}`, { name: 'Y' }],
      ['POST', `/api/sprints/${sprint.id}/close`, {}],
      ['DELETE', `/api/sprints/${sprint.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(t, null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const hidden = await call(t, stranger, method, url, payload);
      expect(hidden.statusCode, `${method} ${url}`).toBe(404);
      expect(hidden.json().message).toMatch(/^(Project|Sprint) not found$/);
    }
    for (const [method, url, payload] of calls.slice(1).filter(([m]) => m !== 'GET')) {
      const res = await call(t, member, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call(t, member, 'GET', `/api/sprints/${sprint.id}`)).statusCode).toBe(200);
    // The member's refusals changed nothing.
    const after = (await call(t, owner, 'GET', `/api/sprints/${sprint.id}`)).json();
    expect(after).toMatchObject({ name: 'Sprint', closed_at: null });
    for (const url of [`/api/sprints/${randomUUID()}`, '/api/sprints/not-a-uuid']) {
      expect((await call(t, owner, 'GET', url)).statusCode).toBe(404);
    }
  });
});
