import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam, type TestTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember } from '../../test/project-factories.ts';
import { projectMembers, users } from '../../db/schema.ts';
import { notificationJobs, notifications } from '../../db/notification-schema.ts';
import { runNotificationJobs } from './notification-jobs.ts';
import { removeMember } from '../members/remove-member.ts';
import { createProjectThread, postMessage } from '../../test/chat-test-helpers.ts';
import { ofType, send } from '../../test/notification-test-helpers.ts';

// openTeam's capture replaces the bus, so commits do not wake the job here: tests run it.

let team: TestTeam;
let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
/** A second member: tasks go to them where the test needs someone besides `member`. */
let worker: SignedUpUser;

beforeAll(async () => {
  team = await openTeam();
  ({ t, owner, member, observer } = team);
  worker = await signUp(t);
});
afterAll(() => t.close());

const runJobs = () => runNotificationJobs(t.database.db);

/** A fresh project of the team with `size` more members, inserted directly (fast). */
async function projectWithCrowd(size: number) {
  const projectId = await team.freshProject();
  const db = t.database.db;
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
  return { projectId, people };
}

async function createTask(
  user: SignedUpUser,
  projectId: string,
  body: Record<string, unknown> = {},
) {
  const res = await send(t, user, 'POST', '/api/tasks', {
    title: `Task ${randomUUID().slice(0, 6)}`,
    project_id: projectId,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; title: string };
}

/** A fresh project of the team with `worker` in it too (observers may not be given tasks). */
async function projectWithWorker(): Promise<string> {
  const projectId = await team.freshProject();
  await addMember(t, owner, projectId, worker, 'member');
  return projectId;
}

async function mute(user: SignedUpUser, projectIds: string[]) {
  const prefs = (await send(t, user, 'GET', '/api/notification-preferences')).json();
  const res = await send(t, user, 'PUT', '/api/notification-preferences', {
    ...prefs,
    muted_project_ids: projectIds,
  });
  expect(res.statusCode).toBe(200);
}

describe('task_assigned', () => {
  it('tells the assignee, linked to the task; never the one who assigned themself', async () => {
    const projectId = await projectWithWorker();
    const task = await createTask(owner, projectId, { assignee_id: member.user.id });
    const [made] = await ofType(t, member, 'task_assigned');
    expect(made).toMatchObject({
      title: `${owner.user.name} assigned you "${task.title}"`,
      link: `/dashboard/projects/${projectId}/tasks?task=${task.id}`,
      read: false,
      metadata: { task_id: task.id, projectId, actor_name: owner.user.name },
    });
    await createTask(owner, projectId, { assignee_id: owner.user.id });
    expect(await ofType(t, owner, 'task_assigned')).toEqual([]);
    // Reassigning by update tells the new assignee.
    const other = await createTask(member, projectId);
    const res = await send(t, member, 'PUT', `/api/tasks/${other.id}`, {
      assignee_id: worker.user.id,
    });
    expect(res.statusCode).toBe(200);
    const [assigned] = await ofType(t, worker, 'task_assigned');
    expect(assigned?.metadata.task_id).toBe(other.id);
  });

  it('groups 50 assignments within a minute into one, and starts anew after 60 s', async () => {
    const projectId = await team.freshProject();
    for (let i = 0; i < 50; i += 1) {
      await createTask(owner, projectId, { assignee_id: member.user.id });
      t.clock.advance(1_000);
    }
    let mine = (await ofType(t, member, 'task_assigned')).filter(
      (n) => n.metadata.projectId === projectId,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      title: expect.stringMatching(/^50 tasks assigned to you in /),
      message: expect.stringMatching(/^Latest: /),
      metadata: { count: 50 },
    });
    // The group opened 50 s ago; 11 s more is past its minute.
    t.clock.advance(11_000);
    await createTask(owner, projectId, { assignee_id: member.user.id });
    mine = (await ofType(t, member, 'task_assigned')).filter(
      (n) => n.metadata.projectId === projectId,
    );
    expect(mine).toHaveLength(2);
    expect(mine[0]!.metadata.count).toBeUndefined();
    expect(mine[1]!.metadata.count).toBe(50);
  });

  it('makes nothing in a project the person muted', async () => {
    const projectId = await projectWithWorker();
    await mute(worker, [projectId]);
    await createTask(owner, projectId, { assignee_id: worker.user.id });
    const found = (await ofType(t, worker, 'task_assigned')).filter(
      (n) => n.metadata.projectId === projectId,
    );
    expect(found).toEqual([]);
    await mute(worker, []);
  });
});

describe('chat messages', () => {
  it('mention: to each person mentioned, not the sender, linked to the message', async () => {
    const projectId = await team.freshProject();
    const thread = await createProjectThread(t, owner, projectId);
    const content = `Hi @member and me ${randomUUID()}`;
    const message = await postMessage(t, owner, thread.id, content, {
      mentions: [member.user.id, owner.user.id],
    });
    const [made] = await ofType(t, member, 'mention');
    expect(made).toMatchObject({
      link: `/dashboard/inbox?message=${message.id}`,
      metadata: { sender_name: owner.user.name, full_message: content, projectId },
    });
    expect(
      (await ofType(t, owner, 'mention')).filter((n) => n.metadata.message_id === message.id),
    ).toEqual([]);
  });

  it('comment: a reply tells the author of the message replied to', async () => {
    const projectId = await team.freshProject();
    const thread = await createProjectThread(t, owner, projectId);
    const first = await postMessage(t, observer, thread.id, 'Question?');
    await postMessage(t, member, thread.id, 'Answer', { reply_to_message_id: first.id });
    const [reply] = await ofType(t, observer, 'comment');
    expect(reply).toMatchObject({ metadata: { event: 'reply', sender_name: member.user.name } });
  });

  it('urgent: every member of the thread but its author, through the job', async () => {
    const projectId = await team.freshProject();
    const thread = await createProjectThread(t, owner, projectId);
    const message = await postMessage(t, member, thread.id, 'Server down!', { urgent: true });
    expect(await runJobs()).toBeGreaterThanOrEqual(1);
    for (const user of [owner, observer]) {
      const [made] = (await ofType(t, user, 'urgent')).filter(
        (n) => n.metadata.message_id === message.id,
      );
      expect(made?.metadata).toMatchObject({ urgent: true, sender_name: member.user.name });
    }
    expect(
      (await ofType(t, member, 'urgent')).filter((n) => n.metadata.message_id === message.id),
    ).toEqual([]);
  });

  it('an urgent message mentioning 50 people of a 200-member project answers at once; all 200 get theirs through the job', async () => {
    const { projectId, people } = await projectWithCrowd(200);
    const db = t.database.db;
    const thread = await createProjectThread(t, owner, projectId);
    const started = performance.now();
    const message = await postMessage(t, owner, thread.id, 'Everyone, now', {
      urgent: true,
      mentions: people.slice(0, 50).map((p) => p.id),
    });
    const took = performance.now() - started;
    // Nothing was fanned out in the request: one job row waits.
    const queued = await db.select().from(notificationJobs);
    expect(queued.some((job) => job.event.messageId === message.id)).toBe(true);
    expect(took).toBeLessThan(1_000);
    await runJobs();
    const made = await db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.link, `/dashboard/inbox?message=${message.id}`));
    const reached = new Set(made.map((m) => m.userId));
    for (const { id } of people) expect(reached.has(id)).toBe(true);
    expect(reached.has(owner.user.id)).toBe(false);
    expect(made).toHaveLength(200 + 2); // the crowd, the member and the observer
  });

  it('a message mentioning 200 people answers at once; each gets a mention through the job', async () => {
    const { projectId, people } = await projectWithCrowd(200);
    const db = t.database.db;
    const thread = await createProjectThread(t, owner, projectId);
    const started = performance.now();
    const message = await postMessage(t, owner, thread.id, 'All of you, please read this', {
      mentions: people.map((p) => p.id),
    });
    const took = performance.now() - started;
    const queued = await db.select().from(notificationJobs);
    expect(queued.some((job) => job.event.messageId === message.id)).toBe(true);
    expect(took).toBeLessThan(1_000);
    await runJobs();
    const made = await db
      .select({ userId: notifications.userId, type: notifications.notificationType })
      .from(notifications)
      .where(eq(notifications.link, `/dashboard/inbox?message=${message.id}`));
    expect(made).toHaveLength(200);
    expect(new Set(made.map((m) => m.userId))).toEqual(new Set(people.map((p) => p.id)));
    expect(made.every((m) => m.type === 'mention')).toBe(true);
  });
});

describe('comments', () => {
  it('mention, and comment to the task’s creator and assignee', async () => {
    const projectId = await projectWithWorker();
    const task = await createTask(member, projectId, { assignee_id: worker.user.id });
    const res = await send(t, owner, 'POST', `/api/tasks/${task.id}/comments`, {
      text: 'Looks good @worker',
      mentions: [worker.user.id],
    });
    expect(res.statusCode).toBe(201);
    const commentId = res.json().id as string;
    const [mention] = await ofType(t, worker, 'mention');
    expect(mention).toMatchObject({
      link: `/dashboard/projects/${projectId}/tasks?task=${task.id}&comment=${commentId}`,
      metadata: { task_id: task.id, full_message: 'Looks good @worker' },
    });
    // Mentioned already: the assignee gets no second one; the creator gets a comment.
    expect(
      (await ofType(t, worker, 'comment')).filter((n) => n.metadata.task_id === task.id),
    ).toEqual([]);
    const [comment] = await ofType(t, member, 'comment');
    expect(comment?.link).toBe(
      `/dashboard/projects/${projectId}/tasks?task=${task.id}&comment=${commentId}`,
    );
    expect(comment).toMatchObject({
      title: `${owner.user.name} commented on "${task.title}"`,
      metadata: { event: 'task_comment' },
    });
  });
});

describe('project comments', () => {
  it('a mention links to the comment among the project’s comments', async () => {
    const projectId = await projectWithWorker();
    const res = await send(t, owner, 'POST', `/api/projects/${projectId}/comments`, {
      text: 'Project-wide, @worker',
      mentions: [worker.user.id],
    });
    expect(res.statusCode).toBe(201);
    const commentId = res.json().id as string;
    const [mention] = (await ofType(t, worker, 'mention')).filter(
      (n) => n.metadata.comment_id === commentId,
    );
    expect(mention?.link).toBe(`/dashboard/projects/${projectId}?comment=${commentId}`);
  });
});

describe('invitations', () => {
  it('project_invitation with what Accept needs; accepting marks it read and tells the owner', async () => {
    const projectId = await team.freshProject();
    const invitee = await signUp(t);
    const sent = await send(t, owner, 'POST', `/api/projects/${projectId}/invitations`, {
      user_id: invitee.user.id,
      role: 'leader',
      message: 'Welcome aboard',
    });
    expect(sent.statusCode).toBe(201);
    const [made] = await ofType(t, invitee, 'project_invitation');
    // The inviter's welcome message travels with the invitation and is part of its wording.
    expect(made!.message).toMatch(/as Team Leader\n“Welcome aboard”$/);
    const invitationId = made!.metadata.invitation_id as string;
    expect(made).toMatchObject({
      link: `/dashboard/invitations/${invitationId}`,
      read: false,
      metadata: {
        inviterName: owner.user.name,
        projectId,
        role: 'leader',
        projectName: expect.any(String),
        welcome_message: 'Welcome aboard',
      },
    });
    const answered = await send(t, invitee, 'PUT', `/api/invitations/${invitationId}`, {
      status: 'accepted',
    });
    expect(answered.statusCode).toBe(200);
    expect((await ofType(t, invitee, 'project_invitation'))[0]!.read).toBe(true);
    const [joined] = (await ofType(t, owner, 'update')).filter(
      (n) => n.metadata.projectId === projectId,
    );
    expect(joined).toMatchObject({
      link: `/dashboard/projects/${projectId}`,
      title: expect.stringContaining(`${invitee.user.name} joined`),
      metadata: { event: 'member_joined' },
    });
  });

  it('declining marks it read; deleting all notifications leaves the invitation pending', async () => {
    const projectId = await team.freshProject();
    const invitee = await signUp(t);
    await send(t, owner, 'POST', `/api/projects/${projectId}/invitations`, {
      user_id: invitee.user.id,
      role: 'member',
      message: '',
    });
    const invitationId = (await ofType(t, invitee, 'project_invitation'))[0]!.metadata
      .invitation_id;
    expect((await send(t, invitee, 'DELETE', '/api/notifications/delete-all')).statusCode).toBe(
      200,
    );
    const pending = (await send(t, invitee, 'GET', '/api/invitations')).json();
    expect(JSON.stringify(pending)).toContain(invitationId as string);
    expect(JSON.stringify(pending)).toContain('pending');
    // Invited again (a renewal makes a new notification), then declined: it is read.
    await send(t, owner, 'POST', `/api/projects/${projectId}/invitations`, {
      user_id: invitee.user.id,
      role: 'member',
      message: '',
    });
    const res = await send(t, invitee, 'PUT', `/api/invitations/${invitationId}`, {
      status: 'declined',
    });
    expect(res.statusCode).toBe(200);
    const [after] = await ofType(t, invitee, 'project_invitation');
    expect(after).toMatchObject({ read: true, metadata: { invitation_id: invitationId } });
  });
});

describe('update', () => {
  it('a status change tells every member but the one who made it', async () => {
    const projectId = await team.freshProject();
    const res = await send(t, owner, 'PUT', `/api/projects/${projectId}`, { status: 'completed' });
    expect(res.statusCode).toBe(200);
    await runJobs();
    for (const user of [member, observer]) {
      const [made] = (await ofType(t, user, 'update')).filter(
        (n) => n.metadata.projectId === projectId,
      );
      expect(made).toMatchObject({
        link: `/dashboard/projects/${projectId}`,
        metadata: { event: 'status_changed', status: 'completed' },
      });
    }
    expect(
      (await ofType(t, owner, 'update')).filter(
        (n) => n.metadata.event === 'status_changed' && n.metadata.projectId === projectId,
      ),
    ).toEqual([]);
  });

  it('a member leaving tells the owner, unless the owner removed them', async () => {
    const projectId = await team.freshProject();
    const leaver = await signUp(t);
    await addMember(t, owner, projectId, leaver);
    const res = await send(
      t,
      owner,
      'DELETE',
      `/api/projects/${projectId}/members/${leaver.user.id}`,
    );
    expect(res.statusCode).toBe(204);
    // The leaver joined by accepting an invitation, which the owner hears of: only leaving counts.
    const own = (await ofType(t, owner, 'update')).filter(
      (n) => n.metadata.projectId === projectId && n.metadata.event === 'member_left',
    );
    expect(own).toEqual([]);
    // Someone leaving of their own accord (no route offers it yet: the command does).
    const quitter = await signUp(t);
    await addMember(t, owner, projectId, quitter);
    // Joining by accepting told the owner; a minute on, the leaving is not grouped with that.
    t.clock.advance(61_000);
    try {
      await removeMember(t.database.db, {
        projectId,
        actorId: quitter.user.id,
        userId: quitter.user.id,
        now: t.clock.now(),
      });
      const [left] = (await ofType(t, owner, 'update')).filter(
        (n) => n.metadata.projectId === projectId && n.metadata.event === 'member_left',
      );
      expect(left).toMatchObject({
        title: expect.stringContaining(`${quitter.user.name} left`),
        metadata: { event: 'member_left' },
      });
    } finally {
      t.clock.advance(-61_000);
    }
  });
});
