import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateBody } from '@crewline/shared';
import { users } from '../../db/schema.ts';
import { UnauthorizedError } from '../../errors.ts';
import { presentUser } from '../../presenters/user.ts';
import { bearerToken } from '../../http/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { updateProfile } from '../../commands/update-profile.ts';

const auth = { access: 'authenticated' } as const;

// The hottest read of the API (every profile load and session check): prepared once, so the
// database parses and plans it once per connection instead of on every call.
const selfQueries = new WeakMap<AppContext['db'], ReturnType<typeof prepareSelfQuery>>();

function prepareSelfQuery(db: AppContext['db']) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('load_self');
}

async function loadSelf(ctx: AppContext, userId: string) {
  let query = selfQueries.get(ctx.db);
  if (!query) selfQueries.set(ctx.db, (query = prepareSelfQuery(ctx.db)));
  const [user] = await query.execute({ id: userId });
  // A valid token for a deleted account is no longer a session.
  if (!user) throw new UnauthorizedError();
  return user;
}

/** The caller's own profile, and the session status the client checks on load. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get('/api/auth/profile', { config: auth, schema: { tags: ['auth'] } }, async (request) =>
    presentUser(await loadSelf(ctx, request.userId)),
  );

  app.get('/api/users/me', { config: auth, schema: { tags: ['users'] } }, async (request) =>
    presentUser(await loadSelf(ctx, request.userId)),
  );

  app.put(
    '/api/auth/profile',
    { config: auth, schema: { tags: ['auth'], body: profileUpdateBody } },
    async (request) => {
      await loadSelf(ctx, request.userId);
      const user = await updateProfile(ctx.db, request.userId, request.body, ctx.now());
      return { user: presentUser(user!) };
    },
  );

  app.get(
    '/api/auth/status',
    { config: { access: 'public' }, schema: { tags: ['auth'] } },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return { authenticated: false };
      try {
        const userId = await ctx.tokens.verify(token);
        const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
        return user ? { authenticated: true, user: presentUser(user) } : { authenticated: false };
      } catch {
        return { authenticated: false };
      }
    },
  );
};
