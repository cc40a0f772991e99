import type { UserProfileJson } from '@crewline/shared/contracts/email-verification';
import { api } from '../client.ts';

/** A user's profile page: `email` is null unless the server lets the caller see it. */
export type UserProfile = UserProfileJson;

/** Loads a user's public profile (GET /api/users/{id}). */
export function fetchUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  return api.get<UserProfile>(`/api/users/${encodeURIComponent(userId)}`, { signal });
}
