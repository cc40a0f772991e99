import { z } from 'zod';

/** Roles a member can be given (docs/PRODUCT.md, Roles); the owner is not one of them. */
export const MEMBER_ROLES = ['member', 'leader', 'manager', 'observer'] as const;
/** A grantable member role. */
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** Every role a project member can hold, the owner included. */
export type ProjectRole = MemberRole | 'owner';

/** Display label per role; unknown roles show 'Member'. */
export const PROJECT_ROLE_LABELS: Readonly<Record<ProjectRole, string>> = {
  owner: 'Owner',
  manager: 'Project Manager',
  leader: 'Team Leader',
  member: 'Team Member',
  observer: 'Observer',
};

/** Role of a member added or invited without one. */
export const DEFAULT_MEMBER_ROLE: MemberRole = 'member';

/** Zod enum of grantable roles ("admin" and "owner" are refused). */
export const memberRoleSchema = z.enum(MEMBER_ROLES);

/** Body of POST /api/projects/{id}/members. */
export const memberAddBody = z.object({
  user_id: z.uuid(),
  role: memberRoleSchema.default(DEFAULT_MEMBER_ROLE),
});
export type MemberAddBody = z.infer<typeof memberAddBody>;

/** Body of PUT /api/projects/{id}/members/{userId}/role. */
export const memberRoleBody = z.object({ role: memberRoleSchema });
