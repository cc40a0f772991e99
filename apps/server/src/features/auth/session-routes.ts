import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, refreshBody, registerBody } from '@crewline/shared/contracts/auth';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { users } from '../../db/schema.ts';
import { BadRequestError, UnauthorizedError } from '../../errors.ts';
import { registerUser } from './register-user.ts';
import {
  EMAIL_VERIFICATION_MESSAGES,
  type RegisterClaimJson,
} from '@crewline/shared/contracts/email-verification';
import { mailSignupVerification, mailVerification } from './verify-email-routes.ts';
import { issueSession } from './issue-session.ts';
import { checkLoginThrottle, recordLoginFailure } from './check-login-throttle.ts';
import { revokeFamily, rotateRefreshToken } from './rotate-refresh-token.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';
import { refreshTokens } from '../../db/schema.ts';
import type { AbuseLimits } from '../../env.ts';
import { takeLimits, type LimitHit } from '../../services/rate-limit.ts';

const pub = { access: 'public' } as const;

/** Sign-ups from one client address an hour: a whole office signing up together fits. */
function signupCounter(limits: AbuseLimits, ip: string): LimitHit {
  return {
    key: ip,
    limit: {
      action: 'signup_ip',
      max: limits.signupsPerIpPerHour,
      windowMs: 3_600_000,
      message:
        'Too many accounts were created from this network. Please try again in {seconds} seconds.',
    },
  };
}

/** Register, sign in, refresh and sign out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/register',
    { config: pub, schema: { tags: ['auth'], body: registerBody } },
    async (request, reply) => {
      await takeLimits(ctx.db, [signupCounter(ctx.env.limits, request.ip)], ctx.now());
      const registration = await registerUser(ctx.db, request.body);
      const { user } = registration;
      if (registration.kind === 'claim') {
        // No session: the account is a teammate's invitation to whoever owns the mailbox, so it
        // changes hands only when the mailed link is opened (a failed mail is the 429 or 500).
        await mailVerification(ctx, request, user, registration.claim);
        const body: RegisterClaimJson = {
          message: EMAIL_VERIFICATION_MESSAGES.claimSent,
          verification_required: true,
        };
        return reply.code(202).send(body);
      }
      await mailSignupVerification(ctx, request, user);
      const session = { userAgent: request.headers['user-agent'] };
      return reply.code(201).send(await issueSession(ctx.db, ctx.tokens, user, ctx.now(), session));
    },
  );

  app.post(
    '/api/auth/login',
    { config: pub, schema: { tags: ['auth'], body: loginBody } },
    async (request) => {
      const { email, password } = request.body;
      const now = ctx.now();
      const attempt = { email, ip: request.ip, now };
      await checkLoginThrottle(ctx.db, ctx.env.limits, attempt);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
      // Always verify (against a dummy hash when there is no account) so timing reveals nothing.
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) {
        await recordLoginFailure(ctx.db, ctx.env.limits, attempt);
        throw new UnauthorizedError(MESSAGES.invalidLogin, 'INVALID_CREDENTIALS');
      }
      return issueSession(ctx.db, ctx.tokens, user, now, {
        userAgent: request.headers['user-agent'],
      });
    },
  );

  app.post(
    '/api/auth/refresh',
    { config: pub, schema: { tags: ['auth'], body: refreshBody.optional() } },
    async (request) => {
      const token = request.body?.refresh_token;
      if (!token) throw new BadRequestError(MESSAGES.noRefreshToken, 'NO_REFRESH_TOKEN');
      return rotateRefreshToken(
        ctx.db,
        ctx.tokens,
        token,
        ctx.now(),
        request.headers['user-agent'],
      );
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], body: refreshBody.optional() },
    },
    async (request, reply) => {
      const token = request.body?.refresh_token;
      if (token) {
        const [row] = await ctx.db
          .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hashOpaqueToken(token)))
          .limit(1);
        // Only the owner of a token may revoke it.
        if (row && row.userId === request.userId)
          await revokeFamily(ctx.db, row.familyId, ctx.now());
      }
      return reply.code(204).send();
    },
  );
};
