import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { AVATAR_MAX_BYTES } from '@crewline/shared/limits';
import { storageDeletions } from '../../db/account-schema.ts';
import { afterCommit } from '../../db/after-commit.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { UnauthorizedError } from '../../errors.ts';
import type { Storage } from '../../services/storage/storage.ts';
import type { AvatarImages } from './avatar-image.ts';

type UserRow = typeof users.$inferSelect;
type Log = { warn(object: object, message: string): void };

/** What changing an avatar needs. */
type AvatarDeps = { db: Db; storage: Storage; log: Log };

/** Where a user's avatar of one version lives in the storage service. */
function avatarKeys(userId: string, version: string): { large: string; small: string } {
  const base = `avatars/${userId.slice(0, 2)}/${userId}/${version}`;
  return { large: base, small: `${base}-small` };
}

/** The version of a stored avatar: the last segment of its key (`…/{version}`). */
export function avatarVersion(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * The app's URLs for a user's avatar. The version is random and changes with every upload, so
 * the bytes under a URL never change (cached for good) and a URL cannot be guessed from the
 * user id: the image is public (an <img> sends no Bearer header), yet only someone who was shown
 * the URL can fetch it.
 */
function avatarUrls(userId: string, version: string): { large: string; small: string } {
  return {
    large: `/api/users/${userId}/avatar?v=${version}`,
    small: `/api/users/${userId}/avatar/small?v=${version}`,
  };
}

/**
 * Sets (images) or removes (null) a user's uploaded avatar. New files are stored first under a
 * fresh version, then the row is switched in one transaction that also queues the previous
 * files in `storage_deletions` and `user_updated` for the realtime layer. After the commit the
 * previous files are removed at once; a removal that fails stays queued for the storage
 * deletions job. A failed switch removes the new files again. Returns the updated row.
 */
export async function setAvatar(
  deps: AvatarDeps,
  userId: string,
  images: AvatarImages | null,
  now: Date,
): Promise<UserRow> {
  const { db, storage } = deps;
  const version = images ? randomBytes(12).toString('hex') : null;
  const keys = version ? avatarKeys(userId, version) : null;
  if (images && keys) {
    const put = (key: string, bytes: Buffer) =>
      storage.put(key, Readable.from([bytes]), {
        contentType: 'image/webp',
        maxBytes: AVATAR_MAX_BYTES,
      });
    try {
      await Promise.all([put(keys.large, images.large), put(keys.small, images.small)]);
    } catch (error) {
      await removeQuietly(storage, [keys.large, keys.small]);
      throw error;
    }
  }
  const urls = version ? avatarUrls(userId, version) : null;
  let result: { row: UserRow; queued: { id: string; storageKey: string }[] };
  try {
    result = await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ avatarKey: users.avatarKey, avatarSmallKey: users.avatarSmallKey })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      // A valid token for an account deleted meanwhile is no session.
      if (!before) throw new UnauthorizedError();
      const [row] = await tx
        .update(users)
        .set({
          avatar: urls?.large ?? null,
          avatarSmall: urls?.small ?? null,
          avatarKey: keys?.large ?? null,
          avatarSmallKey: keys?.small ?? null,
          updatedAt: now,
        })
        .where(eq(users.id, userId))
        .returning();
      const old = [before.avatarKey, before.avatarSmallKey].filter((key) => key !== null);
      const queued = old.length
        ? await tx
            .insert(storageDeletions)
            .values(old.map((storageKey) => ({ storageKey, createdAt: now, runAfter: now })))
            .returning({ id: storageDeletions.id, storageKey: storageDeletions.storageKey })
        : [];
      afterCommit(tx, { t: 'user_updated', u: userId });
      return { row: row!, queued };
    });
  } catch (error) {
    if (keys) await removeQuietly(storage, [keys.large, keys.small]);
    throw error;
  }
  await removeQueued(deps, result.queued);
  return result.row;
}

/** Removes files a failed change stored; a leftover is only wasted space, never shown. */
async function removeQuietly(storage: Storage, keys: string[]): Promise<void> {
  await Promise.allSettled(keys.map((key) => storage.delete(key)));
}

/**
 * Removes the previous avatar's files now and their queue rows after; what fails stays queued
 * (the storage deletions job retries it), so no file is left behind for good.
 */
async function removeQueued(
  deps: AvatarDeps,
  queued: { id: string; storageKey: string }[],
): Promise<void> {
  const done: string[] = [];
  for (const item of queued) {
    try {
      await deps.storage.delete(item.storageKey);
      done.push(item.id);
    } catch (error) {
      deps.log.warn({ err: error, key: item.storageKey }, 'avatar: old file not removed yet');
    }
  }
  if (done.length === 0) return;
  await deps.db
    .delete(storageDeletions)
    .where(inArray(storageDeletions.id, done))
    .catch((error: unknown) => deps.log.warn({ err: error }, 'avatar: queue rows not removed'));
}
