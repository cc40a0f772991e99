import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetConfirmBody, resetRequestBody } from '@crewline/shared/contracts/auth';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';

const pub = { access: 'public' } as const;

/** Password reset by a mailed single-use link. */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/reset-password',
    { config: pub, schema: { tags: ['auth'], body: resetRequestBody } },
    async (request) => {
      await requestPasswordReset(ctx.db, ctx.mailer, {
        email: request.body.email,
        appOrigin: ctx.env.appOrigin,
        now: ctx.now(),
      });
      // The same answer whether or not the account exists.
      return { message: 'If an account exists for this email, a reset link has been sent.' };
    },
  );

  app.post(
    '/api/auth/reset-password/confirm',
    { config: pub, schema: { tags: ['auth'], body: resetConfirmBody } },
    async (request) => {
      await confirmPasswordReset(ctx.db, { ...request.body, now: ctx.now() });
      return { message: 'Your password has been reset. Please sign in.' };
    },
  );
};
