import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { createProject, signIn } from '../../test/project-factories.ts';
import { projectMembers, users } from '../../db/schema.ts';

let t: TestApp;
let owner: SignedUpUser;
let guest: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, guest] = await Promise.all([signUp(t), signUp(t)]);
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function invite(projectId: string, payload: Record<string, unknown>, by = owner) {
  return t.request({
    method: 'POST',
    url: `/api/projects/${projectId}/invitations`,
    token: by.access_token,
    payload,
  });
}

const answer = (id: string, status: string, user = guest) =>
  t.request({
    method: 'PUT',
    url: `/api/invitations/${id}`,
    token: user.access_token,
    payload: { status },
  });

async function memberRows(projectId: string, userId: string) {
  return t.database.db
    .select()
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
}

describe('invitation lifecycle', () => {
  it('invites, shows it to both sides, and accepting makes a member with the invited role', async () => {
    // The guest shares no project with the owner yet: their address is not the owner's to see.
    const project = await createProject(t, owner, { name: 'Orion' });
    const sent = await invite(project.id, {
      user_id: guest.user.id,
      role: 'leader',
      message: 'Welcome!',
    });
    expect(sent.statusCode).toBe(201);
    const invitation = sent.json().invitation;
    expect(sent.json().resent).toBe(false);
    expect(invitation).toMatchObject({
      project_id: project.id,
      project_name: 'Orion',
      user_id: guest.user.id,
      email: null,
      role: 'leader',
      message: 'Welcome!',
      status: 'pending',
      state: 'pending',
      expired: false,
      inviter_name: owner.user.name,
      user: {
        id: guest.user.id,
        name: guest.user.name,
        email: null,
        initials: expect.any(String),
      },
    });
    expect(
      new Date(invitation.expires_at).getTime() - new Date(invitation.created_at).getTime(),
    ).toBe(7 * DAY);

    const mine = await t.request({
      method: 'GET',
      url: '/api/invitations',
      token: guest.access_token,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        id: invitation.id,
        inviter_name: owner.user.name,
        project_name: 'Orion',
      }),
    ]);
    const ownerList = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/invitations`,
      token: owner.access_token,
    });
    expect(ownerList.json().map((i: { id: string }) => i.id)).toEqual([invitation.id]);

    const accepted = await answer(invitation.id, 'accepted');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      project_id: project.id,
      invitation: { status: 'accepted' },
    });
    const project2 = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      token: guest.access_token,
    });
    expect(project2.json()).toMatchObject({ role: 'leader' });
    expect(
      (
        await t.request({ method: 'GET', url: '/api/invitations', token: guest.access_token })
      ).json(),
    ).toEqual([]);
    const feed = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/activity?tab=members`,
      token: owner.access_token,
    });
    expect(feed.json().map((e: { action: string }) => e.action)).toEqual([
      'invitation_accepted',
      'invitation_sent',
    ]);

    const twice = await answer(invitation.id, 'accepted');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('INVITATION_NOT_PENDING');
    const again = await invite(project.id, { user_id: guest.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This user is already a member of this project.');
  });

  it('a second invitation while one is pending is a resend (200, resent: true), not a duplicate', async () => {
    const project = await createProject(t, owner);
    const first = await invite(project.id, { user_id: guest.user.id });
    t.clock.advance(60_000);
    const second = await invite(project.id, {
      email: guest.user.email.toUpperCase(),
      role: 'observer',
    });
    t.clock.advance(-60_000);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({
      resent: true,
      invitation: { id: first.json().invitation.id, role: 'observer' },
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/invitations`,
      token: owner.access_token,
    });
    expect(list.json()).toHaveLength(1);
  });

  it('cancel then accept is 409; cancelling again is 404 with the spec text', async () => {
    const project = await createProject(t, owner);
    const id = (await invite(project.id, { user_id: guest.user.id })).json().invitation.id;
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/invitations/${id}/cancel`,
      token: owner.access_token,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().invitation).toMatchObject({ status: 'cancelled', state: 'cancelled' });
    const accept = await answer(id, 'accepted');
    expect(accept.statusCode).toBe(409);
    expect(accept.json().error).toBe('INVITATION_NOT_PENDING');
    expect(await memberRows(project.id, guest.user.id)).toEqual([]);
    const again = await t.request({
      method: 'PUT',
      url: `/api/projects/${project.id}/invitations/${id}/cancel`,
      token: owner.access_token,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'Invitation not found. It may have already been cancelled or accepted.',
    );
    const list = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/invitations`,
      token: owner.access_token,
    });
    expect(list.json()).toEqual([expect.objectContaining({ id, state: 'cancelled' })]);
  });

  it('expires 7 days after creation: shows as Expired and cannot be accepted', async () => {
    const project = await createProject(t, owner);
    const id = (await invite(project.id, { user_id: guest.user.id })).json().invitation.id;
    t.clock.advance(7 * DAY - 60_000);
    try {
      const stillOk = await signIn(t, guest);
      const list = await t.request({
        method: 'GET',
        url: '/api/invitations',
        token: stillOk.access_token,
      });
      expect(list.json().find((i: { id: string }) => i.id === id)).toMatchObject({
        state: 'pending',
        expired: false,
      });
      t.clock.advance(2 * 60_000);
      const [me, boss] = [await signIn(t, guest), await signIn(t, owner)];
      const ownerList = await t.request({
        method: 'GET',
        url: `/api/projects/${project.id}/invitations`,
        token: boss.access_token,
      });
      expect(ownerList.json()).toEqual([
        expect.objectContaining({ id, status: 'pending', state: 'expired', expired: true }),
      ]);
      const accept = await answer(id, 'accepted', me);
      expect(accept.statusCode).toBe(409);
      expect(accept.json()).toEqual({
        error: 'INVITATION_NOT_PENDING',
        message: 'This invitation has expired.',
      });
      expect(await memberRows(project.id, guest.user.id)).toEqual([]);
      // The owner can still cancel an expired invitation, or renew it by inviting again.
      const renewed = await invite(project.id, { user_id: guest.user.id }, boss);
      expect(renewed.json()).toMatchObject({ resent: true, invitation: { id, state: 'pending' } });
    } finally {
      t.clock.advance(-(7 * DAY + 60_000));
    }
  });

  it('concurrent accepts of one invitation make exactly one membership', async () => {
    const project = await createProject(t, owner);
    const id = (await invite(project.id, { user_id: guest.user.id, role: 'manager' })).json()
      .invitation.id;
    const results = await Promise.all([
      answer(id, 'accepted'),
      answer(id, 'accepted'),
      answer(id, 'accepted'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await memberRows(project.id, guest.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('manager');
  });

  it('declines, and only the invitee may answer or delete', async () => {
    const project = await createProject(t, owner);
    const id = (await invite(project.id, { user_id: guest.user.id })).json().invitation.id;
    expect((await answer(id, 'accepted', owner)).statusCode).toBe(404);
    expect((await answer(id, 'maybe')).statusCode).toBe(422);
    const declined = await answer(id, 'declined');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().invitation.status).toBe('declined');
    expect(await memberRows(project.id, guest.user.id)).toEqual([]);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/invitations/${id}`,
          token: owner.access_token,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/invitations/${id}`,
          token: guest.access_token,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/invitations/${id}`,
          token: guest.access_token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('inviting an address with no account creates an invited account and mails a set-password link', async () => {
    const project = await createProject(t, owner, { name: 'Nova' });
    const email = uniqueEmail('newbie');
    const sent = await invite(project.id, { email, role: 'member', message: 'Join us' });
    expect(sent.statusCode).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ status: 'invited', passwordHash: null });
    const outbox = (await t.request({ method: 'GET', url: '/api/dev/outbox' })).json() as {
      to: string;
      text: string;
    }[];
    const mail = outbox.find((m) => m.to === email);
    expect(mail?.text).toContain('Nova');
    expect(mail?.text).toContain('Join us');
    const token = decodeURIComponent(
      mail!.text.match(/reset-password\/confirm\?token=([\w%-]+)/)![1]!,
    );
    const set = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: { token, password: 'N3w!password' },
    });
    expect(set.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'N3w!password' },
    });
    expect(login.statusCode).toBe(200);
    const accept = await answer(sent.json().invitation.id, 'accepted', {
      ...guest,
      access_token: login.json().access_token,
    });
    expect(accept.statusCode).toBe(200);
  });

  it('rejects bad invitation input', async () => {
    const project = await createProject(t, owner);
    for (const payload of [
      {},
      { user_id: guest.user.id, email: guest.user.email },
      { email: 'not-an-email' },
      { user_id: guest.user.id, role: 'admin' },
      { user_id: 'abc' },
      { user_id: guest.user.id, message: 'm'.repeat(10_001) },
    ]) {
      expect((await invite(project.id, payload)).statusCode).toBe(422);
    }
    const list = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}/invitations`,
      token: owner.access_token,
    });
    expect(list.json()).toEqual([]);
    expect((await answer('not-a-uuid', 'accepted')).statusCode).toBe(404);
  });
});
