import { api } from '../client.ts';
import type {
  InvitationCreateInput,
  InvitationState,
} from '@crewline/shared/contracts/invitations';
import type { InvitationJson } from '@crewline/shared/contracts/people-responses';

export type { InvitationState };
/** An invitation as every invitation call returns it. */
export type Invitation = InvitationJson;

const projectPath = (projectId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/invitations`;

/** A project's pending, expired and cancelled invitations (owner, manager, leader). */
export function fetchProjectInvitations(projectId: string): Promise<Invitation[]> {
  return api.get<Invitation[]>(projectPath(projectId));
}

/** Invites someone; `resent` when they already had a pending invitation. */
export function sendInvitation(
  projectId: string,
  input: InvitationCreateInput,
): Promise<{ resent: boolean; invitation: Invitation }> {
  return api.post(projectPath(projectId), input);
}

/** Cancels a pending invitation (owner only). */
export function cancelInvitation(projectId: string, invitationId: string): Promise<unknown> {
  return api.put(`${projectPath(projectId)}/${encodeURIComponent(invitationId)}/cancel`);
}

/** The invitations the caller received. */
export function fetchMyInvitations(): Promise<Invitation[]> {
  return api.get<Invitation[]>('/api/invitations');
}

/** One invitation the caller received, in any state (404 for anyone else's). */
export function fetchInvitation(invitationId: string): Promise<Invitation> {
  return api.get<Invitation>(`/api/invitations/${encodeURIComponent(invitationId)}`);
}

/** Accepts or declines an invitation the caller received. */
export function respondToInvitation(
  invitationId: string,
  status: 'accepted' | 'declined',
): Promise<{ invitation: Invitation | null; project_id: string }> {
  return api.put(`/api/invitations/${encodeURIComponent(invitationId)}`, { status });
}
