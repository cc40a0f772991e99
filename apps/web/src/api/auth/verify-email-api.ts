import { api } from '../client.ts';

// The token is the credential: a 401 here is never about the session.
const NO_REFRESH = { refreshOnUnauthorized: false } as const;

/** Uses a mailed verification token (POST /api/auth/verify-email); no sign-in needed. */
export function verifyEmailToken(token: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/verify-email', { token }, NO_REFRESH);
}

/** Asks for another verification mail (at most one a minute: 429 otherwise; 409 if verified). */
export function resendVerificationEmail(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/verify-email/resend', {});
}
