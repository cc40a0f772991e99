import { and, eq } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { userIdentities } from '../../db/account-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OAuthProviderId, ProviderProfile } from '../../services/oauth/providers.ts';

/** Thrown when the provider's address belongs to an account it may not sign in to. */
class ProviderLinkRefused extends Error {}

type UserRow = typeof users.$inferSelect;

/**
 * Finds the account of a provider sign-in, or creates one (no password; the person can set
 * one in Settings → Security later). The provider's own id for the person (`subject`) decides
 * first, so a sign-in still finds its account after the address changed at the provider; then a
 * verified address finds an existing account and links the provider to it. An unverified
 * address never signs in to an existing account: that would let anyone claim someone else's
 * email at a lax provider.
 */
export async function signInWithProvider(
  db: Db,
  provider: OAuthProviderId,
  profile: ProviderProfile,
  now: Date,
): Promise<UserRow> {
  const [linked] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)))
    .limit(1);
  if (linked) {
    await db
      .update(userIdentities)
      .set({ email: profile.email })
      .where(
        and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)),
      );
    return settleSignIn(db, linked.user, profile, now);
  }

  const [existing] = await db.select().from(users).where(eq(users.email, profile.email)).limit(1);
  if (existing) {
    if (!profile.emailVerified)
      throw new ProviderLinkRefused('unverified email for an existing account');
    await recordIdentity(db, existing.id, provider, profile);
    return settleSignIn(db, existing, profile, now);
  }
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          name: profile.name,
          email: profile.email,
          avatar: profile.avatar,
          passwordHash: null,
          emailVerified: profile.emailVerified,
        })
        .returning();
      await recordIdentity(tx, created!.id, provider, profile);
      return created!;
    });
  } catch (error) {
    // Two callbacks for one new person at once: the other created the account (or identity).
    if (!isUniqueViolation(error)) throw error;
    const [row] = await db.select().from(users).where(eq(users.email, profile.email)).limit(1);
    if (!row) throw error;
    await recordIdentity(db, row.id, provider, profile);
    return row;
  }
}

/**
 * Links a provider to a signed-in account (Settings → Security). Refused when that provider
 * account already signs in to someone else, or when this account already has another account
 * of the same provider linked. Linking the same one again is a no-op.
 */
export async function linkProviderIdentity(
  db: Db,
  userId: string,
  provider: OAuthProviderId,
  profile: ProviderProfile,
  now: Date,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'active') throw new ProviderLinkRefused('account is gone');
  const [owner] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, profile.subject)))
    .limit(1);
  if (owner && owner.userId !== userId)
    throw new ProviderLinkRefused('provider account linked to another account');
  if (!owner) {
    const [other] = await db
      .select({ id: userIdentities.id })
      .from(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
      .limit(1);
    if (other) throw new ProviderLinkRefused('another account of this provider is linked');
    await recordIdentity(db, userId, provider, profile);
  }
  await settleSignIn(db, user, profile, now);
}

/** Inserts the (provider, subject) identity; a concurrent insert of the same one is fine. */
async function recordIdentity(
  db: DbOrTx,
  userId: string,
  provider: OAuthProviderId,
  profile: ProviderProfile,
): Promise<void> {
  await db
    .insert(userIdentities)
    .values({ userId, provider, subject: profile.subject, email: profile.email })
    .onConflictDoNothing();
}

/**
 * What a provider sign-in settles on the account: an invited account becomes active, and the
 * provider vouching for the account's own address verifies it.
 */
async function settleSignIn(
  db: Db,
  user: UserRow,
  profile: ProviderProfile,
  now: Date,
): Promise<UserRow> {
  const activate = user.status === 'invited';
  const verify = !user.emailVerified && profile.emailVerified && profile.email === user.email;
  if (!activate && !verify) return user;
  const [updated] = await db
    .update(users)
    .set({
      ...(activate && { status: 'active' }),
      ...(verify && { emailVerified: true }),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}
