import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import type { ProviderProfile } from '../services/oauth/providers.ts';

/** Thrown when the provider's address belongs to an account it may not sign in to. */
export class ProviderLinkRefused extends Error {}

/**
 * Finds the account for a provider's verified address, or creates one (no password; the person
 * can set one through a reset link later). An unverified address never signs in to an existing
 * account: that would let anyone claim someone else's email at a lax provider.
 */
export async function signInWithProvider(db: Db, profile: ProviderProfile, now: Date) {
  const [existing] = await db.select().from(users).where(eq(users.email, profile.email)).limit(1);
  if (existing) {
    if (!profile.emailVerified)
      throw new ProviderLinkRefused('unverified email for an existing account');
    if (existing.status === 'invited') {
      const [activated] = await db
        .update(users)
        .set({ status: 'active', updatedAt: now })
        .where(eq(users.id, existing.id))
        .returning();
      return activated!;
    }
    return existing;
  }
  try {
    const [created] = await db
      .insert(users)
      .values({
        name: profile.name,
        email: profile.email,
        avatar: profile.avatar,
        passwordHash: null,
      })
      .returning();
    return created!;
  } catch (error) {
    // Two callbacks for one new address at once: the other created it.
    if (!isUniqueViolation(error)) throw error;
    const [row] = await db.select().from(users).where(eq(users.email, profile.email)).limit(1);
    return row!;
  }
}
