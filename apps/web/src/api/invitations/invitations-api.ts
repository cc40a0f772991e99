import { api } from '../client.ts';
import type { InvitationState } from '@crewline/shared/contracts/invitations';
import type { InvitationJson } from '@crewline/shared/contracts/people-responses';
import type { MemberRole } from '../projects/types.ts';

export type { InvitationState };
/** An invitation as every invitation call returns it. */
export type Invitation = InvitationJson;

/** Who to invite: an existing user or an e-mail address. */
export type InvitationInput = ({ user_id: string } | { email: string }) & {
  role: MemberRole;
  message: string;
};

const projectPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/invitations`;

// Invitations change under other people's hands (accepted, declined); TanStack Query caches them.
const FRESH = { cache: false } as const;

/** A project's pending, expired and cancelled invitations (owner, manager, leader). */
export function fetchProjectInvitations(projectId: string): Promise<Invitation[]> {
  return api.get<Invitation[]>(projectPath(projectId), FRESH);
}

/** Invites someone; `resent` when they already had a pending invitation. */
export function sendInvitation(
  projectId: string,
  input: InvitationInput,
): Promise<{ resent: boolean; invitation: Invitation }> {
  return api.post(projectPath(projectId), input);
}

/** Cancels a pending invitation (owner only). */
export function cancelInvitation(projectId: string, invitationId: string): Promise<unknown> {
  return api.put(`${projectPath(projectId)}/${encodeURIComponent(invitationId)}/cancel`);
}

/** The invitations the caller received. */
export function fetchMyInvitations(): Promise<Invitation[]> {
  return api.get<Invitation[]>('/api/invitations', FRESH);
}

/** Accepts or declines an invitation the caller received. */
export function respondToInvitation(
  invitationId: string,
  status: 'accepted' | 'declined',
): Promise<{ invitation: Invitation | null; project_id: string }> {
  return api.put(`/api/invitations/${encodeURIComponent(invitationId)}`, { status });
}
