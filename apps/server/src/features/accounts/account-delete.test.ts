import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DELETE_CONFIRM_MISMATCH,
  DELETE_NEW_OWNER_NOT_MEMBER,
  DELETE_UNLISTED_PROJECTS,
} from '@crewline/shared/contracts/account';
import type { MessagePageJson } from '@crewline/shared/contracts/chat-responses';
import type { CommentJson } from '@crewline/shared/contracts/comments';
import { projects, projectMembers, refreshTokens, users } from '../../db/schema.ts';
import { storageDeletions } from '../../db/account-schema.ts';
import { signUp, TEST_PASSWORD, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import {
  makePng,
  openAttachmentTeam,
  storedFiles,
  upload,
  type AttachmentTeam,
} from '../../test/attachment-test-helpers.ts';
import { createProjectThread, postMessage } from '../../test/chat-test-helpers.ts';
import { runStorageDeletions } from './storage-deletions-job.ts';
import type { Storage } from '../../services/storage/storage.ts';

let team: AttachmentTeam;

beforeAll(async () => {
  team = await openAttachmentTeam();
});
afterAll(() => team.close());

function deleteAccount(user: SignedUpUser | null, payload: object) {
  return team.t.request({
    method: 'POST',
    url: '/api/auth/delete-account',
    token: user?.access_token,
    payload,
  });
}

async function userExists(id: string): Promise<boolean> {
  const rows = await team.t.database.db.select().from(users).where(eq(users.id, id));
  return rows.length === 1;
}

/** A person who owns two projects (one with a teammate), and that teammate. */
async function ownerWithProjects() {
  const { t } = team;
  const [leaver, heir] = await Promise.all([signUp(t), signUp(t)]);
  const kept = await createProject(t, leaver);
  const dropped = await createProject(t, leaver);
  await addMember(t, leaver, kept.id, heir, 'member');
  await addMember(t, leaver, dropped.id, heir, 'member');
  return { leaver, heir, kept, dropped };
}

describe('POST /api/auth/delete-account', () => {
  it('answers 401 signed out', async () => {
    const res = await deleteAccount(null, { confirm: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 on confirm when it is neither the e-mail nor the password', async () => {
    const user = await signUp(team.t);
    const res = await deleteAccount(user, { confirm: 'not it' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual([{ loc: ['body', 'confirm'], msg: DELETE_CONFIRM_MISMATCH }]);
    expect(await userExists(user.user.id)).toBe(true);
  });

  it('answers 422 with field paths for a malformed body', async () => {
    const user = await signUp(team.t);
    const res = await deleteAccount(user, { confirm: 1, delete_projects: ['nope'] });
    expect(res.statusCode).toBe(422);
    const locs = res.json().detail.map((d: { loc: unknown[] }) => d.loc.join('.'));
    expect(locs).toEqual(expect.arrayContaining(['body.confirm', 'body.delete_projects.0']));
  });

  it('answers 409 naming every owned project left out, and deletes nothing', async () => {
    const { leaver, kept, dropped } = await ownerWithProjects();
    const res = await deleteAccount(leaver, {
      confirm: leaver.user.email,
      delete_projects: [kept.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: DELETE_UNLISTED_PROJECTS,
      projects: [{ id: dropped.id, name: dropped.name }],
    });
    expect(await userExists(leaver.user.id)).toBe(true);
    const still = await team.t.database.db.select().from(projects).where(eq(projects.id, kept.id));
    expect(still).toHaveLength(1);
  });

  it("answers 422 for a project that is not the caller's or a new owner who is not a member", async () => {
    const { leaver, heir, kept, dropped } = await ownerWithProjects();
    const stranger = await signUp(team.t);
    const notMine = await deleteAccount(leaver, {
      confirm: leaver.user.email,
      transfers: [{ project_id: team.projectId, new_owner_id: heir.user.id }],
      delete_projects: [kept.id, dropped.id],
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().detail[0].loc).toEqual(['body', 'transfers', 0, 'project_id']);

    for (const newOwner of [stranger.user.id, leaver.user.id]) {
      const res = await deleteAccount(leaver, {
        confirm: leaver.user.email,
        transfers: [{ project_id: kept.id, new_owner_id: newOwner }],
        delete_projects: [dropped.id],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual([
        { loc: ['body', 'transfers', 0, 'new_owner_id'], msg: DELETE_NEW_OWNER_NOT_MEMBER },
      ]);
    }
    expect(await userExists(leaver.user.id)).toBe(true);
  });

  it('transfers and deletes projects, keeps messages and comments as "Deleted user", ends every session', async () => {
    const { t, dataDir } = team;
    const { leaver, heir, kept, dropped } = await ownerWithProjects();
    // Also a member elsewhere: their messages there stay.
    await addMember(t, team.owner, team.projectId, leaver, 'member');
    const thread = await createProjectThread(t, team.owner, team.projectId);
    const png = await makePng(8, 8);
    const sent = await upload(t, leaver, png, 'sent.png');
    const unsent = await upload(t, leaver, png, 'unsent.png');
    const message = await postMessage(t, leaver, thread.id, 'still here', {
      attachments: [sent.id],
    });
    const comment = await t.request({
      method: 'POST',
      url: `/api/projects/${team.projectId}/comments`,
      token: leaver.access_token,
      payload: { text: 'my comment' },
    });
    expect(comment.statusCode).toBe(201);
    const filesBefore = await storedFiles(dataDir);
    team.published.length = 0;

    // The password confirms as well as the e-mail does.
    const res = await deleteAccount(leaver, {
      confirm: TEST_PASSWORD,
      transfers: [{ project_id: kept.id, new_owner_id: heir.user.id }],
      delete_projects: [dropped.id],
    });
    expect(res.statusCode).toBe(204);
    expect(await userExists(leaver.user.id)).toBe(false);

    // Ownership moved; the deleted project is gone.
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, kept.id));
    expect(project!.ownerId).toBe(heir.user.id);
    const members = await t.database.db
      .select({ userId: projectMembers.userId, role: projectMembers.role })
      .from(projectMembers)
      .where(eq(projectMembers.projectId, kept.id));
    expect(members).toEqual([{ userId: heir.user.id, role: 'owner' }]);
    const heirView = await t.request({
      method: 'GET',
      url: `/api/projects/${dropped.id}`,
      token: heir.access_token,
    });
    expect(heirView.statusCode).toBe(404);
    expect(team.published).toEqual(
      expect.arrayContaining([
        { t: 'member_updated', p: kept.id, u: heir.user.id },
        { t: 'member_removed', p: kept.id, u: leaver.user.id },
        { t: 'project_deleted', p: dropped.id, users: [heir.user.id] },
        { t: 'member_removed', p: team.projectId, u: leaver.user.id },
        { t: 'user_sessions_revoked', u: leaver.user.id },
      ]),
    );

    // Messages and comments stay, from "Deleted user".
    const page = await t.request({
      method: 'GET',
      url: `/api/threads/${thread.id}/messages`,
      token: team.owner.access_token,
    });
    const kept1 = (page.json() as MessagePageJson).messages.find((m) => m.id === message.id);
    expect(kept1?.user.name).toBe('Deleted user');
    expect(kept1?.attachments.map((a) => a.id)).toEqual([sent.id]);
    const comments = await t.request({
      method: 'GET',
      url: `/api/projects/${team.projectId}/comments`,
      token: team.owner.access_token,
    });
    const mine = (comments.json().comments as CommentJson[]).find((c) => c.text === 'my comment');
    expect(mine?.user.name).toBe('Deleted user');

    // Signed out everywhere: the access token and the refresh token no longer work.
    const profile = await t.request({
      method: 'GET',
      url: '/api/auth/profile',
      token: leaver.access_token,
    });
    expect(profile.statusCode).toBe(401);
    const refresh = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: leaver.refresh_token },
    });
    expect(refresh.statusCode).toBe(401);
    const tokens = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, leaver.user.id));
    expect(tokens).toEqual([]);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: leaver.user.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The e-mail registers again at once, as a new account.
    const again = await signUp(t, { email: leaver.user.email });
    expect(again.user.id).not.toBe(leaver.user.id);

    // The unsent upload's bytes are queued and removed by the job; the sent file stays.
    const queued = await t.database.db.select().from(storageDeletions);
    expect(queued.length).toBeGreaterThanOrEqual(1);
    await runStorageDeletions({ db: t.database.db, storage: t.app.ctx.storage, now: t.clock.now });
    const filesAfter = await storedFiles(dataDir);
    const gone = filesBefore.filter((f) => !filesAfter.includes(f));
    expect(gone.length).toBeGreaterThanOrEqual(1);
    expect(gone.every((f) => !f.startsWith('.'))).toBe(true);
    const sentFile = await t.request({
      method: 'GET',
      url: `/api/attachments/${sent.id}/file`,
      token: team.owner.access_token,
    });
    expect(sentFile.statusCode).toBe(200);
    void unsent;
  });

  it('retries a storage removal that failed until the storage confirms', async () => {
    const { t, dataDir } = team;
    const key = 'attachments/zz/retry-me';
    fs.mkdirSync(`${dataDir}/files/attachments/zz`, { recursive: true });
    fs.writeFileSync(`${dataDir}/files/${key}`, 'bytes');
    // Due long ago and run on a clock of that time: on a shared PostgreSQL the run takes only
    // this row, never another test file's queued ones.
    const epoch = new Date('1970-01-02T00:00:00.000Z');
    await t.database.db.insert(storageDeletions).values({ storageKey: key, runAfter: epoch });
    let failures = 1;
    const real = t.app.ctx.storage;
    const flaky: Storage = {
      ...real,
      async delete(k) {
        if (failures-- > 0) throw new Error('storage unavailable');
        return real.delete(k);
      },
    };
    const deps = { db: t.database.db, storage: flaky, now: () => epoch };
    const mine = () =>
      t.database.db.select().from(storageDeletions).where(eq(storageDeletions.storageKey, key));
    await runStorageDeletions(deps);
    const [row] = await mine();
    expect(row).toMatchObject({ storageKey: key, attempts: 1, lastError: 'storage unavailable' });
    expect(fs.existsSync(`${dataDir}/files/${key}`)).toBe(true);
    // Not due yet: nothing happens until the back-off has passed.
    await runStorageDeletions(deps);
    expect(fs.existsSync(`${dataDir}/files/${key}`)).toBe(true);
    const later = () => new Date(epoch.getTime() + 60 * 60_000);
    await runStorageDeletions({ ...deps, now: later });
    expect(fs.existsSync(`${dataDir}/files/${key}`)).toBe(false);
    expect(await mine()).toEqual([]);
  });
});
