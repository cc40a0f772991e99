import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  EMAIL_VERIFICATION_TTL_HOURS,
} from '@crewline/shared/contracts/email-verification';
import { emailVerifications } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import { verificationMail } from '../../mail/verification-mail.ts';
import type { Mailer } from '../../services/mail.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.ts';
import { limitAccountAction } from './limit-account-action.ts';

type UserRow = typeof users.$inferSelect;

/** The verification mail's rate limit: one a minute per account, the signup mail included. */
const VERIFICATION_MAIL_LIMIT = {
  action: 'verification_mail',
  max: 1,
  windowMs: EMAIL_VERIFICATION_RESEND_SECONDS * 1000,
  message: EMAIL_VERIFICATION_MESSAGES.wait,
};

/**
 * Mails `user` a single-use link that marks their address verified: the token is stored only
 * as its hash and works for 24 hours. Throws 429 when a mail went out less than a minute ago.
 * Earlier links stay valid until they expire: the newest mail may be the one that got lost.
 */
export async function sendVerificationMail(
  db: Db,
  mailer: Mailer,
  options: { user: UserRow; appOrigin: string; now: Date; language?: string },
): Promise<void> {
  const { user, now } = options;
  await limitAccountAction(db, user.id, VERIFICATION_MAIL_LIMIT, now);
  const token = newOpaqueToken();
  await db.insert(emailVerifications).values({
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
    createdAt: now,
  });
  const origin = options.appOrigin.replace(/\/+$/, '');
  const link = `${origin}/auth/verify-email?token=${encodeURIComponent(token)}`;
  await mailer.send(
    verificationMail({
      to: { email: user.email, name: user.name, language: options.language ?? user.language },
      link,
    }),
  );
}
