import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUp } from '../test/factories.ts';

// Another process's account deletion reaches this process's profile cache a moment after it
// commits. A write that passed authentication in that moment refers to a user row that is gone:
// the answer is the 401 of an ended session, not a 500. The tests alter tables, so they run
// only on a private embedded database, never on the PostgreSQL other test files share.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Deletes the user without telling the profile cache, as if the notice were still on its way. */
async function deleteUnnoticed(userId: string): Promise<void> {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_notify_changed`);
    await tx.delete(users).where(eq(users.id, userId));
    await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_notify_changed`);
  });
}

describe.skipIf(inject('databaseUrl'))('a write by an account deleted meanwhile', () => {
  it('answers 401, not 500, when the write refers to the vanished user', async () => {
    const user = await signUp(t);
    // Cached: authentication now passes from memory.
    const me = await t.request({ method: 'GET', url: '/api/users/me', token: user.access_token });
    expect(me.statusCode).toBe(200);
    await deleteUnnoticed(user.user.id);

    const write = await t.request({
      method: 'POST',
      url: '/api/projects',
      token: user.access_token,
      payload: { name: 'Written after deletion' },
    });
    expect(write.statusCode).toBe(401);
    expect(write.json().error).toBe('UNAUTHORIZED');
  });

  it('still answers 500 for a foreign-key failure of an account that exists', async () => {
    // The 401 is for the caller's own vanished account only; anything else stays a server fault.
    const user = await signUp(t);
    await t.database.db.execute(
      sql`ALTER TABLE projects ADD CONSTRAINT projects_test_fk FOREIGN KEY (description) REFERENCES users (email) NOT VALID`,
    );
    try {
      const write = await t.request({
        method: 'POST',
        url: '/api/projects',
        token: user.access_token,
        payload: { name: 'Dangling', description: 'nobody@example.test' },
      });
      expect(write.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE projects DROP CONSTRAINT projects_test_fk`);
    }
  });
});
