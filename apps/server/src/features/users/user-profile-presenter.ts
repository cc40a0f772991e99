import type { UserProfileJson } from '@crewline/shared/contracts/email-verification';
import type { users } from '../../db/schema.ts';
import { initialsOf } from './initials-presenter.ts';

type UserRow = typeof users.$inferSelect;

/**
 * A user's profile page (GET /api/users/{id}; docs/PRODUCT.md, Accounts and settings). The policy decides `showEmail`;
 * without it the address is null, never left to the client to hide.
 */
export function presentUserProfile(
  row: UserRow,
  viewer: { id: string; showEmail: boolean },
): UserProfileJson {
  return {
    id: row.id,
    name: row.name,
    email: viewer.showEmail ? row.email : null,
    email_verified: row.emailVerified,
    avatar: row.avatar,
    avatar_small: row.avatarSmall,
    initials: initialsOf(row.name),
    bio: row.bio,
    skills: row.skills,
    social_links: row.socialLinks,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can: { edit: viewer.id === row.id },
  };
}
