import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { deadlineReminders } from '../../db/notification-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connect } from '../../test/test-socket.ts';
import { signIn } from '../../test/project-factories.ts';
import { ofType, send } from '../../test/notification-test-helpers.ts';
import { runDeadlineReminders } from './deadline-job.ts';
import {
  DAY,
  HOUR,
  MINUTE,
  deadlineTeam,
  freshWindow,
  taskDueIn,
} from '../../test/deadline-test-helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  freshWindow(t);
});

/** One run of the job at the app's clock; the reminders it made for these tasks. */
async function run(taskIds?: string[]) {
  const made = await runDeadlineReminders(t.database.db, t.clock.now);
  return taskIds ? made.filter((r) => taskIds.includes(r.taskId)) : made;
}

describe('deadline reminders', () => {
  it('remind the assignee once of a task due within 24 h, linked to the task', async () => {
    const { owner, projectId, projectName, ...team } = await deadlineTeam(t);
    let { assignee } = team;
    const task = await taskDueIn(t, owner, projectId, 3 * HOUR, { assignee_id: assignee.user.id });

    expect(await run([task.id])).toEqual([
      { taskId: task.id, dueDate: new Date(task.due_date), userId: assignee.user.id },
    ]);
    const [notification, ...others] = await ofType(t, assignee, 'deadline');
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      user_id: assignee.user.id,
      title: `Task due soon: ${task.title}`,
      read: false,
      link: `/dashboard/projects/${projectId}/tasks?task=${task.id}`,
      metadata: {
        dueDate: task.due_date,
        task_id: task.id,
        task_title: task.title,
        projectId,
        projectName,
      },
    });
    expect(notification!.message).toContain(projectName);
    // Nobody else hears of it, and later runs (the next minute, an hour on) add nothing.
    expect(await ofType(t, owner, 'deadline')).toEqual([]);
    expect(await run([task.id])).toEqual([]);
    t.clock.advance(HOUR);
    expect(await run([task.id])).toEqual([]);
    assignee = await signIn(t, assignee); // the access token expired meanwhile
    expect(await ofType(t, assignee, 'deadline')).toHaveLength(1);
  });

  it('leave out done and unassigned tasks, tasks due later than 24 h and past due ones', async () => {
    const { owner, projectId, ...team } = await deadlineTeam(t);
    let { assignee } = team;
    const to = { assignee_id: assignee.user.id };
    const done = await taskDueIn(t, owner, projectId, HOUR, { ...to, status: 'done' });
    const unassigned = await taskDueIn(t, owner, projectId, HOUR);
    const later = await taskDueIn(t, owner, projectId, DAY + HOUR, to);
    const overdue = await taskDueIn(t, owner, projectId, -MINUTE, to);
    const edge = await taskDueIn(t, owner, projectId, DAY, to);
    const ids = [done.id, unassigned.id, later.id, overdue.id, edge.id];

    // Exactly 24 h ahead is within the window; one hour more is not yet.
    expect((await run(ids)).map((r) => r.taskId)).toEqual([edge.id]);
    expect(await ofType(t, owner, 'deadline')).toEqual([]);
    // Two hours on, the later task has come within 24 h; the others still never remind.
    t.clock.advance(2 * HOUR);
    expect((await run(ids)).map((r) => r.taskId)).toEqual([later.id]);
    assignee = await signIn(t, assignee);
    const titles = (await ofType(t, assignee, 'deadline')).map((n) => n.title);
    expect(titles).toEqual([`Task due soon: ${later.title}`, `Task due soon: ${edge.title}`]);
  });

  it('remind the person who assigned the task to themself (the job is nobody’s action)', async () => {
    const { owner, projectId } = await deadlineTeam(t);
    const task = await taskDueIn(t, owner, projectId, HOUR, { assignee_id: owner.user.id });
    expect(await run([task.id])).toHaveLength(1);
    expect(await ofType(t, owner, 'deadline')).toHaveLength(1);
  });

  it('are re-armed by a new due date, never for one already past', async () => {
    const { owner, assignee, projectId } = await deadlineTeam(t);
    const task = await taskDueIn(t, owner, projectId, 5 * HOUR, { assignee_id: assignee.user.id });
    expect(await run([task.id])).toHaveLength(1);

    // Beyond the grouping minute, so the new reminder is a notification of its own.
    t.clock.advance(2 * MINUTE);
    const moved = new Date(t.clock.now().getTime() + 10 * HOUR).toISOString();
    const res = await send(t, owner, 'PUT', `/api/tasks/${task.id}`, { due_date: moved });
    expect(res.statusCode).toBe(200);
    expect(await run([task.id])).toEqual([
      { taskId: task.id, dueDate: new Date(moved), userId: assignee.user.id },
    ]);
    expect(await run([task.id])).toEqual([]);
    const reminders = await ofType(t, assignee, 'deadline');
    expect(reminders.map((n) => n.metadata.dueDate)).toEqual([moved, task.due_date]);

    // Moved into the past: nothing; moved back into the window: a reminder again.
    const past = new Date(t.clock.now().getTime() - HOUR).toISOString();
    await send(t, owner, 'PUT', `/api/tasks/${task.id}`, { due_date: past });
    expect(await run([task.id])).toEqual([]);
    t.clock.advance(2 * MINUTE);
    const again = new Date(t.clock.now().getTime() + HOUR).toISOString();
    await send(t, owner, 'PUT', `/api/tasks/${task.id}`, { due_date: again });
    expect(await run([task.id])).toHaveLength(1);
    expect(await ofType(t, assignee, 'deadline')).toHaveLength(3);
  });

  it('group the tasks of one project falling due together: "2 tasks due soon"', async () => {
    const { owner, assignee, projectId } = await deadlineTeam(t);
    const to = { assignee_id: assignee.user.id };
    const first = await taskDueIn(t, owner, projectId, HOUR, to);
    const second = await taskDueIn(t, owner, projectId, 2 * HOUR, to);
    expect(await run([first.id, second.id])).toHaveLength(2);
    const [grouped, ...others] = await ofType(t, assignee, 'deadline');
    expect(others).toEqual([]);
    expect(grouped).toMatchObject({
      // The project is named once, in the title; the message is the newest event.
      title: expect.stringMatching(/^2 tasks due soon in /),
      message: `Latest: Task due soon: ${second.title}`,
      link: `/dashboard/projects/${projectId}/tasks?task=${second.id}`,
      metadata: { count: 2, task_id: second.id },
    });
  });

  it('stay silent for a project the assignee muted (and do not pile up for later)', async () => {
    const { owner, assignee, projectId } = await deadlineTeam(t);
    const prefs = (await send(t, assignee, 'GET', '/api/notification-preferences')).json();
    const muted = await send(t, assignee, 'PUT', '/api/notification-preferences', {
      ...prefs,
      muted_project_ids: [projectId],
    });
    expect(muted.statusCode).toBe(200);
    const task = await taskDueIn(t, owner, projectId, HOUR, { assignee_id: assignee.user.id });
    expect(await run([task.id])).toHaveLength(1);
    expect(await ofType(t, assignee, 'deadline')).toEqual([]);
    // The reminder was due while muted: unmuting does not bring it back.
    await send(t, assignee, 'PUT', '/api/notification-preferences', prefs);
    expect(await run([task.id])).toEqual([]);
    expect(await ofType(t, assignee, 'deadline')).toEqual([]);
  });

  it('are made once when several runs of this process overlap', async () => {
    const { owner, assignee, projectId } = await deadlineTeam(t);
    const other = await deadlineTeam(t);
    const tasks = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) =>
        taskDueIn(t, owner, projectId, (i + 1) * HOUR, { assignee_id: assignee.user.id }),
      ),
      ...Array.from({ length: 4 }, (_, i) =>
        taskDueIn(t, other.owner, other.projectId, (i + 1) * HOUR, {
          assignee_id: other.assignee.user.id,
        }),
      ),
    ]);
    const ids = tasks.map((task) => task.id);
    const runs = await Promise.all([run(ids), run(ids), run(ids), run(ids)]);
    const made = runs.flat().map((r) => r.taskId);
    expect(made.sort()).toEqual([...ids].sort());
    const [mine] = await ofType(t, assignee, 'deadline');
    const [theirs] = await ofType(t, other.assignee, 'deadline');
    expect([mine?.metadata.count, theirs?.metadata.count]).toEqual([6, 4]);
    const rows = await t.database.db
      .select()
      .from(deadlineReminders)
      .where(eq(deadlineReminders.userId, assignee.user.id));
    expect(rows).toHaveLength(6);
  });

  it('arrive live on the assignee’s socket', async () => {
    const { owner, assignee, projectId } = await deadlineTeam(t);
    const socket = await connect(t, assignee.access_token);
    try {
      const task = await taskDueIn(t, owner, projectId, 90 * MINUTE, {
        assignee_id: assignee.user.id,
      });
      await socket.next('notification_created'); // task_assigned
      await run([task.id]);
      const frame = await socket.next('notification_created');
      expect(frame.notification).toMatchObject({
        user_id: assignee.user.id,
        notification_type: 'deadline',
        metadata: { dueDate: task.due_date, task_id: task.id },
      });
    } finally {
      socket.close();
    }
  });

  it('forget reminder rows a day after their due date (they can never fire again)', async () => {
    const { owner, projectId, ...team } = await deadlineTeam(t);
    let { assignee } = team;
    const task = await taskDueIn(t, owner, projectId, HOUR, { assignee_id: assignee.user.id });
    await run([task.id]);
    const rowsOf = () =>
      t.database.db.select().from(deadlineReminders).where(eq(deadlineReminders.taskId, task.id));
    expect(await rowsOf()).toHaveLength(1);
    t.clock.advance(DAY);
    await run([task.id]);
    expect(await rowsOf()).toHaveLength(1);
    t.clock.advance(2 * HOUR);
    await run([task.id]);
    expect(await rowsOf()).toEqual([]);
    assignee = await signIn(t, assignee);
    expect(await ofType(t, assignee, 'deadline')).toHaveLength(1);
  });
});
