import type { User } from '@crewline/shared/contracts/auth';
import type { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/** The signed-in user's own account, as auth responses and the profile call send it. */
export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    avatar_small: row.avatarSmall,
    bio: row.bio,
    skills: row.skills,
    social_links: row.socialLinks,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
  };
}
