import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SECURITY_MESSAGES,
  SIGN_IN_PROVIDERS,
  changePasswordBody,
  type IdentitiesResponse,
  type RevokeOthersResponse,
  type SessionsResponse,
} from '@crewline/shared/contracts/security';
import { NotFoundError } from '../../errors.ts';
import { changePassword } from './change-password.ts';
import { revokeOtherSessions, revokeSession } from './revoke-sessions.ts';
import { unlinkIdentity } from './unlink-identity.ts';
import { requestSessionId } from '../../http/request-session.ts';
import { presentSession } from './session-presenter.ts';
import { loadOpenSessions, loadSignInMethods } from './security-queries.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['auth'];
const sessionParams = z.object({ id: z.uuid() });
const providerParams = z.object({ provider: z.enum(SIGN_IN_PROVIDERS) });

/**
 * Settings → Security: change the password, see and end sessions, list and unlink sign-in
 * providers (linking starts in provider-routes, which owns the OAuth round trip).
 */
export const securityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/api/auth/password',
    { config: auth, schema: { tags, body: changePasswordBody } },
    async (request, reply) => {
      await changePassword(ctx.db, {
        userId: request.userId,
        sessionId: await requestSessionId(request, ctx.tokens),
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        now: ctx.now(),
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/sessions',
    { config: auth, schema: { tags } },
    async (request): Promise<SessionsResponse> => {
      const current = await requestSessionId(request, ctx.tokens);
      const rows = await loadOpenSessions(ctx.db, request.userId, ctx.now());
      return { sessions: rows.map((row) => presentSession(row, current)) };
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others',
    { config: auth, schema: { tags } },
    async (request): Promise<RevokeOthersResponse> => {
      const current = await requestSessionId(request, ctx.tokens);
      return { revoked: await revokeOtherSessions(ctx.db, request.userId, current, ctx.now()) };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    { config: auth, schema: { tags, params: sessionParams } },
    async (request, reply) => {
      // Someone else's session answers exactly like a missing one: ids reveal nothing.
      if (!(await revokeSession(ctx.db, request.userId, request.params.id, ctx.now())))
        throw new NotFoundError(SECURITY_MESSAGES.sessionNotFound, 'SESSION_NOT_FOUND');
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/auth/identities',
    { config: auth, schema: { tags } },
    async (request): Promise<IdentitiesResponse> => {
      const methods = await loadSignInMethods(ctx.db, request.userId);
      return {
        has_password: methods.hasPassword,
        identities: methods.identities.map((row) => ({
          provider: row.provider,
          email: row.email,
          linked_at: row.linkedAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/api/auth/identities/:provider',
    { config: auth, schema: { tags, params: providerParams } },
    async (request, reply) => {
      await unlinkIdentity(ctx.db, request.userId, request.params.provider);
      return reply.code(204).send();
    },
  );
};
