import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileUpdateBody } from '@crewline/shared/contracts/auth';
import { UnauthorizedError } from '../../errors.ts';
import { presentUser } from '../users/user-presenter.ts';
import { bearerToken } from '../../http/authenticate.ts';
import { updateProfile } from './update-profile.ts';

const auth = { access: 'authenticated' } as const;

const JSON_TYPE = 'application/json; charset=utf-8';

/** The caller's own profile, and the session status the client checks on load. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { profiles } = ctx;

  /** The caller's serialized profile; a valid token for a deleted account is no session. */
  async function ownProfile(userId: string): Promise<string> {
    const body = await profiles.get(userId);
    if (body === undefined) throw new UnauthorizedError();
    return body;
  }

  app.get(
    '/api/auth/profile',
    { config: auth, schema: { tags: ['auth'] } },
    async (request, reply) => reply.type(JSON_TYPE).send(await ownProfile(request.userId)),
  );

  app.get('/api/users/me', { config: auth, schema: { tags: ['users'] } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(await ownProfile(request.userId)),
  );

  app.put(
    '/api/auth/profile',
    { config: auth, schema: { tags: ['auth'], body: profileUpdateBody } },
    async (request) => {
      await ownProfile(request.userId);
      const user = await updateProfile(ctx.db, request.userId, request.body, ctx.now());
      // The database notifies every process; this one must not answer from the old entry
      // before that notification arrives.
      profiles.forget(request.userId);
      return { user: presentUser(user!) };
    },
  );

  app.get(
    '/api/auth/status',
    { config: { access: 'public' }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) return { authenticated: false };
      const userId = await ctx.tokens.verify(token).catch(() => undefined);
      const body = userId && (await profiles.get(userId));
      if (!body) return { authenticated: false };
      return reply.type(JSON_TYPE).send(`{"authenticated":true,"user":${body}}`);
    },
  );
};
