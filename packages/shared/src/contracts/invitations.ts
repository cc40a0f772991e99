import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../limits.ts';
import { emailSchema } from './auth.ts';
import { DEFAULT_MEMBER_ROLE, memberRoleSchema } from './members.ts';

/** Body of POST /api/projects/{id}/invitations: exactly one of user_id or email. */
export const invitationCreateBody = z
  .object({
    user_id: z.uuid().optional(),
    email: emailSchema.optional(),
    role: memberRoleSchema.default(DEFAULT_MEMBER_ROLE),
    message: z.string().max(TEXT_MAX_LENGTH).default(''),
  })
  .refine((body) => (body.user_id === undefined) !== (body.email === undefined), {
    message: 'Send either user_id or email',
    path: ['user_id'],
  });
export type InvitationCreateBody = z.infer<typeof invitationCreateBody>;
export type InvitationCreateInput = z.input<typeof invitationCreateBody>;

/** Body of PUT /api/invitations/{id}: the invitee's answer. */
export const invitationResponseBody = z.object({ status: z.enum(['accepted', 'declined']) });

/** Stored invitation statuses (docs/PRODUCT.md, Members and invitations). */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;

/** What an invitation shows as: its stored status, or 'expired' for a pending one past its lifetime. */
export type InvitationState = (typeof INVITATION_STATUSES)[number] | 'expired';

/** Error code of answering an invitation that is expired, cancelled or already answered. */
export const INVITATION_NOT_PENDING = 'INVITATION_NOT_PENDING';

/** Texts of the invitation calls. */
export const INVITATION_MESSAGES = {
  alreadyMember: 'This user is already a member of this project.',
  notFound: 'Invitation not found. It may have already been cancelled or accepted.',
  expired: 'This invitation has expired.',
  notPending: 'This invitation is no longer pending.',
} as const;
