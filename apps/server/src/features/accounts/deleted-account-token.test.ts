import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { twoTestApps } from '../../test/two-test-apps.ts';
import { signUp, TEST_PASSWORD, type SignedUpUser } from '../../test/factories.ts';

// An access token stays valid for minutes after it was signed; the account it names may be gone
// by then. Every authenticated endpoint, reads included, must then answer 401 (before, reads
// answered 200 and some writes 500 on a foreign-key violation).

/** Deletes the account and the projects it owns. */
async function deleteAccount(app: TestApp, user: SignedUpUser): Promise<void> {
  const list = await app.request({ method: 'GET', url: '/api/projects', token: user.access_token });
  const owned = (list.json() as { id: string }[]).map((project) => project.id);
  const res = await app.request({
    method: 'POST',
    url: '/api/auth/delete-account',
    token: user.access_token,
    payload: { confirm: TEST_PASSWORD, transfers: [], delete_projects: owned },
  });
  expect(res.statusCode).toBe(204);
}

/** A read, a write and the profile with the token of `user`, on `app`. */
async function statusesOn(app: TestApp, user: SignedUpUser): Promise<number[]> {
  const read = await app.request({ method: 'GET', url: '/api/projects', token: user.access_token });
  const write = await app.request({
    method: 'POST',
    url: '/api/projects',
    token: user.access_token,
    payload: { name: 'After deletion' },
  });
  const profile = await app.request({
    method: 'GET',
    url: '/api/auth/profile',
    token: user.access_token,
  });
  return [read.statusCode, write.statusCode, profile.statusCode];
}

describe('a deleted account’s token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 on reads and writes once the account is gone', async () => {
    const user = await signUp(t);
    expect(await statusesOn(t, user)).toEqual([200, 201, 200]);
    await deleteAccount(t, user);
    expect(await statusesOn(t, user)).toEqual([401, 401, 401]);
  });
});

const databaseUrl = inject('databaseUrl');

describe.skipIf(!databaseUrl)('a deleted account’s token on another process', () => {
  const apps = twoTestApps();

  it('answers 401 on B once the account was deleted through A', async () => {
    const user = await signUp(apps.a);
    // B has the account cached from a read before the deletion.
    expect(await statusesOn(apps.b, user)).toEqual([200, 201, 200]);
    await deleteAccount(apps.a, user);
    await expect.poll(() => statusesOn(apps.b, user)).toEqual([401, 401, 401]);
  });
});
