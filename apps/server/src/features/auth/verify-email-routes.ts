import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EMAIL_VERIFICATION_CODES,
  EMAIL_VERIFICATION_MESSAGES,
  verifyEmailBody,
} from '@crewline/shared/contracts/email-verification';
import { users } from '../../db/schema.ts';
import { ConflictError, UnauthorizedError } from '../../errors.ts';
import { sendVerificationMail } from './send-verification-mail.ts';
import { verifyEmail } from './verify-email.ts';
import type { AppContext } from '../../context.ts';
import { MAIL_LANGUAGES } from '../../mail/mail-texts.ts';

const tags = ['auth'];

type UserRow = typeof users.$inferSelect;

/** The first of our mail languages the browser asks for: a new account has no language yet. */
function languageFromHeader(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(',')) {
    const primary = part.split(';')[0]!.trim().split('-')[0]!.toLowerCase();
    if ((MAIL_LANGUAGES as readonly string[]).includes(primary)) return primary;
  }
  return undefined;
}

/**
 * The verification mail right after signup, in the browser's language. Best effort: the account
 * works unverified and the person can ask for another mail, so a mail failure never fails signup.
 */
export async function mailSignupVerification(
  ctx: AppContext,
  request: SignupRequest,
  user: UserRow,
): Promise<void> {
  await mailVerification(ctx, request, user).catch((error: unknown) =>
    request.log.warn({ err: error }, 'verification mail not sent'),
  );
}

type SignupRequest = {
  headers: Record<string, string | string[] | undefined>;
  log: FastifyBaseLogger;
  ip: string;
};

/**
 * The verification mail in the browser's language, with its limits (429 when over). `claim`: a
 * sign-up for an invited account, handed over when the link is used.
 */
export async function mailVerification(
  ctx: AppContext,
  request: SignupRequest,
  user: UserRow,
  claim?: { name: string; passwordHash: string },
): Promise<void> {
  const header = request.headers['accept-language'];
  await sendVerificationMail(ctx.db, ctx.mailer, {
    user,
    appOrigin: ctx.env.appOrigin,
    now: ctx.now(),
    language: languageFromHeader(typeof header === 'string' ? header : undefined),
    ip: request.ip,
    limits: ctx.env.limits,
    claim,
  });
}

/** E-mail verification: the link's call (public: the token is the credential) and a resend. */
export const verifyEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/verify-email',
    { config: { access: 'public' }, schema: { tags, body: verifyEmailBody } },
    async (request) => {
      const userId = await verifyEmail(ctx.db, { token: request.body.token, now: ctx.now() });
      // The database notifies every process; this one must not answer from the old entry first.
      ctx.profiles.forget(userId);
      return { message: EMAIL_VERIFICATION_MESSAGES.verified, email_verified: true };
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    { config: { access: 'authenticated' }, schema: { tags } },
    async (request, reply) => {
      const [user] = await ctx.db.select().from(users).where(eq(users.id, request.userId)).limit(1);
      if (!user) throw new UnauthorizedError();
      if (user.emailVerified)
        throw new ConflictError(
          EMAIL_VERIFICATION_MESSAGES.alreadyVerified,
          EMAIL_VERIFICATION_CODES.alreadyVerified,
        );
      await sendVerificationMail(ctx.db, ctx.mailer, {
        user,
        appOrigin: ctx.env.appOrigin,
        now: ctx.now(),
        ip: request.ip,
        limits: ctx.env.limits,
      });
      return reply.code(202).send({ message: EMAIL_VERIFICATION_MESSAGES.sent });
    },
  );
};
