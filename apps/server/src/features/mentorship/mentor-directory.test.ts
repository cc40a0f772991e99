import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorshipProfiles } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { mentorDirectory, mentorDirectoryChanged } from './mentor-directory-query.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const has = (directory: Awaited<ReturnType<typeof mentorDirectory>>, userId: string) =>
  directory.mentors.some((mentor) => mentor.userId === userId);

describe('the mentor directory', () => {
  it('answers from an aged list while it reads again, and waits only after a change here', async () => {
    const db = t.database.db;
    const { user } = await signUp(t, { name: 'Quiet mentor' });
    await db.insert(mentorshipProfiles).values({ userId: user.id, isMentor: true });
    mentorDirectoryChanged(db);
    expect(has(await mentorDirectory(db, 60_000), user.id)).toBe(true);

    // Another process stops offering mentoring: nothing on this one announces it.
    await db
      .update(mentorshipProfiles)
      .set({ isMentor: false })
      .where(eq(mentorshipProfiles.userId, user.id));
    expect(has(await mentorDirectory(db, 60_000), user.id)).toBe(true);
    // Aged: the old list answers at once, and the read it starts shows the change next time.
    expect(has(await mentorDirectory(db, 0), user.id)).toBe(true);
    await expect.poll(async () => has(await mentorDirectory(db, 60_000), user.id)).toBe(false);

    // A change on this process: the very next search waits for a read that includes it.
    await db
      .update(mentorshipProfiles)
      .set({ isMentor: true })
      .where(eq(mentorshipProfiles.userId, user.id));
    mentorDirectoryChanged(db);
    expect(has(await mentorDirectory(db, 60_000), user.id)).toBe(true);
  });
});
