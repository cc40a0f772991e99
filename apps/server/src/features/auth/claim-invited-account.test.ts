import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '@crewline/shared/contracts/email-verification';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail, type SignedUpUser } from '../../test/factories.ts';
import { createProject } from '../../test/project-factories.ts';

type OutboxMail = { to: string; text: string };

let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ APP_ORIGIN: 'https://crew.example' });
  owner = await signUp(t);
});
afterAll(() => t.close());

async function mailsTo(email: string): Promise<OutboxMail[]> {
  const res = await t.request({ method: 'GET', url: '/api/dev/outbox' });
  return (res.json() as OutboxMail[]).filter((m) => m.to === email);
}

/** The token of the newest link of `kind` mailed to `email`. */
async function mailedToken(email: string, kind: 'verify-email' | 'reset-password/confirm') {
  for (const mail of await mailsTo(email)) {
    const match = mail.text.match(new RegExp(`/auth/${kind}\\?token=([\\w%-]+)`));
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no ${kind} link mailed to ${email}`);
}

const register = (email: string, name: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload: { name, email, password } });
const login = (email: string, password: string) =>
  t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const verify = (token: string) =>
  t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

/** Invites `email` to a new project of the owner's: the address gets an invited account. */
async function inviteToProject(email: string): Promise<string> {
  const project = await createProject(t, owner);
  const res = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/invitations`,
    token: owner.access_token,
    payload: { email },
  });
  expect(res.statusCode).toBe(201);
  return project.id;
}

describe('signing up with an address a teammate invited', () => {
  it('claims the account once the mailed link is opened: the invitation is then theirs', async () => {
    const email = uniqueEmail('invitee');
    const projectId = await inviteToProject(email);

    const signup = await register(email, 'Real Owner', 'Claim!pass1');
    expect(signup.statusCode).toBe(202);
    expect(signup.json()).toEqual({
      message: EMAIL_VERIFICATION_MESSAGES.claimSent,
      verification_required: true,
    });
    expect(signup.json()).not.toHaveProperty('access_token');
    // Nothing of the account is reachable before the link is opened.
    expect((await login(email, 'Claim!pass1')).statusCode).toBe(401);

    expect((await verify(await mailedToken(email, 'verify-email'))).statusCode).toBe(200);
    const session = await login(email, 'Claim!pass1');
    expect(session.statusCode).toBe(200);
    expect(session.json().user).toMatchObject({
      email,
      name: 'Real Owner',
      email_verified: true,
    });
    const token = session.json().access_token as string;

    const invitations = await t.request({ method: 'GET', url: '/api/invitations', token });
    const invitation = (invitations.json() as { id: string; project_id: string }[]).find(
      (i) => i.project_id === projectId,
    );
    expect(invitation).toBeDefined();
    const accepted = await t.request({
      method: 'PUT',
      url: `/api/invitations/${invitation!.id}`,
      token,
      payload: { status: 'accepted' },
    });
    expect(accepted.statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/projects/${projectId}`, token })).statusCode,
    ).toBe(200);
  });

  it('claims an account made by POST /api/users the same way', async () => {
    const email = uniqueEmail('made');
    const made = await t.request({
      method: 'POST',
      url: '/api/users',
      token: owner.access_token,
      payload: { email, name: 'Placeholder' },
    });
    expect(made.statusCode).toBe(201);
    expect((await register(email, 'Chosen Name', 'Claim!pass2')).statusCode).toBe(202);
    expect((await verify(await mailedToken(email, 'verify-email'))).statusCode).toBe(200);
    const session = await login(email, 'Claim!pass2');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.id).toBe(made.json().id);
    expect(session.json().user.name).toBe('Chosen Name');
  });

  it('gives the account to whoever opens the link: a claim by someone else stays unused', async () => {
    const email = uniqueEmail('contested');
    await inviteToProject(email);
    expect((await register(email, 'Intruder', 'Intrude!pass1')).statusCode).toBe(202);
    const intruderToken = await mailedToken(email, 'verify-email');
    t.clock.advance(61_000);
    expect((await register(email, 'Owner', 'Owner!pass1')).statusCode).toBe(202);
    const ownerToken = await mailedToken(email, 'verify-email');
    expect(ownerToken).not.toBe(intruderToken);

    // The mailbox's owner opens their own link; the other link is used up with it.
    expect((await verify(ownerToken)).statusCode).toBe(200);
    expect((await verify(intruderToken)).statusCode).toBe(410);
    expect((await login(email, 'Intrude!pass1')).statusCode).toBe(401);
    expect((await login(email, 'Owner!pass1')).statusCode).toBe(200);
  });

  it('never replaces a password set meanwhile with the invitation link', async () => {
    const email = uniqueEmail('raced');
    await inviteToProject(email);
    expect((await register(email, 'Claimant', 'Claim!pass3')).statusCode).toBe(202);
    const claimToken = await mailedToken(email, 'verify-email');
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password/confirm',
      payload: {
        token: await mailedToken(email, 'reset-password/confirm'),
        password: 'Mine!pass1',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect((await verify(claimToken)).statusCode).toBe(200);
    expect((await login(email, 'Claim!pass3')).statusCode).toBe(401);
    expect((await login(email, 'Mine!pass1')).statusCode).toBe(200);
  });

  it('still answers 409 for an account that is in use', async () => {
    const user = await signUp(t);
    const res = await register(user.user.email, 'Someone', 'Other!pass1');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('EMAIL_TAKEN');
  });

  it('is held to the verification mail limit: a second claim within the minute is 429', async () => {
    const email = uniqueEmail('hurried');
    await inviteToProject(email);
    expect((await register(email, 'One', 'Claim!pass4')).statusCode).toBe(202);
    const again = await register(email, 'Two', 'Claim!pass5');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });
});
