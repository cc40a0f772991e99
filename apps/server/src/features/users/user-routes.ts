import { z } from 'zod';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateBody } from '@crewline/shared/contracts/auth';
import { MESSAGES } from '@crewline/shared/contracts/errors';
import { userCreateBody, userSearchQuery } from '@crewline/shared/contracts/users';
import { projectMembers, users } from '../../db/schema.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';
import { presentPublicUser } from './public-user-presenter.ts';
import { presentUser } from './user-presenter.ts';
import { presentUserProfile } from './user-profile-presenter.ts';
import { canSeeUserEmail } from './user-policy.ts';
import { findOrCreateInvitedUser } from '../members/create-invited-user.ts';
import { updateProfile } from '../accounts/update-profile.ts';
import { appearanceRoutes } from './appearance-routes.ts';
import type { AbuseLimits } from '../../env.ts';
import { takeLimits, type LimitHit } from '../../services/rate-limit.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['users'];
const userParams = z.object({ id: z.uuid() });

/** A LIKE pattern that matches `text` literally anywhere. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Invited accounts made an hour, per account and per client: a team lead adding a whole team
 * fits, a script holding every address of a company does not.
 */
function invitedAccountCounters(limits: AbuseLimits, userId: string, ip: string): LimitHit[] {
  const limit = (action: string, max: number) => ({
    action,
    max,
    windowMs: 3_600_000,
    message: 'Too many accounts were invited. Please try again in {seconds} seconds.',
  });
  return [
    { key: userId, limit: limit('invited_account', limits.invitedAccountsPerAccountPerHour) },
    { key: ip, limit: limit('invited_account_ip', limits.invitedAccountsPerIpPerHour) },
  ];
}

/** People: search among co-members, public profiles, self-edit, and the invited-account step. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  await app.register(appearanceRoutes);

  app.get(
    '/api/users',
    { config: auth, schema: { tags, querystring: userSearchQuery } },
    async (request) => {
      const { q, skill, limit } = request.query;
      const me = request.userId;
      // Only people the caller already works with, plus whoever owns exactly the typed address:
      // enough to add a colleague, never a directory of every account.
      const mine = ctx.db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(eq(projectMembers.userId, me));
      const coMembers = ctx.db
        .select({ userId: projectMembers.userId })
        .from(projectMembers)
        .where(inArray(projectMembers.projectId, mine));
      const rows = await ctx.db
        .select()
        .from(users)
        .where(
          and(
            ne(users.id, me),
            or(inArray(users.id, coMembers), q ? eq(users.email, q.toLowerCase()) : undefined),
            q
              ? or(
                  sql`${users.name} ilike ${containsPattern(q)}`,
                  sql`${users.email} ilike ${containsPattern(q)}`,
                )
              : undefined,
            skill
              ? sql`exists (select 1 from jsonb_array_elements_text(${users.skills}) as s(skill) where lower(s.skill) = lower(${skill}))`
              : undefined,
          ),
        )
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit);
      return rows.map(presentPublicUser);
    },
  );

  app.post(
    '/api/users',
    { config: auth, schema: { tags, body: userCreateBody } },
    async (request, reply) => {
      const now = ctx.now();
      const counters = invitedAccountCounters(ctx.env.limits, request.userId, request.ip);
      const { user, created } = await ctx.db.transaction(async (tx) => {
        const outcome = await findOrCreateInvitedUser(tx, { ...request.body, now });
        // Only a new account counts; over the limit, the 429 takes it back.
        if (outcome.created) await takeLimits(tx, counters, now);
        return outcome;
      });
      if (!created) throw new ConflictError(MESSAGES.emailTaken, 'EMAIL_TAKEN');
      return reply.code(201).send(presentPublicUser(user));
    },
  );

  app.get(
    '/api/users/:id',
    { config: auth, schema: { tags, params: userParams } },
    async (request) => {
      const [user] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.id, request.params.id))
        .limit(1);
      if (!user) throw new NotFoundError('User not found');
      const showEmail = await canSeeUserEmail(ctx.db, request.userId, user.id);
      return presentUserProfile(user, { id: request.userId, showEmail });
    },
  );

  app.put(
    '/api/users/:id',
    { config: auth, schema: { tags, params: userParams, body: profileUpdateBody } },
    async (request) => {
      if (request.params.id !== request.userId) throw new ForbiddenError();
      const user = await updateProfile(ctx.db, request.userId, request.body, ctx.now());
      if (!user) throw new NotFoundError('User not found');
      // Every process hears the database's notification; this one must not wait for it.
      ctx.profiles.forget(request.userId);
      return { user: presentUser(user) };
    },
  );
};
