import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';

type UserRow = typeof users.$inferSelect;

/**
 * Finds the account of `email`, or creates it in the 'invited' state (no password: the person
 * sets one through the mailed link). `created` tells which happened. The unique index on email
 * decides a race, so one address never gets two accounts.
 */
export async function findOrCreateInvitedUser(
  db: DbOrTx,
  options: { email: string; name?: string; now: Date },
): Promise<{ user: UserRow; created: boolean }> {
  const name = options.name ?? options.email.split('@')[0] ?? options.email;
  const [created] = await db
    .insert(users)
    .values({
      email: options.email,
      name,
      status: 'invited',
      createdAt: options.now,
      updatedAt: options.now,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { user: created, created: true };
  const [existing] = await db.select().from(users).where(eq(users.email, options.email)).limit(1);
  return { user: existing!, created: false };
}
