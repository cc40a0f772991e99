import type { PublicUserJson } from '@crewline/shared/contracts/people-responses';
import type { UserCreateInput } from '@crewline/shared/contracts/users';
import { api } from '../client.ts';

/** Another user's public profile, as search results and profiles show it. */
export type PublicUser = PublicUserJson;

/** People who share a project with the caller matching `q`, plus an exact e-mail match. */
export function searchUsers(q: string, signal?: AbortSignal): Promise<PublicUser[]> {
  return api.get<PublicUser[]>(`/api/users?q=${encodeURIComponent(q)}&limit=8`, {
    signal,
  });
}

/** Creates an account in the invited state (the Add Team Member "create new user" step). */
export function createInvitedUser(input: UserCreateInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/users', input);
}
