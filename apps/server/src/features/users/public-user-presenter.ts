import type { PublicUserJson } from '@crewline/shared/contracts/people-responses';
import type { users } from '../../db/schema.ts';
import { initialsOf } from './initials-presenter.ts';

type UserRow = typeof users.$inferSelect;

export type { PublicUserJson };

/** Presents a user for other people to see (profile page, search, add-member suggestions). */
export function presentPublicUser(row: UserRow): PublicUserJson {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    avatar: row.avatar,
    initials: initialsOf(row.name),
    bio: row.bio,
    skills: row.skills,
    social_links: row.socialLinks,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
