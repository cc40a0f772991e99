import type { InvitationState } from './invitations.ts';
import type { MemberRole, ProjectRole } from './members.ts';

// What the member, invitation and user calls answer, shared by the server's presenters and the
// web client.

/** A project member as GET /api/projects/{id}/members lists it (the team panel). */
export type MemberJson = {
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

/** An invitation as every invitation call returns it. */
export type InvitationJson = {
  id: string;
  project_id: string;
  project_name: string;
  user_id: string;
  /**
   * The invitee's address, or null when the caller may not see it: it shows to the invitee, to
   * people who share a project with them, and to the inviter who typed it.
   */
  email: string | null;
  role: MemberRole;
  message: string;
  /** Stored status: pending, accepted, declined or cancelled. */
  status: string;
  /** What to show: the status, or 'expired' for a pending invitation past its lifetime. */
  state: InvitationState;
  expired: boolean;
  inviter_id: string | null;
  inviter_name: string | null;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
  user: { id: string; name: string; email: string | null; initials: string };
};

/** What sending an invitation answers: `resent` when a pending one was renewed instead. */
export type InvitationSentJson = { resent: boolean; invitation: InvitationJson };

/**
 * What POST /api/projects/{id}/members answers: 201 with the member, or 202 with an invitation
 * when the person shares no project with the caller (they join only by accepting it).
 */
export type MemberAddJson = MemberJson | InvitationSentJson;

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
