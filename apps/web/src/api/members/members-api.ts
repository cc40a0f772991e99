import { api } from '../client.ts';
import type { MemberJson } from '@crewline/shared/contracts/people-responses';
import type { MemberRole } from '../projects/types.ts';

/** A project member as the team panel lists it. */
export type Member = MemberJson;

const membersPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/members`;

/** A project's members, owner first. */
export function fetchMembers(projectId: string): Promise<Member[]> {
  return api.get<Member[]>(membersPath(projectId));
}

/** Changes a member's role (owner only). */
export function changeMemberRole(
  projectId: string,
  userId: string,
  role: MemberRole,
): Promise<Member> {
  return api.put<Member>(`${membersPath(projectId)}/${encodeURIComponent(userId)}/role`, { role });
}

/** Removes a member from a project (owner only; never the owner). */
export async function removeMember(projectId: string, userId: string): Promise<void> {
  await api.delete(`${membersPath(projectId)}/${encodeURIComponent(userId)}`);
}
