import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier, generateState } from 'arctic';
import {
  LINK_RESULT_PARAMS,
  SECURITY_MESSAGES,
  type LinkStartResponse,
} from '@crewline/shared/contracts/security';
import { ConflictError, NotFoundError } from '../../errors.ts';
import { issueSession } from './issue-session.ts';
import { linkProviderIdentity, signInWithProvider } from './sign-in-with-provider.ts';
import { hasIdentity } from './unlink-identity.ts';
import {
  OAUTH_PROVIDERS,
  PROVIDER_NAMES,
  oauthProviders,
  type OAuthProviderId,
} from '../../services/oauth/providers.ts';
import {
  STATE_COOKIE,
  openState,
  readCookie,
  sealState,
  stateCookie,
} from '../../services/oauth/state-cookie.ts';

const pub = { access: 'public' } as const;
const providerParams = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** Sign-in with Google, GitHub and Microsoft (authorization code flow with PKCE). */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const providers = oauthProviders(ctx.env);
  const secure = ctx.env.appOrigin.startsWith('https:');
  const redirectUri = (id: OAuthProviderId) => `${ctx.env.appOrigin}/api/auth/${id}/callback`;
  const securityTab = (flag: string, id: OAuthProviderId) =>
    `${ctx.env.appOrigin}/dashboard/settings?tab=security&${flag}=${id}`;

  function clientFor(id: OAuthProviderId): OAuth2Client {
    const credentials = ctx.env.oauth[id];
    if (!credentials) {
      throw new NotFoundError(
        `${PROVIDER_NAMES[id]} sign-in is not configured on this server.`,
        'PROVIDER_NOT_CONFIGURED',
      );
    }
    return new OAuth2Client(credentials.clientId, credentials.clientSecret, redirectUri(id));
  }

  app.get('/api/auth/providers', { config: pub, schema: { tags: ['auth'] } }, async () => ({
    providers: OAUTH_PROVIDERS.map((id) => ({ id, configured: Boolean(ctx.env.oauth[id]) })),
  }));

  /** The provider's authorization URL and the sealed state cookie the callback checks. */
  async function startAuthorization(provider: OAuthProviderId, link?: string) {
    const client = clientFor(provider);
    const state = generateState();
    const verifier = generateCodeVerifier();
    const definition = providers[provider];
    const url = client.createAuthorizationURLWithPKCE(
      definition.authorizationEndpoint,
      state,
      CodeChallengeMethod.S256,
      verifier,
      definition.scopes,
    );
    const sealed = await sealState(
      { state, verifier, provider, ...(link && { link }) },
      ctx.signingKey,
      ctx.now(),
    );
    return { url: url.toString(), cookie: stateCookie(sealed, secure) };
  }

  app.get(
    '/api/auth/:provider/login',
    { config: pub, schema: { tags: ['auth'], params: providerParams } },
    async (request, reply) => {
      const { url, cookie } = await startAuthorization(request.params.provider);
      return reply.header('set-cookie', cookie).redirect(url);
    },
  );

  // Linking from Settings → Security: the app holds its token in memory, which a navigation
  // cannot carry, so it asks here (with the Bearer token) for the URL and the state cookie,
  // then navigates. The callback links to the user sealed in the state, and issues no tokens.
  app.post(
    '/api/auth/identities/:provider/link',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['auth'], params: providerParams },
    },
    async (request, reply) => {
      const { provider } = request.params;
      clientFor(provider);
      if (await hasIdentity(ctx.db, request.userId, provider))
        throw new ConflictError(SECURITY_MESSAGES.identityAlreadyLinked, 'ALREADY_LINKED');
      const { url, cookie } = await startAuthorization(provider, request.userId);
      const body: LinkStartResponse = { url };
      return reply.header('set-cookie', cookie).send(body);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    {
      config: pub,
      schema: {
        tags: ['auth'],
        params: providerParams,
        querystring: z.object({
          code: z.string().max(2_000).optional(),
          state: z.string().max(500).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const client = clientFor(provider);
      reply.header('set-cookie', stateCookie('', secure));
      let linking = false;
      try {
        const saved = await openState(
          readCookie(request.headers.cookie, STATE_COOKIE),
          ctx.signingKey,
          ctx.now(),
        );
        linking = Boolean(saved.link);
        const { code, state } = request.query;
        if (!code || !state || saved.state !== state || saved.provider !== provider)
          throw new Error('state mismatch');
        const tokens = await client.validateAuthorizationCode(
          providers[provider].tokenEndpoint,
          code,
          saved.verifier,
        );
        const profile = await providers[provider].fetchProfile(tokens);
        if (saved.link) {
          await linkProviderIdentity(ctx.db, saved.link, provider, profile, ctx.now());
          ctx.profiles.forget(saved.link);
          return reply.redirect(securityTab(LINK_RESULT_PARAMS.linked, provider));
        }
        const user = await signInWithProvider(ctx.db, provider, profile, ctx.now());
        ctx.profiles.forget(user.id);
        const session = await issueSession(ctx.db, ctx.tokens, user, ctx.now(), {
          userAgent: request.headers['user-agent'],
        });
        const target = new URL('/auth/callback', ctx.env.appOrigin);
        target.searchParams.set('access_token', session.access_token);
        target.searchParams.set('refresh_token', session.refresh_token);
        return reply.redirect(target.toString());
      } catch (error) {
        request.log.warn({ err: error, provider }, 'provider sign-in failed');
        if (linking) return reply.redirect(securityTab(LINK_RESULT_PARAMS.failed, provider));
        // The sign-in screen shows "<Provider> sign in failed. Please try again." for this flag.
        return reply.redirect(`${ctx.env.appOrigin}/auth/login?oauth_error=${provider}`);
      }
    },
  );
};
