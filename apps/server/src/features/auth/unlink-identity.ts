import { and, count, eq, ne } from 'drizzle-orm';
import { SECURITY_MESSAGES, type SignInProvider } from '@crewline/shared/contracts/security';
import { users } from '../../db/schema.ts';
import { userIdentities } from '../../db/account-schema.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ConflictError, NotFoundError } from '../../errors.ts';

/** Whether the user has an account of `provider` linked. */
export async function hasIdentity(
  db: DbOrTx,
  userId: string,
  provider: SignInProvider,
): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .limit(1);
  return Boolean(row);
}

/**
 * Unlinks a sign-in provider, never the last way in: an account without a password keeps at
 * least one provider. The user row is locked so two unlinks at once cannot both pass the check.
 */
export async function unlinkIdentity(
  db: Db,
  userId: string,
  provider: SignInProvider,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user || !(await hasIdentity(tx, userId, provider)))
      throw new NotFoundError(SECURITY_MESSAGES.identityNotFound, 'IDENTITY_NOT_FOUND');
    if (!user.passwordHash) {
      const [others] = await tx
        .select({ n: count() })
        .from(userIdentities)
        .where(and(eq(userIdentities.userId, userId), ne(userIdentities.provider, provider)));
      if (!others?.n) throw new ConflictError(SECURITY_MESSAGES.lastWayIn, 'LAST_SIGN_IN_METHOD');
    }
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
  });
}
