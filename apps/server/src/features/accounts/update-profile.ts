import { eq, sql } from 'drizzle-orm';
import { socialLinksSchema, type ProfileUpdateBody } from '@crewline/shared/contracts/auth';
import { SOCIAL_SLOTS } from '@crewline/shared/domain/social-url';
import { storageDeletions } from '../../db/account-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';

export const AVATAR_NOT_ISSUED =
  'Upload a picture to change your avatar; only your current one or none is accepted here';

/**
 * The `social_links` keys this edit replaces and the values it sets. social1…social5 live in the
 * same jsonb as twitter/github/linkedin (no migration; every reader already gets them). A slot
 * the body leaves out keeps its stored value; an emptied field removes the key.
 */
function socialLinksChange(body: ProfileUpdateBody) {
  // A `social_links` object stands for all the named links, as the form sends them together.
  const named = body.social_links && {
    ...Object.fromEntries(socialLinksSchema.keyof().options.map((key) => [key, ''])),
    ...body.social_links,
  };
  const given: Record<string, string | undefined> = {
    ...named,
    ...Object.fromEntries(SOCIAL_SLOTS.map((slot) => [slot, body[slot]])),
  };
  const replaced = Object.entries(given).filter(([, v]) => v !== undefined);
  return {
    remove: replaced.map(([key]) => key),
    set: Object.fromEntries(replaced.filter(([, v]) => v)) as Record<string, string>,
  };
}

/**
 * Applies a profile edit (never the email); returns the updated row. `avatar` may only repeat
 * the picture the server issued (no change) or remove it ('' or null): another site's image
 * would be loaded by every teammate's browser, telling that site who looks at it. Removing an
 * uploaded one queues its files for removal from storage (the storage-deletions job removes
 * them). A new name or picture is announced as `user_updated` to everyone who sees the person.
 */
export async function updateProfile(db: Db, userId: string, body: ProfileUpdateBody, now: Date) {
  const { name, bio, skills } = body;
  const links = socialLinksChange(body);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        avatar: users.avatar,
        avatarKey: users.avatarKey,
        avatarSmallKey: users.avatarSmallKey,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (body.avatar && body.avatar !== before?.avatar) {
      throw new ValidationError(AVATAR_NOT_ISSUED, [
        { loc: ['body', 'avatar'], msg: AVATAR_NOT_ISSUED },
      ]);
    }
    // Only a removal changes the picture; the current one sent back leaves it as it is.
    const avatar = body.avatar === undefined || body.avatar ? undefined : null;
    const [user] = await tx
      .update(users)
      .set({
        ...(name !== undefined && { name }),
        ...(bio !== undefined && { bio }),
        ...(avatar !== undefined && {
          avatar,
          avatarSmall: null,
          avatarKey: null,
          avatarSmallKey: null,
        }),
        ...(skills !== undefined && { skills }),
        ...(links.remove.length > 0 && {
          // One statement: a concurrent edit of another link is not lost to a read-modify-write.
          socialLinks: sql`(${users.socialLinks} ${sql.join(
            links.remove.map((key) => sql`- ${key}::text`),
            sql` `,
          )}) || ${JSON.stringify(links.set)}::jsonb`,
        }),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    const uploaded = [before?.avatarKey, before?.avatarSmallKey].filter((key): key is string =>
      Boolean(key),
    );
    if (avatar !== undefined && uploaded.length > 0) {
      await tx.insert(storageDeletions).values(uploaded.map((storageKey) => ({ storageKey })));
    }
    if (name !== undefined || avatar !== undefined) {
      afterCommit(tx, { t: 'user_updated', u: userId });
    }
    return user;
  });
}
