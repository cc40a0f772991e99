import type {
  AuthResponse,
  LoginInput,
  ProvidersResponse,
  RegisterInput,
  User,
} from '@crewline/shared/contracts/auth';
import type { RegisterClaimJson } from '@crewline/shared/contracts/email-verification';
import { api } from '../client.ts';

export type ProviderId = ProvidersResponse['providers'][number]['id'];

// A 401 from these calls means wrong credentials, not an expired session.
const NO_REFRESH = { refreshOnUnauthorized: false } as const;

/** Signs in with e-mail and password and starts the session. */
export async function login(input: LoginInput): Promise<User> {
  const auth = await api.post<AuthResponse>('/api/auth/login', input, NO_REFRESH);
  api.startSession(auth);
  return auth.user;
}

/**
 * Creates an account and starts its session. null: the address already had an account a
 * teammate invited, so the server mailed a link that hands it over and there is no session yet.
 */
export async function register(input: RegisterInput): Promise<User | null> {
  const reply = await api.post<AuthResponse | RegisterClaimJson>(
    '/api/auth/register',
    input,
    NO_REFRESH,
  );
  if ('verification_required' in reply) return null;
  api.startSession(reply);
  return reply.user;
}

/** Revokes the refresh token on the server (best effort) and forgets the session locally. */
export async function logout(): Promise<void> {
  const refreshToken = api.store.getRefreshToken();
  try {
    if (api.store.getAccessToken()) {
      await api.post('/api/auth/logout', { refresh_token: refreshToken ?? undefined }, NO_REFRESH);
    }
  } catch {
    // Signing out locally must never fail because the server is unreachable.
  } finally {
    api.endSession();
  }
}

/** Loads the signed-in user's profile. */
export function fetchProfile(): Promise<User> {
  return api.get<User>('/api/auth/profile');
}

/** Asks the server to mail a password-reset link. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/auth/reset-password', { email }, NO_REFRESH);
}

/** Sets a new password with the token from the reset link. */
export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api.post('/api/auth/reset-password/confirm', { token, password }, NO_REFRESH);
}

/** Which sign-in providers the server is configured for. */
export function fetchProviders(): Promise<ProvidersResponse> {
  return api.get<ProvidersResponse>('/api/auth/providers');
}

/** The full-page address that starts a provider's sign-in. */
export function providerLoginUrl(provider: ProviderId): string {
  return `/api/auth/${provider}/login`;
}
