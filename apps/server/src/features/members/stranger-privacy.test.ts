import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { addMember, createProject } from '../../test/project-factories.ts';
import { connect, type TestSocket } from '../../test/test-socket.ts';

// Nobody joins the project of someone they share no project with without accepting, and no
// answer shows the address of someone the caller shares no project with, unless they typed it.

let t: TestApp;
let owner: SignedUpUser;
let manager: SignedUpUser;
let projectId: string;
beforeAll(async () => {
  t = await createTestApp();
  [owner, manager] = await Promise.all([signUp(t), signUp(t)]);
  projectId = (await createProject(t, owner)).id;
  await addMember(t, owner, projectId, manager, 'manager');
});
afterAll(() => t.close());

const get = (url: string, user: SignedUpUser) =>
  t.request({ method: 'GET', url, token: user.access_token });
const post = (url: string, user: SignedUpUser, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url, token: user.access_token, payload });
const members = async (user = owner) =>
  (await get(`/api/projects/${projectId}/members`, user)).json() as { id: string; email: string }[];
const projectInvitations = (user: SignedUpUser) =>
  get(`/api/projects/${projectId}/invitations`, user);
const feed = (user = owner) => get(`/api/projects/${projectId}/activity?tab=members`, user);

describe('strangers', () => {
  it('a stranger added by id is invited instead (202), and joins only by accepting', async () => {
    const stranger = await signUp(t);
    const added = await post(`/api/projects/${projectId}/members`, owner, {
      user_id: stranger.user.id,
      role: 'leader',
    });
    expect(added.statusCode).toBe(202);
    expect(added.json()).toMatchObject({
      resent: false,
      invitation: {
        project_id: projectId,
        user_id: stranger.user.id,
        role: 'leader',
        state: 'pending',
        email: null,
        user: { id: stranger.user.id, name: stranger.user.name, email: null },
      },
    });
    expect(added.body).not.toContain(stranger.user.email);
    expect((await members()).map((m) => m.id)).not.toContain(stranger.user.id);
    expect((await get(`/api/projects/${projectId}`, stranger)).statusCode).toBe(404);

    // Adding again while it waits renews the same invitation.
    const again = await post(`/api/projects/${projectId}/members`, owner, {
      user_id: stranger.user.id,
    });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toMatchObject({
      resent: true,
      invitation: { id: added.json().invitation.id },
    });

    // The invitee sees their own address, and accepting makes them a member.
    const mine = await get('/api/invitations', stranger);
    expect(mine.json()).toEqual([
      expect.objectContaining({ id: added.json().invitation.id, email: stranger.user.email }),
    ]);
    const accepted = await t.request({
      method: 'PUT',
      url: `/api/invitations/${added.json().invitation.id}`,
      token: stranger.access_token,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await get(`/api/projects/${projectId}`, stranger)).json()).toMatchObject({
      role: 'member',
    });
    // Now they share the project: the team panel shows their address as for anyone else.
    expect((await members()).find((m) => m.id === stranger.user.id)?.email).toBe(
      stranger.user.email,
    );
  });

  it('shows no address of a stranger invited by id: answer, lists, feed, live frames', async () => {
    const stranger = await signUp(t);
    const managerSocket: TestSocket = await connect(t, manager.access_token);
    const strangerSocket: TestSocket = await connect(t, stranger.access_token);
    try {
      const sent = await post(`/api/projects/${projectId}/invitations`, owner, {
        user_id: stranger.user.id,
      });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().invitation).toMatchObject({ email: null, user: { email: null } });
      expect(sent.body).not.toContain(stranger.user.email);

      const toManager = await managerSocket.next('invitation_changed');
      expect(toManager.invitation).toMatchObject({ user_id: stranger.user.id, email: null });
      expect(JSON.stringify(toManager)).not.toContain(stranger.user.email);
      const toInvitee = await strangerSocket.next('invitation_changed');
      expect(toInvitee.invitation.email).toBe(stranger.user.email);

      for (const viewer of [owner, manager]) {
        const list = await projectInvitations(viewer);
        expect(list.statusCode).toBe(200);
        expect(list.json()).toContainEqual(
          expect.objectContaining({ user_id: stranger.user.id, email: null }),
        );
        expect(list.body).not.toContain(stranger.user.email);
      }

      const cancelled = await t.request({
        method: 'PUT',
        url: `/api/projects/${projectId}/invitations/${sent.json().invitation.id}/cancel`,
        token: owner.access_token,
      });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().invitation.email).toBeNull();

      for (const viewer of [owner, manager]) {
        const entries = await feed(viewer);
        expect(entries.body).not.toContain(stranger.user.email);
        const mine = (entries.json() as { action: string; data: { user_id?: string } }[]).filter(
          (e) => e.data.user_id === stranger.user.id,
        );
        expect(mine.map((e) => e.action)).toEqual(['invitation_cancelled', 'invitation_sent']);
        for (const entry of mine) {
          expect(entry.data).toMatchObject({ name: stranger.user.name });
          expect(entry.data).not.toHaveProperty('email');
        }
      }
    } finally {
      managerSocket.close();
      strangerSocket.close();
    }
  });

  it('an address the inviter typed shows back to that inviter, not to other managers', async () => {
    const account = await signUp(t);
    const fresh = uniqueEmail('typed');
    for (const email of [account.user.email.toUpperCase(), fresh]) {
      const sent = await post(`/api/projects/${projectId}/invitations`, owner, { email });
      expect(sent.statusCode).toBe(201);
      expect(sent.json().invitation).toMatchObject({
        email: email.toLowerCase(),
        user: { email: email.toLowerCase() },
      });
    }
    const ownerList = (await projectInvitations(owner)).json() as { email: string | null }[];
    expect(ownerList.map((i) => i.email)).toEqual(
      expect.arrayContaining([account.user.email, fresh]),
    );
    const managerList = await projectInvitations(manager);
    expect(managerList.body).not.toContain(account.user.email);
    expect(managerList.body).not.toContain(fresh);
    expect((await feed(manager)).body).not.toContain(account.user.email);

    // Renewed by someone who picked the account instead: the new inviter did not type it.
    const renewed = await post(`/api/projects/${projectId}/invitations`, manager, {
      user_id: account.user.id,
    });
    expect(renewed.json()).toMatchObject({ resent: true, invitation: { email: null } });
    const afterRenewal = await projectInvitations(owner);
    expect(afterRenewal.body).not.toContain(account.user.email);
  });

  it('someone who already shares a project is added directly, address shown as before', async () => {
    const colleague = await signUp(t);
    const other = await createProject(t, owner);
    await addMember(t, owner, other.id, colleague);
    const added = await post(`/api/projects/${projectId}/members`, owner, {
      user_id: colleague.user.id,
      role: 'observer',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: colleague.user.id,
      role: 'observer',
      email: colleague.user.email,
    });
    const entries = (await feed()).json() as { action: string; data: { user_id?: string } }[];
    expect(entries.find((e) => e.data.user_id === colleague.user.id)?.action).toBe('member_added');
  });

  it('search and profile lookup never reveal a stranger’s address; a pending invitation does not count', async () => {
    const stranger = await signUp(t);
    await post(`/api/projects/${projectId}/members`, owner, { user_id: stranger.user.id });
    const byName = await get(
      `/api/users?q=${encodeURIComponent(stranger.user.name.slice(-8))}`,
      owner,
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.body).not.toContain(stranger.user.email);
    const profile = await get(`/api/users/${stranger.user.id}`, owner);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().email).toBeNull();
    // Typing the exact address finds the person, and shows what was typed.
    const typed = await get(`/api/users?q=${encodeURIComponent(stranger.user.email)}`, owner);
    expect(typed.json()).toEqual([
      expect.objectContaining({ id: stranger.user.id, email: stranger.user.email }),
    ]);
  });
});
