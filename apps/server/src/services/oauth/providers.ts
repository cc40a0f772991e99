import { decodeIdToken, type OAuth2Tokens } from 'arctic';
import type { Env } from '../../env.ts';

export const OAUTH_PROVIDERS = ['google', 'github', 'microsoft'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

export const PROVIDER_NAMES: Record<OAuthProviderId, string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
};

/** What we take from a provider: enough to find or create the account. */
export type ProviderProfile = {
  /** The provider's stable id for the person (OIDC `sub`, GitHub's numeric id). */
  subject: string;
  email: string;
  /** False when the provider does not vouch for the address (never linked to an existing account). */
  emailVerified: boolean;
  name: string;
  avatar: string | null;
};

/** One provider's endpoints and how to read its profile. */
type OAuthProvider = {
  id: OAuthProviderId;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  scopes: string[];
  fetchProfile(tokens: OAuth2Tokens): Promise<ProviderProfile>;
};

type IdTokenClaims = {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
  preferred_username?: string;
};

/**
 * OpenID Connect providers: the ID token comes straight from the token endpoint over TLS, so
 * its claims can be read without another call (OIDC Core §3.1.3.7).
 */
function claimsProfile(tokens: OAuth2Tokens, verifiedByDefault: boolean): ProviderProfile {
  const claims = decodeIdToken(tokens.idToken()) as IdTokenClaims;
  const email = (claims.email ?? claims.preferred_username ?? '').trim().toLowerCase();
  if (!email.includes('@')) throw new Error('The provider did not share an email address');
  if (!claims.sub) throw new Error('The provider did not name the person (no sub claim)');
  return {
    subject: claims.sub,
    email,
    emailVerified: claims.email_verified ?? verifiedByDefault,
    name: claims.name?.trim() || email.split('@')[0]!,
    avatar: claims.picture ?? null,
  };
}

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const res = await fetch(url, {
    headers: {
      authorization: `Bearer ${accessToken}`,
      accept: 'application/json',
      'user-agent': 'Crewline',
    },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** The configured providers' definitions (endpoints can point at other deployments). */
export function oauthProviders(env: Env): Record<OAuthProviderId, OAuthProvider> {
  const msBase = `${env.microsoftAuthority}/${env.microsoftTenant}/oauth2/v2.0`;
  return {
    google: {
      id: 'google',
      authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: 'https://oauth2.googleapis.com/token',
      scopes: ['openid', 'email', 'profile'],
      fetchProfile: async (tokens) => claimsProfile(tokens, false),
    },
    microsoft: {
      id: 'microsoft',
      authorizationEndpoint: `${msBase}/authorize`,
      tokenEndpoint: `${msBase}/token`,
      scopes: ['openid', 'email', 'profile'],
      // Microsoft's email claim is not verified for every tenant: never link on it.
      fetchProfile: async (tokens) => ({ ...claimsProfile(tokens, false), emailVerified: false }),
    },
    github: {
      id: 'github',
      authorizationEndpoint: `${env.githubUrl}/login/oauth/authorize`,
      tokenEndpoint: `${env.githubUrl}/login/oauth/access_token`,
      scopes: ['read:user', 'user:email'],
      async fetchProfile(tokens) {
        const token = tokens.accessToken();
        const user = await getJson<{
          id: number | string;
          login: string;
          name: string | null;
          avatar_url: string | null;
        }>(`${env.githubApiUrl}/user`, token);
        const emails = await getJson<{ email: string; primary: boolean; verified: boolean }[]>(
          `${env.githubApiUrl}/user/emails`,
          token,
        );
        const primary =
          emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
        if (!primary) throw new Error('GitHub account has no verified email address');
        if (user.id === undefined || user.id === null) throw new Error('GitHub did not send an id');
        return {
          subject: String(user.id),
          email: primary.email.trim().toLowerCase(),
          emailVerified: true,
          name: user.name?.trim() || user.login,
          avatar: user.avatar_url,
        };
      },
    },
  };
}
