import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMMENT_SUMMARY_LENGTH, TEXT_MAX_LENGTH } from '@crewline/shared/limits';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember } from '../../test/project-factories.ts';
import { comments, users } from '../../db/schema.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { createTask } from '../../test/task-test-helpers.ts';
import { call, listed, postComment } from '../../test/comment-test-helpers.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;
let projectId: string;
let published: Envelope[];
let freshProject: () => Promise<string>;

beforeAll(async () => {
  ({ t, owner, member, observer, stranger, projectId, published, freshProject } = await openTeam());
});
beforeEach(() => {
  published.length = 0;
});
afterAll(() => t.close());

type ActivityEntry = {
  id: string;
  action: string;
  category: string;
  entity_type: string;
  entity_id: string;
  data: Record<string, unknown>;
  actor: { id: string } | null;
};

/** The project's comments tab, newest first. */
async function commentActivity(project: string): Promise<ActivityEntry[]> {
  const res = await call(t, owner, 'GET', `/api/projects/${project}/activity?tab=comments`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('writing and reading comments', () => {
  it('writes a project comment and returns every field', async () => {
    const res = await call(t, member, 'POST', `/api/projects/${projectId}/comments`, {
      text: '  Looks good  ',
      mentions: [owner.user.id],
    });
    expect(res.statusCode).toBe(201);
    const comment = res.json();
    expect(comment).toEqual({
      id: expect.any(String),
      text: 'Looks good',
      user: { id: member.user.id, name: member.user.name, avatar: null },
      project_id: projectId,
      task_id: null,
      mentions: [owner.user.id],
      created_at: expect.any(String),
      updated_at: comment.created_at,
      can: { update: true, delete: true },
    });
    expect(Date.parse(comment.created_at)).not.toBeNaN();
    const seen = (await listed(t, member, { project: projectId })).find((c) => c.id === comment.id);
    expect(seen).toEqual(comment);
  });

  it('lists oldest first, keeping task comments and project comments apart', async () => {
    const project = await freshProject();
    const task = await createTask(t, owner, project, { title: 'Discussed' });
    const other = await createTask(t, owner, project, { title: 'Quiet' });
    const written: string[] = [];
    for (const [where, text] of [
      ['project', 'p1'],
      ['task', 't1'],
      ['project', 'p2'],
      ['task', 't2'],
      ['project', 'p3'],
    ] as const) {
      t.clock.advance(1_000);
      const on = where === 'project' ? { project } : { task: task.id };
      written.push((await postComment(t, member, on, { text })).text);
    }
    expect((await listed(t, observer, { project })).map((c) => c.text)).toEqual(['p1', 'p2', 'p3']);
    const onTask = await listed(t, observer, { task: task.id });
    expect(onTask.map((c) => c.text)).toEqual(['t1', 't2']);
    expect(onTask.every((c) => c.task_id === task.id && c.project_id === project)).toBe(true);
    expect(await listed(t, observer, { task: other.id })).toEqual([]);
    expect(written).toHaveLength(5);
  });

  it('keeps the text as typed, trimmed and with line breaks as \\n', async () => {
    const comment = await postComment(
      t,
      member,
      { project: projectId },
      { text: ' Hi<script>alert(1)</script> there\r\n[x](javascript:go()) <img onerror=x>\r\n' },
    );
    expect(comment.text).toBe(
      'Hi<script>alert(1)</script> there\n[x](javascript:go()) <img onerror=x>',
    );
  });

  it('folds repeated mentions and accepts any member, observers included', async () => {
    const ids = [observer.user.id, owner.user.id, observer.user.id, member.user.id];
    const comment = await postComment(
      t,
      member,
      { project: projectId },
      { text: 'All', mentions: ids },
    );
    expect(comment.mentions).toEqual([observer.user.id, owner.user.id, member.user.id]);
  });
});

describe('refusing bad input with 422', () => {
  const required = 'Comment text is required';
  it.each([
    ['an empty text', { text: '' }, ['body', 'text'], required],
    ['a whitespace-only text', { text: ' \n\t ' }, ['body', 'text'], required],
    ['a missing text', {}, ['body', 'text'], required],
    [
      'a text over 10,000 characters',
      { text: 'x'.repeat(TEXT_MAX_LENGTH + 1) },
      ['body', 'text'],
      `Comment must be at most ${TEXT_MAX_LENGTH} characters`,
    ],
    ['a malformed mention', { text: 'Hi', mentions: ['nope'] }, ['body', 'mentions', '0'], null],
  ])('%s', async (_name, body, loc, msg) => {
    for (const url of [`/api/projects/${projectId}/comments`]) {
      const res = await call(t, member, 'POST', url, body);
      expect(res.statusCode).toBe(422);
      const { error, detail } = res.json();
      expect(error).toBe('VALIDATION_ERROR');
      expect(detail[0].loc).toEqual(loc);
      if (msg) expect(detail[0].msg).toBe(msg);
    }
  });

  it('takes exactly 10,000 characters', async () => {
    const text = 'y'.repeat(TEXT_MAX_LENGTH);
    expect((await postComment(t, member, { project: projectId }, { text })).text).toBe(text);
  });

  it('refuses a mention of someone outside the project, on create and on edit', async () => {
    const project = await freshProject();
    const task = await createTask(t, owner, project, { title: 'T' });
    const mentions = [member.user.id, stranger.user.id];
    const expected = {
      error: 'VALIDATION_ERROR',
      message: 'Only members of this project can be mentioned',
      detail: [{ loc: ['body', 'mentions'], msg: 'Only members of this project can be mentioned' }],
    };
    for (const url of [`/api/projects/${project}/comments`, `/api/tasks/${task.id}/comments`]) {
      const res = await call(t, member, 'POST', url, { text: 'Hey', mentions });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(expected);
    }
    const comment = await postComment(t, member, { project }, { text: 'Hey' });
    published.length = 0;
    const edit = await call(t, member, 'PUT', `/api/comments/${comment.id}`, {
      text: 'Hey',
      mentions,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json()).toEqual(expected);
    // Nothing was written, recorded or published.
    expect(await listed(t, member, { project })).toEqual([comment]);
    expect(await listed(t, member, { task: task.id })).toEqual([]);
    expect((await commentActivity(project)).map((e) => e.action)).toEqual(['comment_added']);
    expect(published).toEqual([]);
  });

  it('refuses bad input on edit too', async () => {
    const comment = await postComment(t, member, { project: projectId }, { text: 'Keep me' });
    for (const text of ['', '   ', 'z'.repeat(TEXT_MAX_LENGTH + 1)]) {
      const res = await call(t, member, 'PUT', `/api/comments/${comment.id}`, { text });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail[0].loc).toEqual(['body', 'text']);
    }
    const [still] = (await listed(t, member, { project: projectId })).filter(
      (c) => c.id === comment.id,
    );
    expect(still!.text).toBe('Keep me');
  });
});

describe('editing and deleting', () => {
  it('lets the author edit: text replaced, mentions kept unless given', async () => {
    const project = await freshProject();
    const comment = await postComment(
      t,
      member,
      { project },
      { text: 'First', mentions: [owner.user.id] },
    );
    t.clock.advance(5_000);
    const res = await call(t, member, 'PUT', `/api/comments/${comment.id}`, { text: 'Second' });
    expect(res.statusCode).toBe(200);
    const edited = res.json();
    expect(edited).toMatchObject({ id: comment.id, text: 'Second', mentions: [owner.user.id] });
    expect(edited.created_at).toBe(comment.created_at);
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse(comment.updated_at));
    const again = await call(t, member, 'PUT', `/api/comments/${comment.id}`, {
      text: 'Second',
      mentions: [],
    });
    expect(again.json().mentions).toEqual([]);
    expect((await listed(t, owner, { project }))[0]).toMatchObject({
      text: 'Second',
      mentions: [],
    });
  });

  it('lets a mention of a former member stay when the comment is edited', async () => {
    const project = await freshProject();
    const leaver = await signUp(t);
    await addMember(t, owner, project, leaver);
    const comment = await postComment(
      t,
      member,
      { project },
      { text: 'Hi', mentions: [leaver.user.id] },
    );
    const removed = await call(
      t,
      owner,
      'DELETE',
      `/api/projects/${project}/members/${leaver.user.id}`,
    );
    expect(removed.statusCode).toBe(204);
    const res = await call(t, member, 'PUT', `/api/comments/${comment.id}`, {
      text: 'Hi again',
      mentions: [leaver.user.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mentions).toEqual([leaver.user.id]);
  });

  it('refuses an edit by anyone but the author, the owner included', async () => {
    const comment = await postComment(t, member, { project: projectId }, { text: 'Mine' });
    for (const user of [owner, observer]) {
      const res = await call(t, user, 'PUT', `/api/comments/${comment.id}`, { text: 'Theirs' });
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await call(t, stranger, 'PUT', `/api/comments/${comment.id}`, { text: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lets the owner delete anyone’s comment; then it is gone (404)', async () => {
    const project = await freshProject();
    const comment = await postComment(t, member, { project }, { text: 'Remove me' });
    const res = await call(t, owner, 'DELETE', `/api/comments/${comment.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await listed(t, member, { project })).toEqual([]);
    expect((await call(t, owner, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(404);
    expect(
      (await call(t, member, 'PUT', `/api/comments/${comment.id}`, { text: 'x' })).statusCode,
    ).toBe(404);
  });

  it('lets an author made observer read but no longer edit or delete', async () => {
    const project = await freshProject();
    const writer = await signUp(t);
    await addMember(t, owner, project, writer, 'member');
    const comment = await postComment(t, writer, { project }, { text: 'Before' });
    const demoted = await call(
      t,
      owner,
      'PUT',
      `/api/projects/${project}/members/${writer.user.id}/role`,
      {
        role: 'observer',
      },
    );
    expect(demoted.statusCode).toBe(200);
    const [seen] = await listed(t, writer, { project });
    expect(seen!.can).toEqual({ update: false, delete: false });
    expect(
      (await call(t, writer, 'PUT', `/api/comments/${comment.id}`, { text: 'After' })).statusCode,
    ).toBe(403);
    expect((await call(t, writer, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(403);
  });
});

describe('not found and signed out', () => {
  it('answers 401 without a token on every comment endpoint', async () => {
    const id = randomUUID();
    const calls: [string, string][] = [
      ['GET', `/api/projects/${projectId}/comments`],
      ['POST', `/api/projects/${projectId}/comments`],
      ['GET', `/api/tasks/${id}/comments`],
      ['POST', `/api/tasks/${id}/comments`],
      ['PUT', `/api/comments/${id}`],
      ['DELETE', `/api/comments/${id}`],
    ];
    for (const [method, url] of calls) {
      const res = await t.request({ method: method as 'GET', url, payload: { text: 'x' } });
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 401 });
    }
  });

  it('answers 404 for unknown and malformed ids, and to outsiders alike', async () => {
    const task = await createTask(t, owner, projectId, { title: 'Hidden' });
    const comment = await postComment(t, member, { task: task.id }, { text: 'Hidden' });
    const unknown = randomUUID();
    const cases: [SignedUpUser, string, string][] = [
      [stranger, 'GET', `/api/projects/${projectId}/comments`],
      [stranger, 'POST', `/api/projects/${projectId}/comments`],
      [stranger, 'GET', `/api/tasks/${task.id}/comments`],
      [stranger, 'POST', `/api/tasks/${task.id}/comments`],
      [stranger, 'PUT', `/api/comments/${comment.id}`],
      [stranger, 'DELETE', `/api/comments/${comment.id}`],
      [owner, 'GET', `/api/projects/${unknown}/comments`],
      [owner, 'POST', `/api/tasks/${unknown}/comments`],
      [owner, 'PUT', `/api/comments/${unknown}`],
      [owner, 'DELETE', `/api/comments/not-a-uuid`],
      [owner, 'GET', `/api/tasks/not-a-uuid/comments`],
    ];
    for (const [user, method, url] of cases) {
      const res = await call(
        t,
        user,
        method as 'GET',
        url,
        method === 'GET' || method === 'DELETE' ? undefined : { text: 'x' },
      );
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 404 });
    }
    // The outsider's 404s changed nothing.
    expect((await listed(t, owner, { task: task.id })).map((c) => c.text)).toEqual(['Hidden']);
  });
});

describe('activity and realtime envelopes', () => {
  it('records each write under the comments tab with a 30-character summary', async () => {
    const project = await freshProject();
    const task = await createTask(t, owner, project, { title: 'Spec review' });
    const long = 'This sentence is clearly longer than thirty characters';
    const onProject = await postComment(t, member, { project }, { text: 'Short one' });
    const onTask = await postComment(t, member, { task: task.id }, { text: long });
    await call(t, member, 'PUT', `/api/comments/${onTask.id}`, { text: 'Shorter now' });
    await call(t, owner, 'DELETE', `/api/comments/${onProject.id}`);

    const events = await commentActivity(project);
    expect(events.map((e) => [e.action, e.entity_id])).toEqual([
      ['comment_deleted', onProject.id],
      ['comment_updated', onTask.id],
      ['comment_added', onTask.id],
      ['comment_added', onProject.id],
    ]);
    expect(events.every((e) => e.category === 'comments' && e.entity_type === 'comment')).toBe(
      true,
    );
    expect(events[3]).toMatchObject({
      actor: { id: member.user.id },
      data: { summary: 'Short one', task_id: null },
    });
    expect(events[3]!.data).not.toHaveProperty('task_title');
    const summary = `${long.slice(0, COMMENT_SUMMARY_LENGTH).trimEnd()}…`;
    expect(summary).toBe('This sentence is clearly longe…');
    expect(events[2]).toMatchObject({
      data: { summary, task_id: task.id, task_title: 'Spec review' },
    });
    expect(events[1]!.data).toEqual({
      summary: 'Shorter now',
      task_id: task.id,
      task_title: 'Spec review',
    });
    expect(events[0]).toMatchObject({
      actor: { id: owner.user.id },
      data: { summary: 'Short one', task_id: null },
    });
  });

  it('records nothing for an edit that changes nothing', async () => {
    const project = await freshProject();
    const comment = await postComment(
      t,
      member,
      { project },
      { text: 'Same', mentions: [owner.user.id] },
    );
    published.length = 0;
    const res = await call(t, member, 'PUT', `/api/comments/${comment.id}`, {
      text: ' Same ',
      mentions: [owner.user.id, owner.user.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(comment);
    expect((await commentActivity(project)).map((e) => e.action)).toEqual(['comment_added']);
    expect(published).toEqual([]);
  });

  it('queues the comment envelope and the feed entry after each write commits', async () => {
    const project = await freshProject();
    const task = await createTask(t, owner, project, { title: 'Envelopes' });
    published.length = 0;
    const comment = await postComment(t, member, { task: task.id }, { text: 'One' });
    await call(t, member, 'PUT', `/api/comments/${comment.id}`, { text: 'Two' });
    await call(t, member, 'DELETE', `/api/comments/${comment.id}`);
    const events = await commentActivity(project);
    const entry = (action: string) => events.find((e) => e.action === action)!.id;
    expect(published).toEqual([
      { t: 'comment_added', p: project, id: comment.id },
      { t: 'project_change', p: project, id: entry('comment_added') },
      // The task's creator hears of the comment (a `comment` notification).
      { t: 'notification_created', u: owner.user.id, id: expect.any(String) },
      { t: 'comment_updated', p: project, id: comment.id },
      { t: 'project_change', p: project, id: entry('comment_updated') },
      { t: 'comment_deleted', p: project, id: comment.id, task: task.id },
      { t: 'project_change', p: project, id: entry('comment_deleted') },
    ]);
    published.length = 0;
    const onProject = await postComment(t, member, { project }, { text: 'Three' });
    await call(t, owner, 'DELETE', `/api/comments/${onProject.id}`);
    expect(published.filter((e) => e.t === 'comment_deleted')).toEqual([
      { t: 'comment_deleted', p: project, id: onProject.id, task: null },
    ]);
  });

  it('publishes nothing when a write is refused', async () => {
    const comment = await postComment(t, member, { project: projectId }, { text: 'Stay' });
    published.length = 0;
    await call(t, observer, 'POST', `/api/projects/${projectId}/comments`, { text: 'No' });
    await call(t, owner, 'PUT', `/api/comments/${comment.id}`, { text: 'No' });
    await call(t, observer, 'DELETE', `/api/comments/${comment.id}`);
    await call(t, member, 'POST', `/api/projects/${projectId}/comments`, { text: '' });
    expect(published).toEqual([]);
  });

  it('makes every activity entry of other commands a project_change envelope too', async () => {
    const project = await freshProject();
    published.length = 0;
    const task = await createTask(t, owner, project, { title: 'Pushed' });
    const [entry] = (
      await call(t, owner, 'GET', `/api/projects/${project}/activity?tab=tasks`)
    ).json();
    expect(published).toContainEqual({ t: 'project_change', p: project, id: entry.id });
    expect(entry.entity_id).toBe(task.id);
  });
});

describe('what happens to comments when things go', () => {
  it('deletes a task’s comments with the task and a project’s with the project', async () => {
    const project = await freshProject();
    const task = await createTask(t, owner, project, { title: 'Doomed' });
    await postComment(t, member, { task: task.id }, { text: 'On task' });
    await postComment(t, member, { project }, { text: 'On project' });
    const count = async () =>
      (await t.database.db.select().from(comments).where(eq(comments.projectId, project))).length;
    expect(await count()).toBe(2);
    expect((await call(t, owner, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(204);
    expect(await count()).toBe(1);
    expect((await call(t, owner, 'DELETE', `/api/projects/${project}`)).statusCode).toBe(204);
    expect(await count()).toBe(0);
  });

  it('keeps a deleted account’s comments, from "Deleted user"', async () => {
    const project = await freshProject();
    const leaver = await signUp(t);
    await addMember(t, owner, project, leaver);
    const comment = await postComment(t, leaver, { project }, { text: 'I was here' });
    await t.database.db.delete(users).where(eq(users.id, leaver.user.id));
    const [kept] = await listed(t, owner, { project });
    expect(kept).toEqual({
      ...comment,
      user: { id: '', name: 'Deleted user', avatar: null },
      can: { update: false, delete: true },
    });
    expect((await listed(t, member, { project }))[0]!.can).toEqual({
      update: false,
      delete: false,
    });
    expect((await call(t, owner, 'DELETE', `/api/comments/${comment.id}`)).statusCode).toBe(204);
  });
});
