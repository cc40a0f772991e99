import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import {
  board,
  createTask,
  taskCall as call,
  type TaskJson,
} from '../../test/task-test-helpers.ts';
import { connect } from '../../test/test-socket.ts';

let t: TestApp;
let owner: SignedUpUser;
let member: SignedUpUser;
let observer: SignedUpUser;
let stranger: SignedUpUser;
// `member` is a member here and an observer of `other`; `observer` observes here.
let projectId: string;
let otherId: string;
let unseenId: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, member, observer, stranger] = await Promise.all([
    signUp(t),
    signUp(t),
    signUp(t),
    signUp(t),
  ]);
  const [apollo, gemini, secret] = await Promise.all([
    createProject(t, owner, { name: 'Apollo' }),
    createProject(t, owner, { name: 'Gemini' }),
    createProject(t, owner, { name: 'Secret' }),
  ]);
  [projectId, otherId, unseenId] = [apollo.id, gemini.id, secret.id];
  await addMember(t, owner, projectId, member, 'member');
  await addMember(t, owner, projectId, observer, 'observer');
  await addMember(t, owner, otherId, member, 'observer');
});
afterAll(() => t.close());

/** Fresh tasks of a project, titled as given. */
async function tasksIn(project: string, ...titles: string[]): Promise<TaskJson[]> {
  const made: TaskJson[] = [];
  for (const title of titles) made.push(await createTask(t, owner, project, { title }));
  return made;
}

const link = (user: SignedUpUser | null, blocker: string, blocked: string) =>
  call(t, user, 'POST', `/api/tasks/${blocker}/dependencies`, { blocks_task_id: blocked });
const unlink = (user: SignedUpUser | null, blocker: string, blocked: string) =>
  call(t, user, 'DELETE', `/api/tasks/${blocker}/dependencies/${blocked}`);
const read = async (user: SignedUpUser, taskId: string): Promise<TaskJson> => {
  const res = await call(t, user, 'GET', `/api/tasks/${taskId}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('adding and listing dependencies', () => {
  it('links two tasks, lists them both ways and in every task JSON, and a repeat changes nothing', async () => {
    const [a, b] = await tasksIn(projectId, 'Design', 'Build');
    const res = await link(member, a!.id, b!.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      blocks: [
        {
          id: b!.id,
          title: 'Build',
          status: 'todo',
          project_id: projectId,
          project_name: 'Apollo',
          due_date: null,
          start_date: null,
        },
      ],
      blocked_by: [],
      hidden_blocks: 0,
      hidden_blocked_by: 0,
    });
    const listed = await call(t, observer, 'GET', `/api/tasks/${b!.id}/dependencies`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({
      blocks: [],
      blocked_by: [{ id: a!.id, title: 'Design' }],
    });

    expect(await read(observer, a!.id)).toMatchObject({ blocks: [b!.id], blocked_by: [] });
    expect(await read(observer, b!.id)).toMatchObject({ blocks: [], blocked_by: [a!.id] });
    const mine = await call(t, member, 'GET', `/api/tasks?project_id=${projectId}`);
    const inList = (mine.json() as TaskJson[]).find((task) => task.id === b!.id);
    expect(inList).toMatchObject({ blocks: [], blocked_by: [a!.id] });

    const again = await link(member, a!.id, b!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().blocks.map((task: TaskJson) => task.id)).toEqual([b!.id]);
  });

  it('shows links on a cached board as soon as they change', async () => {
    const [a, b] = await tasksIn(projectId, 'Cache A', 'Cache B');
    const [c] = await tasksIn(otherId, 'Elsewhere');
    // Read twice, so the second answer comes from the cache.
    await board(t, owner, projectId);
    await board(t, owner, otherId);
    const before = (await board(t, owner, projectId)).find((task) => task.id === a!.id);
    expect(before).toMatchObject({ blocks: [], blocked_by: [] });
    expect((await link(owner, a!.id, b!.id)).statusCode).toBe(201);
    expect((await link(owner, c!.id, a!.id)).statusCode).toBe(201);
    const after = await board(t, owner, projectId);
    expect(after.find((task) => task.id === a!.id)).toMatchObject({
      blocks: [b!.id],
      blocked_by: [c!.id],
    });
    expect(after.find((task) => task.id === b!.id)).toMatchObject({ blocked_by: [a!.id] });
    // The other project's board changed too.
    const other = await board(t, owner, otherId);
    expect(other.find((task) => task.id === c!.id)).toMatchObject({ blocks: [a!.id] });

    expect((await unlink(owner, a!.id, b!.id)).statusCode).toBe(204);
    const removed = await board(t, owner, projectId);
    expect(removed.find((task) => task.id === a!.id)).toMatchObject({ blocks: [] });
    expect(removed.find((task) => task.id === b!.id)).toMatchObject({ blocked_by: [] });
  });
});

describe('who may link', () => {
  it('answers 401 signed out', async () => {
    const [a, b] = await tasksIn(projectId, 'Anon A', 'Anon B');
    expect((await link(null, a!.id, b!.id)).statusCode).toBe(401);
    expect((await unlink(null, a!.id, b!.id)).statusCode).toBe(401);
    expect((await call(t, null, 'GET', `/api/tasks/${a!.id}/dependencies`)).statusCode).toBe(401);
  });

  it('answers 404 to a stranger and for an unknown task in the path', async () => {
    const [a, b] = await tasksIn(projectId, 'Hidden A', 'Hidden B');
    expect((await link(owner, a!.id, b!.id)).statusCode).toBe(201);
    for (const res of [
      await link(stranger, a!.id, b!.id),
      await unlink(stranger, a!.id, b!.id),
      await call(t, stranger, 'GET', `/api/tasks/${a!.id}/dependencies`),
      await link(owner, randomUUID(), b!.id),
      await unlink(owner, a!.id, randomUUID()),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // Still linked: nothing above removed it.
    expect((await read(owner, a!.id)).blocks).toEqual([b!.id]);
  });

  it('lets an observer read links but not change them (403)', async () => {
    const [a, b] = await tasksIn(projectId, 'Watch A', 'Watch B');
    expect((await link(observer, a!.id, b!.id)).statusCode).toBe(403);
    expect((await link(owner, a!.id, b!.id)).statusCode).toBe(201);
    expect((await unlink(observer, a!.id, b!.id)).statusCode).toBe(403);
    expect((await call(t, observer, 'GET', `/api/tasks/${a!.id}/dependencies`)).statusCode).toBe(
      200,
    );
  });

  it('links across projects for someone who edits both; 403 where they only read, 422 where they are not', async () => {
    const [a] = await tasksIn(projectId, 'Here');
    const [g] = await tasksIn(otherId, 'Gemini task');
    const [s] = await tasksIn(unseenId, 'Secret task');
    // `member` observes Gemini: readable, not editable, either way round.
    expect((await link(member, a!.id, g!.id)).statusCode).toBe(403);
    expect((await link(member, g!.id, a!.id)).statusCode).toBe(403);
    // Not in Secret at all: an id in the body they cannot read is unknown.
    const unknown = await link(member, a!.id, s!.id);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().detail).toEqual([
      { loc: ['body', 'blocks_task_id'], msg: 'Task not found' },
    ]);
    expect((await link(member, a!.id, randomUUID())).statusCode).toBe(422);

    // The owner edits all three; the member then sees Secret's link only as a number.
    expect((await link(owner, a!.id, g!.id)).statusCode).toBe(201);
    expect((await link(owner, s!.id, a!.id)).statusCode).toBe(201);
    const seen = await call(t, member, 'GET', `/api/tasks/${a!.id}/dependencies`);
    expect(seen.json()).toEqual({
      blocks: [expect.objectContaining({ id: g!.id, project_name: 'Gemini' })],
      blocked_by: [],
      hidden_blocks: 0,
      hidden_blocked_by: 1,
    });
    expect(JSON.stringify(seen.json())).not.toContain('Secret');
    // The member cannot remove a link to a task they cannot read.
    expect((await unlink(member, s!.id, a!.id)).statusCode).toBe(404);
  });
});

describe('bad links', () => {
  it('refuses a malformed id and a task blocking itself (422)', async () => {
    const [a] = await tasksIn(projectId, 'Alone');
    const bad = await link(owner, a!.id, 'not-a-uuid');
    expect(bad.statusCode).toBe(422);
    expect((await call(t, owner, 'POST', `/api/tasks/${a!.id}/dependencies`, {})).statusCode).toBe(
      422,
    );
    const self = await link(owner, a!.id, a!.id);
    expect(self.statusCode).toBe(422);
    expect(self.json().message).toBe('A task cannot block itself');
  });

  it('refuses a link closing a cycle, naming its tasks by title', async () => {
    const [a, b, c] = await tasksIn(projectId, 'Alpha', 'Beta', 'Gamma');
    expect((await link(owner, a!.id, b!.id)).statusCode).toBe(201);
    expect((await link(owner, b!.id, c!.id)).statusCode).toBe(201);
    const res = await link(owner, c!.id, a!.id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'This link would make a cycle: Alpha → Beta → Gamma → Alpha',
      cycle: [a!.id, b!.id, c!.id],
    });
    const two = await link(owner, b!.id, a!.id);
    expect(two.statusCode).toBe(422);
    expect(two.json().message).toBe('This link would make a cycle: Alpha → Beta → Alpha');
    // A diamond is fine.
    expect((await link(owner, a!.id, c!.id)).statusCode).toBe(201);
  });

  it('never names a task the caller cannot read in a cycle', async () => {
    const [a, b] = await tasksIn(projectId, 'Visible A', 'Visible B');
    const [s] = await tasksIn(unseenId, 'Classified');
    expect((await link(owner, a!.id, s!.id)).statusCode).toBe(201);
    expect((await link(owner, s!.id, b!.id)).statusCode).toBe(201);
    const res = await link(member, b!.id, a!.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This link would make a cycle: Visible A → a task in another project → Visible B → Visible A',
    );
    expect(res.json().cycle).toEqual([a!.id, null, b!.id]);
  });

  it('lets only one of two opposite links made at once through', async () => {
    const [a, b] = await tasksIn(projectId, 'Race A', 'Race B');
    const results = await Promise.all([link(owner, a!.id, b!.id), link(member, b!.id, a!.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const [ra, rb] = [await read(owner, a!.id), await read(owner, b!.id)];
    expect(ra.blocks.length + rb.blocks.length).toBe(1);
  });
});

describe('removing links', () => {
  it('removes a link, then answers 404 for it', async () => {
    const [a, b] = await tasksIn(projectId, 'Undo A', 'Undo B');
    expect((await link(member, a!.id, b!.id)).statusCode).toBe(201);
    expect((await unlink(member, b!.id, a!.id)).statusCode).toBe(404);
    expect((await unlink(member, a!.id, b!.id)).statusCode).toBe(204);
    expect((await read(member, a!.id)).blocks).toEqual([]);
    expect((await read(member, b!.id)).blocked_by).toEqual([]);
    const again = await unlink(member, a!.id, b!.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Dependency not found');
  });

  it('drops the links of a deleted task from the other tasks and their boards', async () => {
    const [a, b] = await tasksIn(projectId, 'Stays', 'Goes');
    const [g] = await tasksIn(otherId, 'Stays elsewhere');
    expect((await link(owner, a!.id, b!.id)).statusCode).toBe(201);
    expect((await link(owner, b!.id, g!.id)).statusCode).toBe(201);
    await board(t, owner, otherId);
    expect((await call(t, owner, 'DELETE', `/api/tasks/${b!.id}`)).statusCode).toBe(204);
    expect((await read(owner, a!.id)).blocks).toEqual([]);
    const other = await board(t, owner, otherId);
    expect(other.find((task) => task.id === g!.id)?.blocked_by).toEqual([]);
  });

  it('drops the links of a deleted project from the tasks of other projects, live', async () => {
    const doomed = (await createProject(t, owner, { name: 'Doomed' })).id;
    const [x] = await tasksIn(doomed, 'Doomed task');
    const [a] = await tasksIn(projectId, 'Survivor');
    expect((await link(owner, x!.id, a!.id)).statusCode).toBe(201);
    await board(t, owner, projectId);
    const socket = await connect(t, member.access_token);
    try {
      socket.send({ type: 'join_project', projectId });
      await socket.next('joined');
      expect((await call(t, owner, 'DELETE', `/api/projects/${doomed}`)).statusCode).toBe(204);
      const frame = await socket.next('task_updated');
      expect(frame.task).toMatchObject({ id: a!.id, blocked_by: [] });
      const after = await board(t, owner, projectId);
      expect(after.find((task) => task.id === a!.id)?.blocked_by).toEqual([]);
    } finally {
      socket.close();
    }
  });
});

describe('live', () => {
  it('pushes both tasks to their viewers when a link changes and when a linked task is deleted', async () => {
    const socket = await connect(t, member.access_token);
    try {
      socket.send({ type: 'join_project', projectId });
      await socket.next('joined');
      const [a, b, c] = await tasksIn(projectId, 'Live A', 'Live B', 'Live C');
      for (let i = 0; i < 3; i += 1) await socket.next('task_created');
      expect((await link(owner, a!.id, b!.id)).statusCode).toBe(201);
      const pushed = [await socket.next('task_updated'), await socket.next('task_updated')];
      const byId = new Map(pushed.map((frame) => [frame.task.id, frame.task]));
      expect(byId.get(a!.id)).toMatchObject({ blocks: [b!.id], blocked_by: [] });
      expect(byId.get(b!.id)).toMatchObject({ blocks: [], blocked_by: [a!.id] });

      expect((await link(owner, c!.id, a!.id)).statusCode).toBe(201);
      await socket.next('task_updated');
      await socket.next('task_updated');
      expect((await call(t, owner, 'DELETE', `/api/tasks/${c!.id}`)).statusCode).toBe(204);
      expect((await socket.next('task_deleted')).task_id).toBe(c!.id);
      const after = await socket.next('task_updated');
      expect(after.task).toMatchObject({ id: a!.id, blocked_by: [] });

      expect((await unlink(owner, a!.id, b!.id)).statusCode).toBe(204);
      const unlinked = [await socket.next('task_updated'), await socket.next('task_updated')];
      expect(
        unlinked.map((frame) => frame.task.blocks.length + frame.task.blocked_by.length),
      ).toEqual([0, 0]);
    } finally {
      socket.close();
    }
  });
});
