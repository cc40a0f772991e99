import { z } from 'zod';

/** How long a verification link works (a single-use link, valid 24 hours). */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

/** At most one verification mail a minute per account (the signup mail counts). */
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;

/** Body of POST /api/auth/verify-email: the token is the credential, no sign-in needed. */
export const verifyEmailBody = z.object({ token: z.string().trim().min(1).max(200) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** The texts and codes of the verification calls, checked literally by the tests and the page. */
export const EMAIL_VERIFICATION_MESSAGES = {
  verified: 'Your email address is verified.',
  sent: 'Verification email sent.',
  alreadyVerified: 'Your email address is already verified.',
  invalid: 'This verification link is invalid.',
  used: 'This verification link has already been used.',
  expired: 'This verification link has expired. Ask for a new one.',
  wait: 'Please wait {seconds} seconds before asking for another verification email.',
  tooMany: 'Too many verification emails were asked for. Please try again in {seconds} seconds.',
  claimSent:
    'Check your email: open the link we sent to this address to finish creating your account, then sign in.',
} as const;

/**
 * The 202 of POST /api/auth/register for an address a teammate already invited: no session
 * yet, the account is the mailbox owner's once the mailed link is opened.
 */
export type RegisterClaimJson = { message: string; verification_required: true };

export const EMAIL_VERIFICATION_CODES = {
  invalid: 'INVALID_VERIFICATION_TOKEN',
  used: 'VERIFICATION_TOKEN_USED',
  expired: 'VERIFICATION_TOKEN_EXPIRED',
  alreadyVerified: 'EMAIL_ALREADY_VERIFIED',
} as const;

/**
 * A user's public profile as GET /api/users/{id} answers it. `email` is the
 * address only for the person themself and people who share a project with them, else null.
 */
export type UserProfileJson = {
  id: string;
  name: string;
  email: string | null;
  email_verified: boolean;
  avatar: string | null;
  avatar_small: string | null;
  initials: string;
  bio: string;
  skills: string[];
  /** twitter, github, linkedin and social1…social5, as the profile stores them. */
  social_links: Record<string, string>;
  status: string;
  created_at: string;
  updated_at: string;
  /** What the caller may do: only the profile's owner edits. */
  can: { edit: boolean };
};
