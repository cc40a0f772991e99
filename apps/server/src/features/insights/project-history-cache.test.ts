import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BurndownJson } from '@crewline/shared/contracts/insights';
import { projectBurndown } from '@crewline/shared/insights/burndown';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { createProject, signIn } from '../../test/project-factories.ts';
import { createTask, taskCall } from '../../test/task-test-helpers.ts';
import { presentBurndown } from './insights-presenter.ts';
import { loadCurrentTasks, loadProjectHistory } from './insights-queries.ts';
import { createProjectHistoryCache } from './project-history-cache.ts';
import { recordTaskHistory } from './record-task-history.ts';

const HOUR = 3_600_000;

/** The rows as the replay reads them, instants as numbers, nothing else. */
const plain = (
  rows: readonly { taskId: string; field: string; from: unknown; to: unknown; at: unknown }[],
) => rows.map((row) => [row.taskId, row.field, row.from, row.to, Number(row.at)]);

/**
 * Two app instances on one database (two processes' worth of state): A reads charts and keeps
 * the history, B writes. After every kind of write, A's kept history and A's chart must be what a
 * read of the whole table gives.
 */
describe('a project history kept in the process', () => {
  let a: TestApp;
  let b: TestApp;
  let user: SignedUpUser;
  let projectId: string;

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, {}, a);
    a.clock.set(new Date('2025-03-03T09:00:00Z'));
    user = await signUp(b, { name: 'Writer' });
    projectId = (await createProject(b, user, { time_zone: 'UTC' })).id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const put = async (taskId: string, body: object) => {
    const res = await taskCall(b, user, 'PUT', `/api/tasks/${taskId}`, body);
    expect(res.statusCode, res.body).toBe(200);
  };

  it('reads only new rows and stays equal to a whole read after interleaved writes', async () => {
    const cache = createProjectHistoryCache(1024 * 1024);
    const db = a.database.db;
    const reads: string[] = [];
    const stop = a.database.onQuery((text) => {
      if (text.includes('from task_history where project_id')) reads.push(text);
    });
    const same = async () => {
      expect(plain(await cache.load(db, projectId))).toEqual(
        plain(await loadProjectHistory(db, projectId)),
      );
    };
    try {
      await same();
      const first = (await createTask(b, user, projectId, { title: 'First', estimate: 3 })).id;
      await same();
      // Several writes at one instant (the clock stands still): (at, seq) orders them.
      const second = (await createTask(b, user, projectId, { title: 'Second', estimate: 2 })).id;
      await put(first, { status: 'in_progress' });
      await put(second, { estimate: 5 });
      await same();
      a.clock.advance(HOUR);
      user = await signIn(b, user);
      await put(first, { status: 'done' });
      expect((await taskCall(b, user, 'DELETE', `/api/tasks/${second}`)).statusCode).toBe(204);
      await same();
      // A write stamped before the last kept instant (a process whose clock is behind).
      a.clock.advance(-2 * HOUR);
      user = await signIn(b, user);
      await put(first, { status: 'todo' });
      await same();
      a.clock.advance(3 * HOUR);
      user = await signIn(b, user);
      await createTask(b, user, projectId, { title: 'Third' });
      await same();
      // Nothing new: the same rows come back, and the kept ones were not read again.
      reads.length = 0;
      const before = await cache.load(db, projectId);
      expect(await cache.load(db, projectId)).toBe(before);
      expect(reads.every((text) => text.includes('seq >'))).toBe(true);
    } finally {
      stop();
    }
  });

  it('charts from the kept history what the whole history gives, cold and warm', async () => {
    const url = (from: string, to: string) =>
      `/api/projects/${projectId}/insights/burndown?from=${from}&to=${to}`;
    const expected = async () => {
      const history = await loadProjectHistory(a.database.db, projectId);
      const window = { from: '2025-02-20', to: '2025-03-05' };
      const chart = projectBurndown(history, window, {
        timeZone: 'UTC',
        skipWeekends: false,
        asOf: a.clock.now(),
      });
      const settings = { name: '', timeZone: 'UTC', stalledAfterDays: 7 };
      const current = await loadCurrentTasks(a.database.db, projectId);
      return presentBurndown(chart, window, settings, false, current);
    };
    const chart = async () => {
      const res = await taskCall(a, user, 'GET', url('2025-02-20', '2025-03-05'));
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as BurndownJson;
    };
    user = await signIn(a, user);
    expect(await chart()).toEqual(await expected());
    const task = (await createTask(b, user, projectId, { title: 'Later', estimate: 1 })).id;
    expect(await chart()).toEqual(await expected());
    await put(task, { status: 'done', estimate: 4 });
    expect(await chart()).toEqual(await expected());
    expect((await taskCall(b, user, 'DELETE', `/api/tasks/${task}`)).statusCode).toBe(204);
    const after = await chart();
    expect(after).toEqual(await expected());
    expect(after.scope_changes.filter((change) => change.task_id === task)).toMatchObject([
      { kind: 'added', title: null },
      { kind: 'removed', title: null },
    ]);
    // The next morning, nothing written since yesterday: the chart goes on from where its
    // replay stood at yesterday's end.
    const at = async (instant: string) => {
      a.clock.set(new Date(instant));
      user = await signIn(a, user);
    };
    await at('2025-03-04T10:00:00Z');
    expect(await chart()).toEqual(await expected());
    // A process whose clock lags writes into yesterday after that: the chart sees it.
    await at('2025-03-03T23:00:00Z');
    const late = (await createTask(b, user, projectId, { title: 'Late', estimate: 2 })).id;
    await at('2025-03-04T10:00:00Z');
    const withLate = await chart();
    expect(withLate).toEqual(await expected());
    expect(withLate.scope_changes.at(-1)).toMatchObject({ task_id: late, day: '2025-03-03' });
    await put(late, { status: 'done' });
    expect(await chart()).toEqual(await expected());
  });
});

const databaseUrl = inject('databaseUrl');

/** A promise and the function that settles it. */
function signal() {
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  return { settled, settle };
}

/**
 * Two transactions writing one project's history at once on PostgreSQL. The second one to write
 * must draw its `seq` only after the first commits: were it to draw first (its insert waits for
 * the project's insight version only in the insert's trigger) and commit last, a reader in
 * between would keep a `seq` above its row, and never read that row.
 */
describe.skipIf(!databaseUrl)('history writers of one project on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('draw their seq in commit order, so an incremental read misses nothing', async () => {
    const user = await signUp(t, { name: 'Concurrent' });
    const projectId = (await createProject(t, user, { time_zone: 'UTC' })).id;
    const db = t.database.db;
    const cache = createProjectHistoryCache(1024 * 1024);
    const at = (ms: number) => ({ actorId: null, at: new Date(t.clock.now().getTime() + ms) });
    const created = (to: string) => [
      { taskId: randomUUID(), projectId, field: 'created' as const, from: null, to },
    ];
    await db.transaction((tx) => recordTaskHistory(tx, created('todo'), at(0)));
    await cache.load(db, projectId);

    // The first writer holds the project's version before writing.
    const holding = signal();
    const mayWrite = signal();
    const first = db.transaction(async (tx) => {
      await tx.execute(
        sql`select 1 from project_insight_versions where project_id = ${projectId} for update`,
      );
      holding.settle();
      await mayWrite.settled;
      await recordTaskHistory(tx, created('in_progress'), at(1000));
    });
    await holding.settled;
    // The second writes meanwhile (and waits), then stays open until told to commit.
    const secondWrote = signal();
    const mayCommit = signal();
    const second = db.transaction(async (tx) => {
      await recordTaskHistory(tx, created('done'), at(2000));
      secondWrote.settle();
      await mayCommit.settled;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    mayWrite.settle();
    await first;
    await secondWrote.settled;
    // A reader between the two commits.
    expect((await cache.load(db, projectId)).map((row) => row.to)).toEqual(['todo', 'in_progress']);
    mayCommit.settle();
    await second;
    const kept = await cache.load(db, projectId);
    expect(plain(kept)).toEqual(plain(await loadProjectHistory(db, projectId)));
    expect(kept.map((row) => row.to)).toEqual(['todo', 'in_progress', 'done']);
  });
});
