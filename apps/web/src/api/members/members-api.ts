import { api } from '../client.ts';
import type { MemberRole, ProjectRole } from '../projects/types.ts';

/** A project member as the team panel lists it. */
export type Member = {
  id: string;
  user_id: string;
  name: string;
  user_name: string;
  email: string;
  avatar: string | null;
  initials: string;
  role: ProjectRole;
  is_owner: boolean;
  joined_at: string;
  online: boolean;
  assigned_tasks: number;
};

const membersPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/members`;

/** A project's members, owner first. Always fresh: TanStack Query caches it. */
export function fetchMembers(projectId: string): Promise<Member[]> {
  return api.get<Member[]>(membersPath(projectId), { cache: false });
}

/** Adds an existing user to a project with a role. */
export function addMember(projectId: string, userId: string, role: MemberRole): Promise<Member> {
  return api.post<Member>(membersPath(projectId), { user_id: userId, role });
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
