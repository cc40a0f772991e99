import {
  DIRECT_THREAD_SIZE,
  DIRECT_THREAD_STRANGER,
} from '@crewline/shared/contracts/rule-sentences';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  THREAD_DESCRIPTION_MAX_LENGTH,
  THREAD_NAME_REQUIRED,
  THREAD_TITLE_MAX_LENGTH,
  THREAD_TITLE_TAKEN,
} from '@crewline/shared/contracts/chat';
import type { TestApp } from '../../test/test-app.ts';
import { openTeam } from '../../test/team-fixture.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { threads } from '../../db/chat-schema.ts';
import type { Envelope } from '../../realtime/envelopes.ts';
import { PROJECT_REQUIRED } from './create-thread.ts';
import {
  call,
  createDirectThread,
  createProjectThread,
  expectStatus,
  listThreads,
  uniqueTitle,
  type ThreadJson,
} from '../../test/chat-test-helpers.ts';

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

describe('project threads', () => {
  it('creates a thread and returns every field', async () => {
    const res = await call(t, member, 'POST', '/api/threads', {
      title: '  Planning  ',
      description: 'Sprint talk',
      context_type: 'project',
      context_id: projectId,
    });
    const thread = expectStatus<ThreadJson>(res, 201);
    expect(thread).toEqual({
      id: expect.any(String),
      title: 'Planning',
      description: 'Sprint talk',
      context_type: 'project',
      context_id: projectId,
      context_name: expect.stringMatching(/^Project /),
      is_pinned: false,
      is_archived: false,
      unread_count: 0,
      created_by: member.user.id,
      last_message: null,
      last_message_content: null,
      last_message_time: null,
      participants: expect.any(Array),
      former_participants: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      can: { update: true, delete: true },
    });
    expect(thread.participants.map((p) => p.id).sort()).toEqual(
      [owner.user.id, member.user.id, observer.user.id].sort(),
    );
    expect(thread.participants.find((p) => p.id === member.user.id)).toEqual({
      id: member.user.id,
      name: member.user.name,
      avatar: null,
      email: member.user.email,
    });
    expect(published).toEqual([{ t: 'thread_update', th: thread.id, p: projectId }]);
  });

  it('is listed for every member, by project and by type, and for nobody else', async () => {
    const project = await freshProject();
    const thread = await createProjectThread(t, member, project);
    for (const reader of [owner, member, observer]) {
      const ids = (await listThreads(t, reader, `?context_type=project&context_id=${project}`)).map(
        (th) => th.id,
      );
      expect(ids).toEqual([thread.id]);
      expect((await listThreads(t, reader)).map((th) => th.id)).toContain(thread.id);
    }
    const asOwner = (await listThreads(t, owner, `?context_id=${project}`))[0]!;
    expect(asOwner.can).toEqual({ update: true, delete: true });
    const asObserver = (await listThreads(t, observer, `?context_id=${project}`))[0]!;
    expect(asObserver.can).toEqual({ update: false, delete: false });
    expect((await listThreads(t, stranger)).map((th) => th.id)).not.toContain(thread.id);
    expect((await listThreads(t, member, '?context_type=direct')).map((th) => th.id)).not.toContain(
      thread.id,
    );
    const res = await call(t, stranger, 'GET', `/api/threads?context_id=${project}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers 409 with the existing id for a title taken case-insensitively', async () => {
    const project = await freshProject();
    const title = uniqueTitle('Design');
    const first = await createProjectThread(t, owner, project, { title });
    published.length = 0;
    const res = await call(t, member, 'POST', '/api/threads', {
      title: `  ${title.toUpperCase()} `,
      context_type: 'project',
      context_id: project,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: THREAD_TITLE_TAKEN,
      thread_id: first.id,
    });
    expect(published).toEqual([]);
    // The same title in another project is fine.
    await createProjectThread(t, owner, projectId, { title });
  });

  it('lets one of several concurrent creates with one title win; the others get 409', async () => {
    const project = await freshProject();
    const body = { title: uniqueTitle(), context_type: 'project', context_id: project };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call(t, member, 'POST', '/api/threads', body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 201)!.json().id;
    for (const loser of answers.filter((a) => a.statusCode === 409)) {
      expect(loser.json().thread_id).toBe(winner);
    }
  });

  it.each([
    ['no title', {}, ['body', 'title'], THREAD_NAME_REQUIRED],
    ['a blank title', { title: '   ' }, ['body', 'title'], THREAD_NAME_REQUIRED],
    [
      'a title over 100 characters',
      { title: 'x'.repeat(THREAD_TITLE_MAX_LENGTH + 1) },
      ['body', 'title'],
      `Thread name must be at most ${THREAD_TITLE_MAX_LENGTH} characters`,
    ],
    [
      'a description over 500 characters',
      { title: 'ok', description: 'd'.repeat(THREAD_DESCRIPTION_MAX_LENGTH + 1) },
      ['body', 'description'],
      `Description must be at most ${THREAD_DESCRIPTION_MAX_LENGTH} characters`,
    ],
    ['no project', { title: 'ok', context_id: null }, ['body', 'context_id'], PROJECT_REQUIRED],
  ])('refuses %s with 422', async (_name, body, loc, msg) => {
    const res = await call(t, member, 'POST', '/api/threads', {
      context_type: 'project',
      context_id: projectId,
      ...body,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0]).toEqual({ loc, msg });
  });

  it('takes exactly 100 characters', async () => {
    const title = `${uniqueTitle()}${'t'.repeat(THREAD_TITLE_MAX_LENGTH)}`.slice(
      0,
      THREAD_TITLE_MAX_LENGTH,
    );
    expect((await createProjectThread(t, member, projectId, { title })).title).toBe(title);
  });

  it('answers 404 to a non-member creating a thread in a project, and 401 without a token', async () => {
    const body = { title: uniqueTitle(), context_type: 'project', context_id: projectId };
    expect((await call(t, stranger, 'POST', '/api/threads', body)).statusCode).toBe(404);
    expect((await call(t, null, 'POST', '/api/threads', body)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', '/api/threads')).statusCode).toBe(401);
  });
});

describe('direct threads', () => {
  it('opens a conversation with teammates and returns the same thread for the same people', async () => {
    const first = await call(t, owner, 'POST', '/api/threads', {
      context_type: 'direct',
      participant_ids: [member.user.id, observer.user.id, owner.user.id],
    });
    const thread = expectStatus<ThreadJson>(first, 201);
    expect(thread).toMatchObject({
      title: null,
      context_type: 'direct',
      context_id: null,
      created_by: owner.user.id,
      can: { update: false, delete: false },
    });
    expect(thread.participants.map((p) => p.id).sort()).toEqual(
      [owner.user.id, member.user.id, observer.user.id].sort(),
    );
    expect(thread.context_name.split(', ').sort()).toEqual(
      [member.user.name, observer.user.name].sort(),
    );
    expect(published).toEqual([
      {
        t: 'thread_update',
        th: thread.id,
        users: [owner.user.id, member.user.id, observer.user.id],
      },
    ]);
    const again = await call(t, member, 'POST', '/api/threads', {
      context_type: 'direct',
      participant_ids: [observer.user.id, owner.user.id, observer.user.id],
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(thread.id);
    for (const reader of [owner, member, observer]) {
      const listed = await listThreads(t, reader, '?context_type=direct');
      expect(listed.map((th) => th.id)).toContain(thread.id);
    }
  });

  it('shows a participant’s e-mail only to the people who share a project with them', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    await addMember(t, owner, projectId, a);
    await addMember(t, owner, await freshProject(), b);
    const thread = await createDirectThread(t, owner, [a, b]);
    const emailsSeenBy = async (reader: SignedUpUser) => {
      const listed = await listThreads(t, reader, '?context_type=direct');
      const seen = listed.find((th) => th.id === thread.id)!.participants;
      return Object.fromEntries(seen.map((p) => [p.id, p.email]));
    };
    // a and b share no project: each sees the other's name, not the address.
    expect(await emailsSeenBy(a)).toEqual({
      [owner.user.id]: owner.user.email,
      [a.user.id]: a.user.email,
      [b.user.id]: null,
    });
    expect((await emailsSeenBy(b))[a.user.id]).toBeNull();
    expect((await emailsSeenBy(owner))[b.user.id]).toBe(b.user.email);
  });

  it('makes one thread when the same people are asked for concurrently', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    await addMember(t, owner, projectId, a);
    await addMember(t, owner, projectId, b);
    const body = { context_type: 'direct', participant_ids: [a.user.id, b.user.id] };
    const answers = await Promise.all([
      call(t, owner, 'POST', '/api/threads', body),
      call(t, owner, 'POST', '/api/threads', body),
      call(t, a, 'POST', '/api/threads', { ...body, participant_ids: [owner.user.id, b.user.id] }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1);
  });

  it('is closed to strangers: not listed, 404 on every call, no conversation with them', async () => {
    const thread = await createDirectThread(t, owner, [member]);
    expect((await listThreads(t, stranger)).map((th) => th.id)).not.toContain(thread.id);
    expect((await listThreads(t, observer)).map((th) => th.id)).not.toContain(thread.id);
    for (const [method, url, body] of [
      ['PUT', `/api/threads/${thread.id}`, { is_pinned: true }],
      ['DELETE', `/api/threads/${thread.id}`, undefined],
    ] as const) {
      expect((await call(t, stranger, method, url, body)).statusCode).toBe(404);
    }
    const res = await call(t, owner, 'POST', '/api/threads', {
      context_type: 'direct',
      participant_ids: [stranger.user.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([
      { loc: ['body', 'participant_ids'], msg: DIRECT_THREAD_STRANGER },
    ]);
  });

  it('holds 2 to 8 people', async () => {
    for (const participant_ids of [[], [owner.user.id]]) {
      const res = await call(t, owner, 'POST', '/api/threads', {
        context_type: 'direct',
        participant_ids,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'participant_ids'], msg: DIRECT_THREAD_SIZE },
      ]);
    }
    const team = await Promise.all(Array.from({ length: 8 }, () => signUp(t)));
    const project = await freshProject();
    for (const person of team) await addMember(t, owner, project, person);
    const tooMany = await call(t, owner, 'POST', '/api/threads', {
      context_type: 'direct',
      participant_ids: team.map((p) => p.user.id),
    });
    expect(tooMany.statusCode).toBe(422);
    const eight = await createDirectThread(t, owner, team.slice(0, 7));
    expect(eight.participants).toHaveLength(8);
  });
});

describe('editing and deleting threads', () => {
  it('lets the creator rename, pin and archive, and tells the project room', async () => {
    const thread = await createProjectThread(t, member, projectId);
    published.length = 0;
    const title = uniqueTitle('Renamed');
    const res = await call(t, member, 'PUT', `/api/threads/${thread.id}`, {
      title: ` ${title} `,
      is_pinned: true,
      is_archived: true,
    });
    expect(expectStatus<ThreadJson>(res, 200)).toMatchObject({
      title,
      is_pinned: true,
      is_archived: true,
    });
    expect(published).toEqual([{ t: 'thread_update', th: thread.id, p: projectId }]);
    // Nothing changed: nothing written, nothing published.
    published.length = 0;
    const same = await call(t, member, 'PUT', `/api/threads/${thread.id}`, { is_pinned: true });
    expect(same.statusCode).toBe(200);
    expect(published).toEqual([]);
  });

  it('lets the project owner edit and delete anyone’s thread; others get 403', async () => {
    const thread = await createProjectThread(t, member, projectId);
    for (const other of [observer]) {
      expect(
        (await call(t, other, 'PUT', `/api/threads/${thread.id}`, { is_pinned: true })).statusCode,
      ).toBe(403);
      expect((await call(t, other, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(403);
    }
    const edit = await call(t, owner, 'PUT', `/api/threads/${thread.id}`, { is_archived: true });
    expect(edit.statusCode).toBe(200);
    published.length = 0;
    expect((await call(t, owner, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(204);
    expect(published).toEqual([{ t: 'thread_deleted', th: thread.id, p: projectId }]);
    expect((await call(t, owner, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(404);
    expect((await listThreads(t, member)).map((th) => th.id)).not.toContain(thread.id);
  });

  it('refuses to edit or delete an untitled thread (403), even for its creator', async () => {
    const thread = await createDirectThread(t, member, [observer]);
    expect(
      (await call(t, member, 'PUT', `/api/threads/${thread.id}`, { is_pinned: true })).statusCode,
    ).toBe(403);
    expect((await call(t, member, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(403);
  });

  it('lets the creator of a titled direct thread delete it, telling its participants', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    await addMember(t, owner, projectId, a);
    await addMember(t, owner, projectId, b);
    const thread = await createDirectThread(t, owner, [a, b], { title: 'Trio' });
    expect(thread.can).toEqual({ update: true, delete: true });
    const asOther = (await listThreads(t, a, '?context_type=direct')).find(
      (th) => th.id === thread.id,
    )!;
    expect(asOther.can).toEqual({ update: false, delete: false });
    expect((await call(t, a, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(403);
    published.length = 0;
    expect((await call(t, owner, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(204);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ t: 'thread_deleted', th: thread.id });
    expect((published[0] as { users: string[] }).users.sort()).toEqual(
      [owner.user.id, a.user.id, b.user.id].sort(),
    );
  });

  it('checks a new title: blank → 422, taken → 409 with the id', async () => {
    const project = await freshProject();
    const taken = await createProjectThread(t, owner, project);
    const thread = await createProjectThread(t, owner, project);
    const blank = await call(t, owner, 'PUT', `/api/threads/${thread.id}`, { title: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().detail).toEqual([{ loc: ['body', 'title'], msg: THREAD_NAME_REQUIRED }]);
    const clash = await call(t, owner, 'PUT', `/api/threads/${thread.id}`, {
      title: taken.title!.toLowerCase(),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().thread_id).toBe(taken.id);
    // Its own title in other letters is not a clash.
    const own = await call(t, owner, 'PUT', `/api/threads/${thread.id}`, {
      title: thread.title!.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('answers 401 without a token and 404 for a malformed or unknown id', async () => {
    const thread = await createProjectThread(t, member, projectId);
    expect((await call(t, null, 'PUT', `/api/threads/${thread.id}`, {})).statusCode).toBe(401);
    expect((await call(t, null, 'DELETE', `/api/threads/${thread.id}`)).statusCode).toBe(401);
    expect((await call(t, owner, 'DELETE', '/api/threads/nope')).statusCode).toBe(404);
    expect(
      (await call(t, owner, 'DELETE', '/api/threads/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });
});

describe('cleanup', () => {
  it('removes the caller’s own untitled, empty threads older than 24 h and counts the rest', async () => {
    const caller = await signUp(t);
    const project = await createProject(t, caller);
    await addMember(t, caller, project.id, member);
    await addMember(t, caller, project.id, observer);
    const x = await signUp(t);
    await addMember(t, caller, project.id, x);
    const old = await createDirectThread(t, caller, [member]);
    const titled = await createDirectThread(t, caller, [observer], { title: 'Keep' });
    const others = await createDirectThread(t, member, [caller, observer]);
    const projectThread = await createProjectThread(t, caller, project.id);
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    for (const id of [old.id, titled.id, others.id]) {
      await t.database.db.update(threads).set({ createdAt: dayAgo }).where(eq(threads.id, id));
    }
    const fresh = await createDirectThread(t, caller, [x]);
    published.length = 0;
    const res = await call(t, caller, 'POST', '/api/threads/cleanup');
    expect(expectStatus(res, 200)).toEqual({ threads_left: 4 });
    const left = (await listThreads(t, caller)).map((th) => th.id).sort();
    expect(left).toEqual([titled.id, others.id, projectThread.id, fresh.id].sort());
    expect(published).toEqual([
      { t: 'thread_deleted', th: old.id, users: expect.arrayContaining([caller.user.id]) },
    ]);
    expect((await call(t, null, 'POST', '/api/threads/cleanup')).statusCode).toBe(401);
  });
});
