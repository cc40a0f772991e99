import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LocalJobs } from '../../jobs/local-jobs.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam, type TestTeam } from '../../test/team-fixture.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { signUp } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { createProjectThread, postMessage } from '../../test/chat-test-helpers.ts';
import { projectMembers, users } from '../../db/schema.ts';
import { notificationJobs, notifications } from '../../db/notification-schema.ts';
import {
  NOTIFICATION_BATCH_SIZE,
  runNextNotificationBatch,
  runNotificationJobs,
} from './notification-jobs.ts';

/** Stops the app's job runners (the context only shows their kick). */
const stopJobs = (app: TestApp) => (app.app.ctx.jobs as unknown as LocalJobs).stopAll();

// Every crowd person made here. Their notifications are deleted after each suite: on a shared
// PostgreSQL, a thousand pending e-mails would otherwise fill other files' e-mail job batches.
const crowds: string[] = [];

async function forgetCrowds(db: Db): Promise<void> {
  if (crowds.length === 0) return;
  await db.delete(notifications).where(inArray(notifications.userId, crowds.splice(0)));
}

/** Adds `size` people to a project, inserted directly (the API would take minutes). */
async function addCrowd(db: Db, projectId: string, size: number): Promise<string[]> {
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: size }, (_, i) => ({
        name: `Crowd ${i}`,
        email: `crowd-${randomUUID()}@example.test`,
      })),
    )
    .returning({ id: users.id });
  await db
    .insert(projectMembers)
    .values(people.map(({ id }) => ({ projectId, userId: id, role: 'member' })));
  crowds.push(...people.map((person) => person.id));
  return people.map((person) => person.id);
}

/** How many notifications each person has for the message. */
async function notifiedFor(db: Db, messageId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ userId: notifications.userId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.link, `/dashboard/inbox?message=${messageId}`))
    .groupBy(notifications.userId);
  return new Map(rows.map((row) => [row.userId, row.n]));
}

/** The message's queued fan-out, if it is still queued. */
async function jobOf(db: Db, messageId: string) {
  const [job] = await db
    .select()
    .from(notificationJobs)
    .where(sql`${notificationJobs.event}->>'messageId' = ${messageId}`);
  return job;
}

/** Polls until the message's fan-out is done (no job row left), or fails after `ms`. */
async function fanOutDone(db: Db, messageId: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (await jobOf(db, messageId)) {
    if (Date.now() > until) throw new Error('the fan-out did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('an urgent message to a big project', () => {
  // The test drives the job itself, one batch at a time: the app's own runner is stopped.
  let team: TestTeam;
  let t: TestApp;
  beforeAll(async () => {
    team = await openTeam();
    t = team.t;
    await stopJobs(t);
  });
  afterAll(async () => {
    await forgetCrowds(t.database.db);
    await t.close();
  });

  it('answers before the audience is notified; everyone is notified once, in batches, even when a batch is retried', async () => {
    const db = t.database.db;
    const projectId = await team.freshProject();
    const crowd = await addCrowd(db, projectId, 1_200);
    const audience = [...crowd, team.member.user.id, team.observer.user.id];
    const thread = await createProjectThread(t, team.owner, projectId);
    team.published.length = 0;

    const message = await postMessage(t, team.owner, thread.id, 'Everyone: stop the deploy', {
      urgent: true,
    });
    // The request only recorded the fan-out: one job row, no notification yet.
    const queued = await jobOf(db, message.id);
    expect(queued?.cursor).toBeNull();
    expect((await notifiedFor(db, message.id)).size).toBeLessThan(audience.length);

    // One batch notifies one batch of people and moves the cursor past them.
    expect(await runNextNotificationBatch(db)).toBe(true);
    const afterOne = await notifiedFor(db, message.id);
    expect(afterOne.size).toBeGreaterThan(0);
    expect(afterOne.size).toBeLessThanOrEqual(NOTIFICATION_BATCH_SIZE);
    expect((await jobOf(db, message.id))?.cursor).not.toBeNull();

    // A batch that dies before it commits notifies no one and leaves the cursor where it was.
    const cursor = (await jobOf(db, message.id))!.cursor;
    const crashing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            await work(tx);
            throw new Error('the process died');
          });
      },
    });
    expect(await runNextNotificationBatch(crashing)).toBe(true);
    expect(await notifiedFor(db, message.id)).toEqual(afterOne);
    const failed = await jobOf(db, message.id);
    expect(failed).toMatchObject({ cursor, attempts: 1 });
    // The retry is due now rather than in 10 s.
    await db
      .update(notificationJobs)
      .set({ runAfter: sql`now()` })
      .where(eq(notificationJobs.id, failed!.id));

    // Two runners at once, then another run: each person still gets exactly one.
    await Promise.all([runNotificationJobs(db), runNotificationJobs(db)]);
    await fanOutDone(db, message.id, 20_000);
    expect(await runNotificationJobs(db)).toBe(0);
    const made = await notifiedFor(db, message.id);
    expect(made.size).toBe(audience.length);
    for (const id of audience) expect(made.get(id)).toBe(1);
    expect(made.has(team.owner.user.id)).toBe(false);
    // And one live frame each.
    const framed = team.published.filter(
      (envelope) => envelope.t === 'notification_created' && made.has(envelope.u),
    );
    expect(framed).toHaveLength(audience.length);
  });

  it('keeps the content and the muting of the small-audience path', async () => {
    const db = t.database.db;
    const projectId = await team.freshProject();
    await addCrowd(db, projectId, NOTIFICATION_BATCH_SIZE + 5);
    const prefs = await t.request({
      method: 'GET',
      url: '/api/notification-preferences',
      token: team.observer.access_token,
    });
    const muted = await t.request({
      method: 'PUT',
      url: '/api/notification-preferences',
      token: team.observer.access_token,
      payload: { ...(prefs.json() as object), muted_project_ids: [projectId] },
    });
    expect(muted.statusCode).toBe(200);
    const thread = await createProjectThread(t, team.owner, projectId);
    const message = await postMessage(t, team.owner, thread.id, 'Fire drill', {
      urgent: true,
      mentions: [team.member.user.id],
    });
    await runNotificationJobs(db);
    await fanOutDone(db, message.id, 20_000);
    const [mine] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, team.member.user.id),
          eq(notifications.link, `/dashboard/inbox?message=${message.id}`),
        ),
      );
    expect(mine).toMatchObject({
      notificationType: 'urgent',
      title: `Urgent message from ${team.owner.user.name}`,
      projectId,
    });
    expect((await notifiedFor(db, message.id)).get(team.observer.user.id)).toBeUndefined();
  });
});

describe.runIf(inject('databaseUrl'))('a fan-out across two processes on PostgreSQL', () => {
  const apps = twoTestApps();

  it('started on A, is finished by B when only B runs jobs', async () => {
    const { a, b } = apps;
    // A process that died after its commit: its job runner is gone.
    await stopJobs(a);
    const owner = await signUp(a);
    const projectId = (await createProject(a, owner)).id;
    const member = await signUp(a);
    await addMember(a, owner, projectId, member, 'member');
    const crowd = await addCrowd(a.database.db, projectId, NOTIFICATION_BATCH_SIZE * 2 + 10);
    const thread = await createProjectThread(a, owner, projectId);
    const message = await postMessage(a, owner, thread.id, 'All hands', { urgent: true });
    // B's runner, woken by A's commit (or its timer), takes every batch.
    await fanOutDone(b.database.db, message.id, 20_000);
    const made = await notifiedFor(b.database.db, message.id);
    expect(made.size).toBe(crowd.length + 1);
    expect([...made.values()].every((n) => n === 1)).toBe(true);
    await forgetCrowds(a.database.db);
  });
});
