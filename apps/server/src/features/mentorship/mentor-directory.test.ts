import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorshipProfiles, mentorshipSessions } from '../../db/mentorship-schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signUp } from '../../test/factories.ts';
import { mentorDirectory, type KeptDirectory } from './mentor-directory-query.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const has = (kept: KeptDirectory, userId: string) =>
  kept.mentors.mentors.some((mentor) => mentor.userId === userId);

/** The directory's version as the database holds it now. */
async function storedVersion(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select version from cache_versions where name = 'mentor_directory'`,
  );
  return Number((result.rows[0] as { version: number | string }).version);
}

describe('the mentor directory', () => {
  it('is read again only for a version a search saw move, whichever process wrote', async () => {
    const db = t.database.db;
    const { user } = await signUp(t, { name: 'Quiet mentor' });
    const { user: requester } = await signUp(t, { name: 'Curious requester' });
    // Written straight to the database, as another process would: only the triggers know.
    await db.insert(mentorshipProfiles).values({ userId: user.id, isMentor: true });
    const first = await mentorDirectory(db, await storedVersion());
    expect(first.version).toBe(await storedVersion());
    expect(has(first, user.id)).toBe(true);

    await db
      .update(mentorshipProfiles)
      .set({ isMentor: false })
      .where(eq(mentorshipProfiles.userId, user.id));
    const moved = await storedVersion();
    expect(moved).toBeGreaterThan(first.version);
    // A search that has not seen the new version is answered from the list kept, unread.
    expect(await mentorDirectory(db, first.version)).toBe(first);
    // One that saw it gets a list read at that version or later.
    const second = await mentorDirectory(db, moved);
    expect(second.version).toBeGreaterThanOrEqual(moved);
    expect(has(second, user.id)).toBe(false);

    // Sessions move it only when they enter or leave 'completed' (what the ranking counts).
    const [session] = await db
      .insert(mentorshipSessions)
      .values({
        requesterId: requester.id,
        mentorId: user.id,
        type: 'code_review',
        topic: 'Versioned',
        durationMinutes: 60,
        creditsUsed: 2,
        status: 'scheduled',
      })
      .returning();
    expect(await storedVersion()).toBe(moved);
    const setStatus = (status: string) =>
      db.update(mentorshipSessions).set({ status }).where(eq(mentorshipSessions.id, session!.id));
    await setStatus('active');
    expect(await storedVersion()).toBe(moved);
    await setStatus('completed');
    const completed = await storedVersion();
    expect(completed).toBeGreaterThan(moved);
    await db.delete(mentorshipSessions).where(eq(mentorshipSessions.id, session!.id));
    expect(await storedVersion()).toBeGreaterThan(completed);
  });
});
