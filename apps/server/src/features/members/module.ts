import type { FeatureModule } from '../../modules/feature-module.ts';
import { memberRoutes } from './member-routes.ts';
import { projectInvitationRoutes } from './invitation-routes.ts';
import { myInvitationRoutes } from './my-invitation-routes.ts';
import { teamRoutes } from './team-routes.ts';
import { dispatchInvitation, dispatchMember } from './member-realtime.ts';

/** A project's members and roles, invitations sent and received, and everyone one works with. */
export const membersModule = {
  name: 'members',
  routes: [memberRoutes, projectInvitationRoutes, myInvitationRoutes, teamRoutes],
  jobs: [],
  realtime: {
    member_added: dispatchMember,
    member_updated: dispatchMember,
    member_removed: dispatchMember,
    invitation_changed: dispatchInvitation,
  },
} satisfies FeatureModule;
