import { and, eq, isNull } from 'drizzle-orm';
import {
  EMAIL_VERIFICATION_CODES,
  EMAIL_VERIFICATION_MESSAGES,
} from '@crewline/shared/contracts/email-verification';
import { emailVerifications } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { AppError, BadRequestError } from '../../errors.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';

/** 410: a link that was real but can no longer be used (already used, or expired). */
function goneError(reason: 'used' | 'expired'): AppError {
  return new AppError(410, EMAIL_VERIFICATION_CODES[reason], EMAIL_VERIFICATION_MESSAGES[reason]);
}

/**
 * Uses a verification token: marks its account's address verified and uses up every other
 * link of that account too, so no stray link stays a credential; a link that carries a claim
 * of an invited account hands it over. Unknown → 400; used or
 * expired → 410, each with its own message so the page can say what to do. Returns the user id.
 */
export async function verifyEmail(db: Db, options: { token: string; now: Date }): Promise<string> {
  const { now } = options;
  return db.transaction(async (tx) => {
    // Locked, so two clicks on the same link cannot both succeed.
    const [row] = await tx
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.tokenHash, hashOpaqueToken(options.token)))
      .for('update')
      .limit(1);
    if (!row)
      throw new BadRequestError(
        EMAIL_VERIFICATION_MESSAGES.invalid,
        EMAIL_VERIFICATION_CODES.invalid,
      );
    if (row.usedAt) throw goneError('used');
    if (row.expiresAt.getTime() <= now.getTime()) throw goneError('expired');
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.userId, row.userId), isNull(emailVerifications.usedAt)));
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, row.userId));
    if (row.claimPasswordHash) {
      // A sign-up claiming an invited account: opening the link proves the mailbox, so the
      // account becomes theirs with the name and password they chose. Only while it is still
      // unclaimed: a password set meanwhile (the invitation's own link) is never replaced.
      await tx
        .update(users)
        .set({
          name: row.claimName ?? undefined,
          passwordHash: row.claimPasswordHash,
          status: 'active',
          updatedAt: now,
        })
        .where(
          and(eq(users.id, row.userId), eq(users.status, 'invited'), isNull(users.passwordHash)),
        );
    }
    return row.userId;
  });
}
