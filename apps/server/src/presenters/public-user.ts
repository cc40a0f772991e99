import type { users } from '../db/schema.ts';
import { initialsOf } from './initials.ts';

type UserRow = typeof users.$inferSelect;

/** Another user's public profile: never a password hash, never a token. */
export type PublicUserJson = {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  initials: string;
  bio: string;
  skills: string[];
  social_links: Record<string, string>;
  /** 'invited' until the person sets a password. */
  status: string;
  created_at: string;
  updated_at: string;
};

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
