import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { createProject } from '../../test/project-factories.ts';

let t: TestApp;
let owner: SignedUpUser;
let guest: SignedUpUser;
let stranger: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  [owner, guest, stranger] = await Promise.all([signUp(t), signUp(t), signUp(t)]);
});
afterAll(() => t.close());

async function invite(projectName: string, message = '') {
  const project = await createProject(t, owner, { name: projectName });
  const sent = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/invitations`,
    token: owner.access_token,
    payload: { user_id: guest.user.id, role: 'member', message },
  });
  expect(sent.statusCode).toBe(201);
  return { project, id: sent.json().invitation.id as string };
}

const read = (id: string, user?: SignedUpUser) =>
  t.request({ method: 'GET', url: `/api/invitations/${id}`, token: user?.access_token });

describe('GET /api/invitations/:id', () => {
  it('answers 401 without a session', async () => {
    const { id } = await invite('Anon');
    expect((await read(id)).statusCode).toBe(401);
  });

  it('is 404 for anyone but the invitee, the inviter and a stranger alike', async () => {
    const { id } = await invite('Private');
    for (const user of [stranger, owner]) {
      const res = await read(id, user);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Private');
    }
  });

  it('is 404 for an unknown or malformed id, 400 for an address that is not one', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect((await read(id, guest)).statusCode, id).toBe(404);
    }
    expect((await read('%E0%A4%A', guest)).statusCode).toBe(400);
  });

  it('shows the invitee, not yet a member, the invitation with what its page needs', async () => {
    const { project, id } = await invite('Vega', 'Welcome aboard');
    // Not a member: the project itself is not theirs to read yet.
    const projectRead = await t.request({
      method: 'GET',
      url: `/api/projects/${project.id}`,
      token: guest.access_token,
    });
    expect(projectRead.statusCode).toBe(404);
    const res = await read(id, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      project_id: project.id,
      project_name: 'Vega',
      inviter_name: owner.user.name,
      role: 'member',
      message: 'Welcome aboard',
      state: 'pending',
    });
  });

  it('keeps answering once the invitation is answered, saying how', async () => {
    const { id } = await invite('Lyra');
    const answered = await t.request({
      method: 'PUT',
      url: `/api/invitations/${id}`,
      token: guest.access_token,
      payload: { status: 'declined' },
    });
    expect(answered.statusCode).toBe(200);
    const res = await read(id, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', state: 'declined' });
  });

  it('mails someone new a set-password link that goes on to the invitation’s page', async () => {
    const project = await createProject(t, owner, { name: 'Deneb' });
    const email = uniqueEmail();
    const sent = await t.request({
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      token: owner.access_token,
      payload: { email, role: 'member', message: '' },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().invitation.id as string;
    const outbox = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    const mail = (outbox.json() as { to: string; text: string }[]).find((m) => m.to === email);
    expect(mail?.text).toMatch(
      new RegExp(
        `/auth/reset-password/confirm\\?token=[\\w%-]+&next=${encodeURIComponent(`/dashboard/invitations/${id}`)}`,
      ),
    );
  });
});
