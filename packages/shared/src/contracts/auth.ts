import { z } from 'zod';
import {
  BIO_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits.ts';
import { passwordProblems } from '../domain/password.ts';
import {
  isSafeNamedLink,
  NAMED_LINK_ERROR,
  normalizeSocialUrl,
  SOCIAL_URL_ERROR,
  SOCIAL_URL_MAX_LENGTH,
} from '../domain/social-url.ts';

/** An e-mail address, trimmed and lower-cased before it is checked. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH)
  .superRefine((value, ctx) => {
    for (const problem of passwordProblems(value))
      ctx.addIssue({ code: 'custom', message: problem });
  });

export const nameSchema = z.string().trim().min(1, 'Name is required').max(NAME_MAX_LENGTH);

export const registerBody = z.object({
  name: nameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;
export type RegisterInput = z.input<typeof registerBody>;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBody>;
export type LoginInput = z.input<typeof loginBody>;

export const refreshBody = z.object({ refresh_token: z.string().max(200).optional() });

export const resetRequestBody = z.object({
  email: z.string().trim().toLowerCase().max(EMAIL_MAX_LENGTH),
});
export const resetConfirmBody = z.object({
  token: z.string().min(1).max(200),
  password: newPasswordSchema,
});

/** Only web links: a `javascript:` URL in a profile would be a stored XSS. */
const webUrl = () => z.url({ protocol: /^https?$/, message: 'Must be an http(s) URL' });
const optionalUrl = z.union([webUrl().max(500), z.literal('')]).optional();

/** twitter, github and linkedin are free text (a handle or a link), but never another scheme. */
const freeLink = z
  .string()
  .trim()
  .max(SOCIAL_URL_MAX_LENGTH)
  .refine(isSafeNamedLink, NAMED_LINK_ERROR)
  .optional();

export const socialLinksSchema = z
  .object({
    website: optionalUrl,
    github: freeLink,
    linkedin: freeLink,
    twitter: freeLink,
  })
  .strict();

/** social1…social5: http(s) links, `https://` added when typed without a scheme. */
const socialSlot = z
  .string()
  .max(SOCIAL_URL_MAX_LENGTH + 'https://'.length, SOCIAL_URL_ERROR)
  .transform((raw, ctx) => {
    const url = normalizeSocialUrl(raw);
    if (url === null) ctx.addIssue({ code: 'custom', message: SOCIAL_URL_ERROR });
    return url ?? '';
  })
  .optional();

export const profileUpdateBody = z
  .object({
    name: nameSchema.optional(),
    bio: z.string().max(BIO_MAX_LENGTH).optional(),
    /**
     * Only the picture the server issued for this person (an uploaded avatar's URL, a sign-in
     * provider's picture: what the profile shows), or '' / null for none. Another site's image
     * would be loaded by every teammate's browser, telling that site who looks at it. The server
     * compares it with the stored one.
     */
    avatar: z.union([z.string().max(2_000), z.null()]).optional(),
    skills: z.array(z.string().trim().min(1).max(50)).max(50).optional(),
    social_links: socialLinksSchema.optional(),
    social1: socialSlot,
    social2: socialSlot,
    social3: socialSlot,
    social4: socialSlot,
    social5: socialSlot,
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** The user as every auth response and profile call presents it. */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  /** The 64 px version of an uploaded avatar (null for none or a provider's picture). */
  avatar_small: z.string().nullable(),
  bio: z.string(),
  skills: z.array(z.string()),
  social_links: z.record(z.string(), z.string()),
  /** True once the person opened a verification link (or signed in with a verified provider). */
  email_verified: z.boolean(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponse>;

export const authStatusResponse = z.object({
  authenticated: z.boolean(),
  user: userSchema.optional(),
});

export const providersResponse = z.object({
  providers: z.array(
    z.object({ id: z.enum(['google', 'github', 'microsoft']), configured: z.boolean() }),
  ),
});
export type ProvidersResponse = z.infer<typeof providersResponse>;

export { PASSWORD_MIN_LENGTH };
