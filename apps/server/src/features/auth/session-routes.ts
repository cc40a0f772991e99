import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBody, refreshBody, registerBody } from '@crewline/shared/contracts/auth';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { users } from '../../db/schema.ts';
import { BadRequestError, UnauthorizedError } from '../../errors.ts';
import { registerUser } from './register-user.ts';
import { mailSignupVerification } from './verify-email-routes.ts';
import { issueSession } from './issue-session.ts';
import { checkLoginThrottle, recordLoginFailure } from './check-login-throttle.ts';
import { revokeFamily, rotateRefreshToken } from './rotate-refresh-token.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { hashOpaqueToken } from '../../services/opaque-tokens.ts';
import { refreshTokens } from '../../db/schema.ts';

const pub = { access: 'public' } as const;

/** Register, sign in, refresh and sign out. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/register',
    { config: pub, schema: { tags: ['auth'], body: registerBody } },
    async (request, reply) => {
      const user = await registerUser(ctx.db, request.body);
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
      await checkLoginThrottle(ctx.db, email, request.ip, now);
      const [user] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
      // Always verify (against a dummy hash when there is no account) so timing reveals nothing.
      const ok = await verifyPassword(user?.passwordHash, password);
      if (!user || !ok) {
        await recordLoginFailure(ctx.db, email, request.ip, now);
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
