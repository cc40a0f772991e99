import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';

// Profiles are cached per process and dropped on the database's user_changed notification.
// These tests change users behind the API's back, so only that notification can tell the cache.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function profileName(app: TestApp, token: string): Promise<string> {
  const res = await app.request({ method: 'GET', url: '/api/auth/profile', token });
  return res.json().name;
}

describe('the profile cache', () => {
  it('serves a change made by any write path, not only PUT /api/auth/profile', async () => {
    const user = await signUp(t, { name: 'Before Rename' });
    expect(await profileName(t, user.access_token)).toBe('Before Rename');
    await t.database.db
      .update(users)
      .set({ name: 'After Rename' })
      .where(eq(users.id, user.user.id));
    // PGlite delivers the notification as the update returns; PostgreSQL a moment later.
    await expect
      .poll(() => profileName(t, user.access_token), { timeout: 2_000 })
      .toBe('After Rename');
  });

  it('answers 401 once the account is deleted', async () => {
    const user = await signUp(t);
    expect(
      (await t.request({ method: 'GET', url: '/api/users/me', token: user.access_token }))
        .statusCode,
    ).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, user.user.id));
    await expect
      .poll(
        async () =>
          (await t.request({ method: 'GET', url: '/api/users/me', token: user.access_token }))
            .statusCode,
        { timeout: 2_000 },
      )
      .toBe(401);
    const status = await t.request({
      method: 'GET',
      url: '/api/auth/status',
      token: user.access_token,
    });
    expect(status.json()).toEqual({ authenticated: false });
  });

  it('shows a profile update at once to the process that made it', async () => {
    const user = await signUp(t);
    expect(await profileName(t, user.access_token)).toBe(user.user.name);
    const put = await t.request({
      method: 'PUT',
      url: '/api/auth/profile',
      token: user.access_token,
      payload: { name: 'Renamed Right Now' },
    });
    expect(put.statusCode).toBe(200);
    expect(await profileName(t, user.access_token)).toBe('Renamed Right Now');
    const status = await t.request({
      method: 'GET',
      url: '/api/auth/status',
      token: user.access_token,
    });
    expect(status.json()).toMatchObject({
      authenticated: true,
      user: { name: 'Renamed Right Now' },
    });
  });

  it('shows an update through PUT /api/users/{id} at once too', async () => {
    const user = await signUp(t);
    expect(await profileName(t, user.access_token)).toBe(user.user.name);
    const put = await t.request({
      method: 'PUT',
      url: `/api/users/${user.user.id}`,
      token: user.access_token,
      payload: { name: 'Renamed Through Users' },
    });
    expect(put.statusCode).toBe(200);
    expect(await profileName(t, user.access_token)).toBe('Renamed Through Users');
  });

  // Two app processes on one PostgreSQL server: a write in one reaches the other's cache.
  it.runIf(inject('databaseUrl'))('drops the entry in every process on the database', async () => {
    const other = await createTestApp();
    try {
      const user = await signUp(t);
      expect(await profileName(other, user.access_token)).toBe(user.user.name);
      await t.request({
        method: 'PUT',
        url: '/api/auth/profile',
        token: user.access_token,
        payload: { name: 'Renamed Elsewhere' },
      });
      await expect
        .poll(() => profileName(other, user.access_token), { timeout: 2_000 })
        .toBe('Renamed Elsewhere');
    } finally {
      await other.close();
    }
  });
});
