import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  EMAIL_VERIFICATION_TTL_HOURS,
} from '@crewline/shared/contracts/email-verification';
import { emailVerifications } from '../../db/account-schema.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema.ts';
import type { AbuseLimits } from '../../env.ts';
import { verificationMail } from '../../mail/verification-mail.ts';
import type { Mailer } from '../../services/mail.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../services/opaque-tokens.ts';
import { takeLimits, type LimitHit } from '../../services/rate-limit.ts';

type UserRow = typeof users.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * The verification mail's limits: one a minute per account, the signup mail included; and per
 * hour for the address (no mailbox is flooded) and for the client asking (one machine cannot
 * flood many mailboxes by signing up with them).
 */
function verificationCounters(user: UserRow, ip: string, limits: AbuseLimits): LimitHit[] {
  const message = EMAIL_VERIFICATION_MESSAGES.tooMany;
  return [
    {
      key: user.id,
      limit: {
        action: 'verification_mail',
        max: 1,
        windowMs: EMAIL_VERIFICATION_RESEND_SECONDS * 1000,
        message: EMAIL_VERIFICATION_MESSAGES.wait,
      },
    },
    {
      key: user.email,
      limit: {
        action: 'verification_mail_address',
        max: limits.verificationMailsPerAddressPerHour,
        windowMs: HOUR_MS,
        message,
      },
    },
    {
      key: ip,
      limit: {
        action: 'verification_mail_ip',
        max: limits.verificationMailsPerIpPerHour,
        windowMs: HOUR_MS,
        message,
      },
    },
  ];
}

/**
 * Mails `user` a single-use link that marks their address verified: the token is stored only
 * as its hash and works for 24 hours. Throws 429 when a mail went out less than a minute ago,
 * or the address or the client asked too often this hour. Earlier links stay valid until they
 * expire: the newest mail may be the one that got lost. A `claim` (a sign-up for an invited
 * account) rides on the link and is applied only when the link is used.
 */
export async function sendVerificationMail(
  db: Db,
  mailer: Mailer,
  options: {
    user: UserRow;
    appOrigin: string;
    now: Date;
    language?: string;
    /** The client asking, and the limits it is held to. */
    ip: string;
    limits: AbuseLimits;
    claim?: { name: string; passwordHash: string };
  },
): Promise<void> {
  const { user, now } = options;
  await takeLimits(db, verificationCounters(user, options.ip, options.limits), now);
  const token = newOpaqueToken();
  await db.insert(emailVerifications).values({
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * HOUR_MS),
    claimName: options.claim?.name ?? null,
    claimPasswordHash: options.claim?.passwordHash ?? null,
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
