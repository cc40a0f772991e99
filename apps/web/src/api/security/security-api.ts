import type {
  ChangePasswordBody,
  IdentitiesResponse,
  LinkStartResponse,
  RevokeOthersResponse,
  SessionsResponse,
  SignInProvider,
} from '@crewline/shared/contracts/security';
import { api } from '../client.ts';

/** Changes the password (or sets the first one); every other session is signed out. */
export function changePassword(body: ChangePasswordBody): Promise<void> {
  return api.post<void>('/api/auth/password', body);
}

/** The browsers signed in to the account, this one marked `current`. */
export function fetchSessions(): Promise<SessionsResponse> {
  return api.get<SessionsResponse>('/api/auth/sessions');
}

/** Signs out one session. */
export function revokeSession(id: string): Promise<void> {
  return api.delete<void>(`/api/auth/sessions/${encodeURIComponent(id)}`);
}

/** Signs out every session but this one. */
export function revokeOtherSessions(): Promise<RevokeOthersResponse> {
  return api.post<RevokeOthersResponse>('/api/auth/sessions/revoke-others');
}

/** The linked sign-in providers and whether the account has a password. */
export function fetchSignInMethods(): Promise<IdentitiesResponse> {
  return api.get<IdentitiesResponse>('/api/auth/identities');
}

/**
 * Starts linking a provider: the server sets the sealed state cookie and answers with the
 * provider's address, which the browser then opens.
 */
export function startLinking(provider: SignInProvider): Promise<LinkStartResponse> {
  return api.post<LinkStartResponse>(`/api/auth/identities/${provider}/link`);
}

/** Unlinks a provider (refused with 409 when it is the last way in). */
export function unlinkProvider(provider: SignInProvider): Promise<void> {
  return api.delete<void>(`/api/auth/identities/${provider}`);
}
