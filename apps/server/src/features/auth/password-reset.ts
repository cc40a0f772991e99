import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MINUTES } from '@crewline/shared/limits';
import { passwordResets, refreshTokens, users } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import type { Mailer } from '../../services/mail.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';
import { hashPassword } from '../../services/passwords.ts';
import { createResetLink } from './create-reset-link.ts';
import { voidResetLinks } from './void-reset-links.ts';

/** Mails a single-use reset link when the account exists; silent otherwise (no enumeration). */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  options: { email: string; appOrigin: string; now: Date },
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, options.email)).limit(1);
  if (!user) return;
  const link = await createResetLink(db, {
    userId: user.id,
    appOrigin: options.appOrigin,
    now: options.now,
  });
  await mailer.send({
    to: user.email,
    subject: 'Reset your Crewline password',
    text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Crewline account. To choose a new password, open this link within ${RESET_TOKEN_TTL_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  });
}

/**
 * Sets a new password from a valid reset token, uses it and the account's other links up, and
 * signs out every session.
 */
export async function confirmPasswordReset(
  db: Db,
  options: { token: string; password: string; now: Date },
): Promise<void> {
  const passwordHash = await hashPassword(options.password);
  await db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: options.now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashOpaqueToken(options.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, options.now),
        ),
      )
      .returning();
    if (!reset)
      throw new BadRequestError(
        'This reset link is invalid or has expired.',
        'INVALID_RESET_TOKEN',
      );
    await tx
      .update(users)
      // The link came to the mailbox, so opening it proves the address too.
      .set({ passwordHash, status: 'active', emailVerified: true, updatedAt: options.now })
      .where(eq(users.id, reset.userId));
    await voidResetLinks(tx, reset.userId, options.now);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: options.now })
      .where(and(eq(refreshTokens.userId, reset.userId), isNull(refreshTokens.revokedAt)));
  });
}
