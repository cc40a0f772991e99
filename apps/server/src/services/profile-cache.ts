import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Notifications } from '../db/notifications.ts';
import { users } from '../db/schema.ts';
import { presentUser } from '../features/users/user-presenter.ts';

/** The channel a database trigger notifies with a user's id whenever the row changes. */
export const USER_CHANGED_CHANNEL = 'user_changed';

/**
 * Serialized profiles of signed-in users. The profile is the hottest read of the API (every page
 * load and session check) and changes rarely, so each process keeps it in memory and drops an
 * entry when the database notifies that the user changed, in whichever process the write ran.
 */
export type ProfileCache = {
  /** The user's serialized profile, or undefined when there is no such user. */
  get(userId: string): Promise<string | undefined>;
  /** Drops a user this process just changed, before the notification comes back. */
  forget(userId: string): void;
};

/**
 * Builds the cache over `load` (a database read). While notifications are not live (a lost
 * connection to PostgreSQL) every call reads the database: never serve what might be stale.
 */
export async function createProfileCache(
  notifications: Notifications,
  load: (userId: string) => Promise<string | undefined>,
  maxEntries = 10_000,
): Promise<ProfileCache> {
  const entries = new Map<string, string>();
  // Counts invalidations: a read that overlapped one may have seen the old row, so it is not kept.
  let invalidations = 0;

  const forget = (userId: string) => {
    invalidations += 1;
    entries.delete(userId);
  };
  await notifications.subscribe(USER_CHANGED_CHANNEL, forget);
  notifications.onGap(() => {
    invalidations += 1;
    entries.clear();
  });

  return {
    forget,
    async get(userId) {
      const cached = notifications.live ? entries.get(userId) : undefined;
      if (cached !== undefined) return cached;
      const before = invalidations;
      const body = await load(userId);
      if (body !== undefined && notifications.live && invalidations === before) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(userId, body);
      }
      return body;
    },
  };
}

/** The profile cache of this process over its database: the users row, presented. */
export function openProfileCache(database: Database): Promise<ProfileCache> {
  // Prepared once, so the database parses and plans it once per connection, not per miss.
  const loadUser = database.db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_self');
  return createProfileCache(database.notifications, async (userId) => {
    const [user] = await loadUser.execute({ id: userId });
    return user && JSON.stringify(presentUser(user));
  });
}
