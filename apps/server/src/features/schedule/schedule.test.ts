import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityEvents } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createTask, taskCall as call } from '../../test/task-test-helpers.ts';
import {
  addMilestone,
  linkTasks,
  setSchedulingMode,
  setTaskDays,
  storedMilestone,
  storedTask,
} from '../../test/schedule-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, observer, stranger] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
  ]);
});
afterAll(() => t.close());

/** A fresh project of `owner` with a member and an observer. */
async function freshProject(body: Record<string, unknown> = {}): Promise<string> {
  const projectId = (await createProject(t, owner, body)).id;
  await addMember(t, owner, projectId, member, 'member');
  await addMember(t, owner, projectId, observer, 'observer');
  return projectId;
}

/** Tasks with the given [start, due] days (a due may be an ISO instant), by title. */
async function dated(
  projectId: string,
  spans: Record<string, [string | null, string | null]>,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [title, [start, due]] of Object.entries(spans)) {
    ids[title] = (await createTask(t, owner, projectId, { title })).id;
    await setTaskDays(t.database.db, ids[title]!, start, due);
  }
  return ids;
}

const preview = (user: SignedUpUser | null, projectId: string, body: object) =>
  call(t, user, 'POST', `/api/projects/${projectId}/schedule/preview`, body);
const apply = (user: SignedUpUser | null, projectId: string, body: object) =>
  call(t, user, 'POST', `/api/projects/${projectId}/schedule/apply`, body);

/** The moves as `title: from -> to` lines, easy to read in a failure. */
function summary(json: { moves: { title: string; from: object; to: object }[] }): string[] {
  const days = (d: { start_date?: string | null; due_date?: string | null }) =>
    `${d.start_date ?? '-'}..${d.due_date ?? '-'}`;
  return json.moves.map((m) => `${m.title}: ${days(m.from)} -> ${days(m.to)}`);
}

describe('schedule preview and apply', () => {
  it('pushes a chain later, keeping durations, and apply writes exactly the preview', async () => {
    const projectId = await freshProject();
    const ids = await dated(projectId, {
      A: ['2030-01-01', '2030-01-03'],
      B: ['2030-01-05', '2030-01-07'],
      C: [null, '2030-01-09'],
    });
    await linkTasks(t.database.db, ids.A!, ids.B!);
    await linkTasks(t.database.db, ids.B!, ids.C!);
    const body = { task_id: ids.A, start_date: '2030-01-04', due_date: '2030-01-06' };

    const shown = await preview(member, projectId, body);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(summary(shown.json())).toEqual([
      'A: 2030-01-01..2030-01-03 -> 2030-01-04..2030-01-06',
      'B: 2030-01-05..2030-01-07 -> 2030-01-07..2030-01-09',
      'C: -..2030-01-09 -> -..2030-01-10',
    ]);
    expect(shown.json()).toMatchObject({ hidden_moves: 0, violations: [] });
    expect(shown.json().moves[0]).toEqual({
      kind: 'task',
      id: ids.A,
      title: 'A',
      project_id: projectId,
      from: { start_date: '2030-01-01', due_date: '2030-01-03' },
      to: { start_date: '2030-01-04', due_date: '2030-01-06' },
      can_edit: true,
    });

    const done = await apply(member, projectId, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual(shown.json());
    expect(await storedTask(t.database.db, ids.A!)).toEqual({
      start_date: '2030-01-04',
      due_date: '2030-01-06T00:00:00.000Z',
    });
    expect(await storedTask(t.database.db, ids.B!)).toEqual({
      start_date: '2030-01-07',
      due_date: '2030-01-09T00:00:00.000Z',
    });
    // A due-only task stays due-only: one day, now a day later.
    expect(await storedTask(t.database.db, ids.C!)).toEqual({
      start_date: null,
      due_date: '2030-01-10T00:00:00.000Z',
    });
    // Each move is recorded as a task edit.
    const events = await t.database.db
      .select({ data: activityEvents.data })
      .from(activityEvents)
      .where(and(eq(activityEvents.entityId, ids.B!), eq(activityEvents.action, 'task_updated')));
    expect(events.map((e) => e.data)).toEqual([
      {
        title: 'B',
        changes: {
          due_date: { from: '2030-01-07T00:00:00.000Z', to: '2030-01-09T00:00:00.000Z' },
          start_date: { from: '2030-01-05', to: '2030-01-07' },
        },
      },
    ]);
    // The same change again moves nothing: the state already is what it asks for.
    const again = await preview(member, projectId, body);
    expect(again.json()).toEqual({ moves: [], hidden_moves: 0, violations: [] });
  });

  it('never pulls dependents earlier', async () => {
    const projectId = await freshProject();
    const ids = await dated(projectId, {
      A: ['2030-02-01', '2030-02-03'],
      B: ['2030-02-10', '2030-02-12'],
    });
    await linkTasks(t.database.db, ids.A!, ids.B!);
    const body = { task_id: ids.A, start_date: '2030-01-01', due_date: '2030-01-02' };
    const done = await apply(owner, projectId, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(summary(done.json())).toEqual(['A: 2030-02-01..2030-02-03 -> 2030-01-01..2030-01-02']);
    expect(await storedTask(t.database.db, ids.B!)).toMatchObject({ start_date: '2030-02-10' });
  });

  it('pushes a diamond: the join waits for the later branch', async () => {
    const projectId = await freshProject();
    const ids = await dated(projectId, {
      A: ['2030-03-01', '2030-03-02'],
      B: ['2030-03-03', '2030-03-03'],
      C: ['2030-03-03', '2030-03-07'],
      D: ['2030-03-08', '2030-03-09'],
    });
    for (const [from, to] of [
      ['A', 'B'],
      ['A', 'C'],
      ['B', 'D'],
      ['C', 'D'],
    ] as const) {
      await linkTasks(t.database.db, ids[from]!, ids[to]!);
    }
    const res = await preview(owner, projectId, {
      task_id: ids.A,
      start_date: '2030-03-03',
      due_date: '2030-03-04',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(summary(res.json()).sort()).toEqual([
      'A: 2030-03-01..2030-03-02 -> 2030-03-03..2030-03-04',
      'B: 2030-03-03..2030-03-03 -> 2030-03-05..2030-03-05',
      'C: 2030-03-03..2030-03-07 -> 2030-03-05..2030-03-09',
      'D: 2030-03-08..2030-03-09 -> 2030-03-10..2030-03-11',
    ]);
    // Topological: the join comes after both branches.
    expect(res.json().moves.at(-1).title).toBe('D');
  });

  it('pushes across projects and moves the milestone a pushed task now overruns', async () => {
    const first = await freshProject();
    const second = (await createProject(t, member)).id;
    const [a] = Object.values(await dated(first, { A: ['2030-04-01', '2030-04-02'] }));
    const b = (await createTask(t, member, second, { title: 'B elsewhere' })).id;
    await setTaskDays(t.database.db, b, '2030-04-03', '2030-04-05');
    const milestone = await addMilestone(
      t.database.db,
      second,
      { start: '2030-03-20', due: '2030-04-05', name: 'Beta' },
      [b],
    );
    await linkTasks(t.database.db, a!, b);
    const body = { task_id: a, start_date: '2030-04-03', due_date: '2030-04-04' };
    const shown = await preview(member, first, body);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(summary(shown.json())).toEqual([
      'A: 2030-04-01..2030-04-02 -> 2030-04-03..2030-04-04',
      'B elsewhere: 2030-04-03..2030-04-05 -> 2030-04-05..2030-04-07',
      'Beta: 2030-03-20..2030-04-05 -> 2030-03-22..2030-04-07',
    ]);
    expect(shown.json().moves.map((m: { project_id: string }) => m.project_id)).toEqual([
      first,
      second,
      second,
    ]);
    const done = await apply(member, first, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual(shown.json());
    expect(await storedTask(t.database.db, b)).toMatchObject({ start_date: '2030-04-05' });
    expect(await storedMilestone(t.database.db, milestone)).toEqual({
      start: '2030-03-22',
      due: '2030-04-07',
    });
  });

  it('keeps a due instant at its wall-clock time in the project zone', async () => {
    const projectId = await freshProject({ time_zone: 'Europe/Berlin' });
    // 17:00 in Berlin on Friday 29 March 2030 (CET); the clocks go forward on the 31st.
    const ids = await dated(projectId, {
      A: ['2030-03-27', '2030-03-28'],
      B: ['2030-03-29', '2030-03-29T16:00:00.000Z'],
    });
    await linkTasks(t.database.db, ids.A!, ids.B!);
    const res = await apply(owner, projectId, {
      task_id: ids.A,
      start_date: '2030-03-27',
      due_date: '2030-04-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedTask(t.database.db, ids.B!)).toEqual({
      start_date: '2030-04-02',
      due_date: '2030-04-02T15:00:00.000Z',
    });
  });

  it('moves nothing but the task in manual mode and reports the broken links', async () => {
    const projectId = await freshProject();
    await setSchedulingMode(t.database.db, projectId, 'manual');
    const ids = await dated(projectId, {
      A: ['2030-05-01', '2030-05-02'],
      B: ['2030-05-03', '2030-05-04'],
    });
    await linkTasks(t.database.db, ids.A!, ids.B!);
    const body = { task_id: ids.A, start_date: '2030-05-03', due_date: '2030-05-04' };
    const shown = await preview(owner, projectId, body);
    expect(summary(shown.json())).toEqual(['A: 2030-05-01..2030-05-02 -> 2030-05-03..2030-05-04']);
    expect(shown.json().violations).toEqual([{ blocker_task_id: ids.A, blocked_task_id: ids.B }]);
    const done = await apply(owner, projectId, body);
    expect(done.json()).toEqual(shown.json());
    expect(await storedTask(t.database.db, ids.B!)).toMatchObject({ start_date: '2030-05-03' });
  });

  it('leaves a dependent in a manual-mode project where it is and reports it', async () => {
    const first = await freshProject();
    const second = await freshProject();
    await setSchedulingMode(t.database.db, second, 'manual');
    const [a] = Object.values(await dated(first, { A: ['2030-06-01', '2030-06-02'] }));
    const [b] = Object.values(await dated(second, { B: ['2030-06-03', '2030-06-04'] }));
    await linkTasks(t.database.db, a!, b!);
    const res = await preview(owner, first, {
      task_id: a,
      start_date: '2030-06-02',
      due_date: '2030-06-03',
    });
    expect(summary(res.json())).toEqual(['A: 2030-06-01..2030-06-02 -> 2030-06-02..2030-06-03']);
    expect(res.json().violations).toEqual([{ blocker_task_id: a, blocked_task_id: b }]);
  });
});

describe('schedule permissions', () => {
  it('refuses an apply that moves a task where the caller is an observer, naming it', async () => {
    const first = (await createProject(t, member)).id;
    const second = (await createProject(t, owner)).id;
    await addMember(t, member, first, owner, 'member');
    // The member is only an observer of the second project.
    await addMember(t, owner, second, member, 'observer');
    const [a] = Object.values(await dated(first, { A: ['2030-07-01', '2030-07-02'] }));
    const [b] = Object.values(await dated(second, { 'Launch copy': ['2030-07-03', '2030-07-04'] }));
    await linkTasks(t.database.db, a!, b!);
    const body = { task_id: a, start_date: '2030-07-03', due_date: '2030-07-04' };
    const shown = await preview(member, first, body);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().moves.map((m: { can_edit: boolean }) => m.can_edit)).toEqual([true, false]);
    const refused = await apply(member, first, body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain('task "Launch copy"');
    expect(await storedTask(t.database.db, a!)).toMatchObject({ start_date: '2030-07-01' });
    expect(await storedTask(t.database.db, b!)).toMatchObject({ start_date: '2030-07-03' });
  });

  it('counts moves in projects the caller cannot read, and refuses to apply them', async () => {
    const first = await freshProject();
    const hidden = (await createProject(t, stranger)).id;
    const [a] = Object.values(await dated(first, { A: ['2030-08-01', '2030-08-02'] }));
    const b = (await createTask(t, stranger, hidden, { title: 'Secret' })).id;
    await setTaskDays(t.database.db, b, '2030-08-03', '2030-08-03');
    await linkTasks(t.database.db, a!, b);
    const body = { task_id: a, start_date: '2030-08-05', due_date: '2030-08-06' };
    const shown = await preview(member, first, body);
    expect(summary(shown.json())).toEqual(['A: 2030-08-01..2030-08-02 -> 2030-08-05..2030-08-06']);
    expect(shown.json().hidden_moves).toBe(1);
    expect(shown.body).not.toContain('Secret');
    const refused = await apply(member, first, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('1 task you cannot see');
    expect(refused.body).not.toContain('Secret');
  });

  it('needs a milestone editor to move a milestone', async () => {
    const projectId = await freshProject();
    const [a] = Object.values(await dated(projectId, { A: ['2030-09-01', '2030-09-02'] }));
    await addMilestone(
      t.database.db,
      projectId,
      { start: '2030-09-01', due: '2030-09-02', name: 'Alpha' },
      [a!],
    );
    const body = { task_id: a, start_date: '2030-09-02', due_date: '2030-09-03' };
    const refused = await apply(member, projectId, body);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().message).toContain('milestone "Alpha"');
    expect((await apply(owner, projectId, body)).statusCode).toBe(200);
  });

  it('answers 401 signed out, 404 to a stranger, 403 to an observer', async () => {
    const projectId = await freshProject();
    const [a] = Object.values(await dated(projectId, { A: ['2030-10-01', '2030-10-02'] }));
    const body = { task_id: a, start_date: '2030-10-02', due_date: '2030-10-03' };
    for (const send of [preview, apply]) {
      expect((await send(null, projectId, body)).statusCode).toBe(401);
      const hidden = await send(stranger, projectId, body);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('Project not found');
      expect((await send(observer, projectId, body)).statusCode).toBe(403);
      expect((await send(owner, randomUUID(), body)).statusCode).toBe(404);
    }
    expect(await storedTask(t.database.db, a!)).toMatchObject({ start_date: '2030-10-01' });
  });

  it('refuses a change that would push a dependent past the last accepted day', async () => {
    const projectId = await freshProject();
    const ids = await dated(projectId, {
      A: ['2999-12-01', '2999-12-02'],
      B: ['2999-12-03', '2999-12-31'],
    });
    await linkTasks(t.database.db, ids.A!, ids.B!);
    const body = { task_id: ids.A, start_date: '2999-12-20', due_date: '2999-12-30' };
    for (const send of [preview, apply]) {
      const res = await send(owner, projectId, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('This change would push dates past 2999-12-31');
    }
    expect(await storedTask(t.database.db, ids.A!)).toMatchObject({ start_date: '2999-12-01' });
  });

  it('refuses bad input with 422 naming the field', async () => {
    const projectId = await freshProject();
    const other = await freshProject();
    const [a] = Object.values(await dated(projectId, { A: ['2030-11-01', '2030-11-02'] }));
    const [elsewhere] = Object.values(await dated(other, { X: ['2030-11-01', '2030-11-02'] }));
    const cases: [object, string, string][] = [
      [
        { task_id: a, start_date: '2030-11-05', due_date: '2030-11-04' },
        'due_date',
        'Due date must be on or after the start date',
      ],
      [{ task_id: a, start_date: '2030-02-30', due_date: '2030-11-04' }, 'start_date', ''],
      [{ task_id: a, start_date: '5 Nov', due_date: '2030-11-04' }, 'start_date', ''],
      [{ task_id: a, start_date: '2030-11-05' }, 'due_date', ''],
      [{ task_id: 'nope', start_date: '2030-11-05', due_date: '2030-11-06' }, 'task_id', ''],
      [
        { task_id: randomUUID(), start_date: '2030-11-05', due_date: '2030-11-06' },
        'task_id',
        'Task not found in this project',
      ],
      [
        { task_id: elsewhere, start_date: '2030-11-05', due_date: '2030-11-06' },
        'task_id',
        'Task not found in this project',
      ],
    ];
    for (const [body, field, msg] of cases) {
      for (const send of [preview, apply]) {
        const res = await send(owner, projectId, body);
        expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(422);
        const detail = res.json().detail as { loc: string[]; msg: string }[];
        expect(detail.map((d) => d.loc.join('.'))).toContain(`body.${field}`);
        if (msg) expect(detail.map((d) => d.msg)).toContain(msg);
      }
    }
    expect(await storedTask(t.database.db, a!)).toMatchObject({ start_date: '2030-11-01' });
  });
});
