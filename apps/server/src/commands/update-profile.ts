import { eq } from 'drizzle-orm';
import type { ProfileUpdateBody } from '@crewline/shared';
import { users } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/** Applies a profile edit (never the email); returns the updated row. */
export async function updateProfile(db: Db, userId: string, body: ProfileUpdateBody, now: Date) {
  const { name, bio, avatar, skills, social_links } = body;
  const [user] = await db
    .update(users)
    .set({
      ...(name !== undefined && { name }),
      ...(bio !== undefined && { bio }),
      ...(avatar !== undefined && { avatar: avatar || null }),
      ...(skills !== undefined && { skills }),
      ...(social_links !== undefined && {
        // An emptied field removes the link rather than storing ''.
        socialLinks: Object.fromEntries(
          Object.entries(social_links).filter(([, v]) => v),
        ) as Record<string, string>,
      }),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}
