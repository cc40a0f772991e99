import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../limits.ts';
import { newPasswordSchema } from './auth.ts';

/** Settings → Security: password, sessions and sign-in providers. */

export const SIGN_IN_PROVIDERS = ['google', 'github', 'microsoft'] as const;
export type SignInProvider = (typeof SIGN_IN_PROVIDERS)[number];

/** Password changes (wrong guesses included) allowed per person within the window. */
export const PASSWORD_CHANGE_LIMIT = { max: 5, windowMinutes: 15 } as const;

export const SECURITY_MESSAGES = {
  currentPasswordRequired: 'Enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  passwordChangeLimited: 'Too many password changes. Try again in {seconds} seconds.',
  sessionNotFound: 'Session not found',
  identityNotFound: 'This sign-in provider is not linked to your account',
  identityAlreadyLinked: 'This sign-in provider is already linked to your account',
  lastWayIn:
    'This is the only way to sign in to your account. Set a password or link another provider first.',
} as const;

/**
 * POST /api/auth/password. `current_password` may be left out only by an account that has no
 * password yet (created through a provider): that sets its first password.
 */
export const changePasswordBody = z.strictObject({
  current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** One signed-in browser (a refresh-token family). */
export const sessionSchema = z.object({
  id: z.uuid(),
  /** From the user agent: "iPhone", "Windows", "macOS"; null when it cannot be told. */
  device: z.string().nullable(),
  /** From the user agent: "Chrome 131"; null when it cannot be told. */
  browser: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request was made from. */
  current: z.boolean(),
});
export type SessionJson = z.infer<typeof sessionSchema>;

export const sessionsResponse = z.object({ sessions: z.array(sessionSchema) });
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const revokeOthersResponse = z.object({ revoked: z.number().int() });
export type RevokeOthersResponse = z.infer<typeof revokeOthersResponse>;

export const identitySchema = z.object({
  provider: z.enum(SIGN_IN_PROVIDERS),
  /** The address the provider gave at the last sign-in (may differ from the account's). */
  email: z.string().nullable(),
  linked_at: z.string(),
});
export type IdentityJson = z.infer<typeof identitySchema>;

/** GET /api/auth/identities: the linked providers, and whether a password is a way in too. */
export const identitiesResponse = z.object({
  identities: z.array(identitySchema),
  has_password: z.boolean(),
});
export type IdentitiesResponse = z.infer<typeof identitiesResponse>;

/** POST /api/auth/identities/{provider}/link: where the browser goes to authorize. */
export const linkStartResponse = z.object({ url: z.string() });
export type LinkStartResponse = z.infer<typeof linkStartResponse>;

/** Query flags the link callback adds to /dashboard/settings?tab=security. */
export const LINK_RESULT_PARAMS = { linked: 'linked', failed: 'link_error' } as const;
