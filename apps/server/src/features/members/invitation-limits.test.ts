import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp, uniqueEmail } from '../../test/factories.ts';
import { createProject, signIn } from '../../test/project-factories.ts';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const settings = {
    LIMIT_INVITATIONS_PER_INVITEE_PER_HOUR: '3',
    LIMIT_INVITATIONS_PER_ACCOUNT_PER_HOUR: '5',
  };
  a = await createTestApp(settings);
  b = await createTestApp(settings, {}, a);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('invitations an hour', () => {
  it('allows 3 to one address across processes (resends included), then 429 with Retry-After', async () => {
    const owner = await signUp(a);
    const project = await createProject(a, owner);
    const email = uniqueEmail('invitee');
    const invite = (t: TestApp, token = owner.access_token) =>
      t.request({
        method: 'POST',
        url: `/api/projects/${project.id}/invitations`,
        token,
        payload: { email, role: 'member' },
      });
    expect((await invite(a)).statusCode).toBe(201);
    expect((await invite(b)).statusCode).toBe(200);
    expect((await invite(a)).statusCode).toBe(200);
    const refused = await invite(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(
        /^Too many invitations were sent\. Please try again in \d+ seconds\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The address in another case is the same address.
    const shouted = await a.request({
      method: 'POST',
      url: `/api/projects/${project.id}/invitations`,
      token: owner.access_token,
      payload: { email: email.toUpperCase(), role: 'member' },
    });
    expect(shouted.statusCode).toBe(429);
    a.clock.advance(3_601_000);
    expect((await invite(a, (await signIn(a, owner)).access_token)).statusCode).toBe(200);
  });

  it('allows 5 from one account over different people, then 429; another account is not held back', async () => {
    const owner = await signUp(a);
    const project = await createProject(a, owner);
    const invite = (t: TestApp, token: string, projectId: string) =>
      t.request({
        method: 'POST',
        url: `/api/projects/${projectId}/invitations`,
        token,
        payload: { email: uniqueEmail(), role: 'member' },
      });
    for (let i = 0; i < 5; i++) {
      expect((await invite(i % 2 ? b : a, owner.access_token, project.id)).statusCode).toBe(201);
    }
    expect((await invite(a, owner.access_token, project.id)).statusCode).toBe(429);
    const other = await signUp(a);
    const theirs = await createProject(a, other);
    expect((await invite(b, other.access_token, theirs.id)).statusCode).toBe(201);
  });
});
