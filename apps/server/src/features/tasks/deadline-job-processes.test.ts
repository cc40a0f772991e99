import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { notifications } from '../../db/notification-schema.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createTestClock, type TestApp } from '../../test/test-app.ts';
import { runDeadlineReminders } from './deadline-job.ts';
import { bootTestApp, waitFor } from '../../test/scheduled-test-helpers.ts';
import {
  DAY,
  HOUR,
  deadlineTeam,
  freshWindow,
  taskDueIn,
} from '../../test/deadline-test-helpers.ts';

// Once across a restart (both engines) and across processes (PostgreSQL: two apps with their
// own pools and jobs stand in for two processes, sharing nothing but the database).

const databaseUrl = inject('databaseUrl');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Opens the same database again and again: the shared PostgreSQL, or an embedded one on disk. */
function sameDatabase(): () => Promise<Database> {
  if (databaseUrl) return () => openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 5 });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crewline-deadline-'));
  dirs.push(dir);
  const dataDir = path.join(dir, 'pglite');
  let created = false;
  return async () => {
    if (created) return openDatabase({ kind: 'embedded', dataDir });
    created = true;
    const template = new Blob([fs.readFileSync(inject('templatePath'))]);
    return openDatabase({ kind: 'embedded', dataDir, loadDataDir: template });
  };
}

/** The `deadline` notifications of these tasks, read straight from the database. */
async function deadlineRows(t: Pick<TestApp, 'database'>, taskIds: string[]) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.notificationType, 'deadline'));
  return rows.filter((row) => taskIds.includes(row.metadata.task_id as string));
}

describe('a restart', () => {
  it('reminds at start-up of a task that came due while down, and never again after', async () => {
    const open = sameDatabase();
    const clock = createTestClock();
    freshWindow({ clock });
    const before = await bootTestApp(await open(), clock, { jobs: false });
    const { owner, assignee, projectId } = await deadlineTeam(before);
    const task = await taskDueIn(before, owner, projectId, DAY + 2 * HOUR, {
      assignee_id: assignee.user.id,
    });
    expect(await runDeadlineReminders(before.database.db, clock.now)).toEqual([]);
    await before.close();

    // While no process was up, the task came within 24 h of its due date.
    clock.advance(3 * HOUR);
    const after = await bootTestApp(await open(), clock, { jobs: ['deadline'] });
    // No hand-driven run: the start-up run reminds.
    await waitFor(async () => (await deadlineRows(after, [task.id])).length === 1);
    expect(await runDeadlineReminders(after.database.db, clock.now)).toEqual([]);
    await after.close();

    const again = await bootTestApp(await open(), clock, { jobs: ['deadline'] });
    try {
      expect(await runDeadlineReminders(again.database.db, clock.now)).toEqual([]);
      const rows = await deadlineRows(again, [task.id]);
      expect(rows.map((row) => [row.userId, row.metadata.count ?? 1])).toEqual([
        [assignee.user.id, 1],
      ]);
    } finally {
      await again.close();
    }
  }, 60_000);
});

describe.skipIf(!databaseUrl)('two processes on one PostgreSQL', () => {
  it('remind of each of many tasks exactly once', { timeout: 120_000 }, async () => {
    const clockA = createTestClock();
    freshWindow({ clock: clockA });
    const clockB = createTestClock();
    clockB.set(clockA.now());
    const a = await bootTestApp(
      await openDatabase({ kind: 'postgres', url: databaseUrl }),
      clockA,
      {
        jobs: ['deadline'],
      },
    );
    const b = await bootTestApp(
      await openDatabase({ kind: 'postgres', url: databaseUrl }),
      clockB,
      {
        jobs: ['deadline'],
      },
    );
    try {
      const teams = await Promise.all([deadlineTeam(a), deadlineTeam(b), deadlineTeam(a)]);
      const tasks = [];
      for (let i = 0; i < 60; i++) {
        const team = teams[i % 3]!;
        tasks.push(
          await taskDueIn(i % 2 ? a : b, team.owner, team.projectId, DAY + HOUR + i * 1_000, {
            assignee_id: (i % 5 ? team.assignee : team.owner).user.id,
          }),
        );
      }
      const ids = tasks.map((task) => task.id);
      clockA.advance(2 * HOUR);
      clockB.advance(2 * HOUR);
      // Both processes' own timers run, and both are driven at once as well.
      const runs = await Promise.all([
        runDeadlineReminders(a.database.db, clockA.now),
        runDeadlineReminders(b.database.db, clockB.now),
        runDeadlineReminders(a.database.db, clockA.now),
        runDeadlineReminders(b.database.db, clockB.now),
      ]);
      const made = runs.flat().filter((r) => ids.includes(r.taskId));
      // No task was reminded by two runs, and none was left out.
      expect(made.map((r) => r.taskId).sort()).toEqual([...ids].sort());
      // Every reminder is one notification (grouped ones count theirs in metadata.count).
      const recipients = teams.flatMap((team) => [team.owner.user.id, team.assignee.user.id]);
      const rows = await a.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.notificationType, 'deadline'),
            inArray(notifications.userId, recipients),
          ),
        );
      const total = rows.reduce((sum, row) => sum + (row.metadata.count ?? 1), 0);
      expect(total).toBe(ids.length);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('leaves a reminder another process is making to it, and takes it if that one dies', async () => {
    const clock = createTestClock();
    freshWindow({ clock });
    const t = await bootTestApp(await openDatabase({ kind: 'postgres', url: databaseUrl }), clock, {
      jobs: false,
    });
    const dying = new pg.Client({ connectionString: databaseUrl });
    try {
      const { owner, assignee, projectId } = await deadlineTeam(t);
      const task = await taskDueIn(t, owner, projectId, HOUR, { assignee_id: assignee.user.id });
      // Another process inserted the reminder row and is still delivering it.
      await dying.connect();
      await dying.query('begin');
      await dying.query(
        'insert into deadline_reminders (task_id, due_date, user_id) values ($1, $2, $3)',
        [task.id, task.due_date, assignee.user.id],
      );
      const waiting = runDeadlineReminders(t.database.db, clock.now);
      // It dies before committing: the waiting run takes the reminder and notifies.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await dying.end();
      const made = await waiting;
      expect(made.map((r) => r.taskId)).toContain(task.id);
      expect(await deadlineRows(t, [task.id])).toHaveLength(1);
    } finally {
      await dying.end().catch(() => {});
      await t.close();
    }
  });
});
