import { eq } from 'drizzle-orm';
import { PASSWORD_CHANGE_LIMIT, SECURITY_MESSAGES } from '@crewline/shared/contracts/security';
import { users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { UnauthorizedError, ValidationError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { limitAccountAction } from './limit-account-action.ts';
import { revokeOtherSessions } from './revoke-sessions.ts';
import { voidResetLinks } from './void-reset-links.ts';

/** What a password change needs: who, from which session, and the two passwords. */
type PasswordChange = {
  userId: string;
  /** The caller's session, kept signed in; every other one is signed out. */
  sessionId: string | undefined;
  currentPassword: string | undefined;
  newPassword: string;
  now: Date;
};

/**
 * Changes the password (or sets the first one of an account made through a provider), signs
 * out every other session and voids the account's outstanding reset links. Attempts are rate-limited before the current password is checked,
 * so the endpoint cannot be used to guess it.
 */
export async function changePassword(db: Db, change: PasswordChange): Promise<void> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, change.userId))
    .limit(1);
  if (!user) throw new UnauthorizedError();
  if (user.passwordHash && !change.currentPassword) {
    throw fieldError(SECURITY_MESSAGES.currentPasswordRequired);
  }
  await limitAccountAction(
    db,
    change.userId,
    {
      action: 'password_change',
      max: PASSWORD_CHANGE_LIMIT.max,
      windowMs: PASSWORD_CHANGE_LIMIT.windowMinutes * 60_000,
      message: SECURITY_MESSAGES.passwordChangeLimited,
    },
    change.now,
  );
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, change.currentPassword!))) {
    throw fieldError(SECURITY_MESSAGES.currentPasswordWrong);
  }
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: change.now })
      .where(eq(users.id, change.userId));
    await revokeOtherSessions(tx, change.userId, change.sessionId, change.now);
    await voidResetLinks(tx, change.userId, change.now);
  });
}

/** A 422 naming `current_password`, as the form shows it under that field. */
function fieldError(message: string): ValidationError {
  return new ValidationError(message, [{ loc: ['body', 'current_password'], msg: message }]);
}
