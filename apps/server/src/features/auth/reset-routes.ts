import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetConfirmBody, resetRequestBody } from '@crewline/shared/contracts/auth';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import type { AbuseLimits } from '../../env.ts';
import { takeLimits, type LimitHit } from '../../services/rate-limit.ts';

const pub = { access: 'public' } as const;

const RESET_MAILS_MESSAGE =
  'Too many password reset emails were asked for. Please try again in {seconds} seconds.';

/** The reset mail's hourly counters: per address typed and per client. */
function resetMailCounters(limits: AbuseLimits, email: string, ip: string): LimitHit[] {
  const limit = (action: string, max: number) => ({
    action,
    max,
    windowMs: 3_600_000,
    message: RESET_MAILS_MESSAGE,
  });
  return [
    { key: email, limit: limit('reset_mail_address', limits.resetMailsPerAddressPerHour) },
    { key: ip, limit: limit('reset_mail_ip', limits.resetMailsPerIpPerHour) },
  ];
}

/** Password reset by a mailed single-use link. */
export const resetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/reset-password',
    { config: pub, schema: { tags: ['auth'], body: resetRequestBody } },
    async (request) => {
      // Counted per address typed, whether or not an account has it, so the 429 says nothing
      // about accounts; per client too, so one machine cannot mail many inboxes.
      await takeLimits(
        ctx.db,
        resetMailCounters(ctx.env.limits, request.body.email, request.ip),
        ctx.now(),
      );
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
