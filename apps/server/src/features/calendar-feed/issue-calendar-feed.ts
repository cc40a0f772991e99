import type { Db } from '../../db/client.ts';
import { calendarFeeds } from '../../db/roadmaps-schema.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.ts';

/** A freshly issued feed: its token (shown this once) and when it was issued. */
export type IssuedCalendarFeed = { token: string; createdAt: Date };

/**
 * Turns a person's calendar feed on, or gives it a new address: a new 256-bit token whose hash
 * replaces any earlier one in the same statement, so the old address stops working the moment
 * the new one exists. Only the hash is stored; the token goes back to the caller once.
 */
export async function issueCalendarFeed(
  db: Db,
  options: { userId: string; now: Date },
): Promise<IssuedCalendarFeed> {
  const { userId, now } = options;
  const token = newOpaqueToken();
  const tokenHash = hashOpaqueToken(token);
  const [row] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return { token, createdAt: row!.createdAt };
}
