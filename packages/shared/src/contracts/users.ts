import { z } from 'zod';
import { emailSchema, nameSchema } from './auth.ts';
import { queryInt } from './ranges.ts';

/** Body of POST /api/users: the Add Team Member "create new user" step. */
export const userCreateBody = z.object({
  email: emailSchema,
  name: z
    .string()
    .trim()
    .min(1, 'Create-and-invite requires a non-empty full name')
    .pipe(nameSchema),
});
export type UserCreateBody = z.infer<typeof userCreateBody>;
export type UserCreateInput = z.input<typeof userCreateBody>;

/** The most users one search returns. */
export const USER_SEARCH_MAX_LIMIT = 50;

/** Query of GET /api/users. */
export const userSearchQuery = z.object({
  q: z.string().trim().max(254).default(''),
  skill: z.string().trim().max(50).default(''),
  limit: queryInt(1, USER_SEARCH_MAX_LIMIT).default(20),
});
