import type { FeatureModule } from '../../modules/feature-module.ts';
import { projectRoutes } from './project-routes.ts';
import { templateRoutes } from './template-routes.ts';
import {
  dispatchActivity,
  dispatchInvitation,
  dispatchMember,
  dispatchProjectDeleted,
  dispatchProjectUpdated,
} from './project-realtime.ts';

/** Projects, their cards and templates; the project room's member and feed events. */
export const projectsModule = {
  name: 'projects',
  routes: [projectRoutes, templateRoutes],
  jobs: [],
  realtime: {
    project_updated: dispatchProjectUpdated,
    project_deleted: dispatchProjectDeleted,
    member_added: dispatchMember,
    member_updated: dispatchMember,
    member_removed: dispatchMember,
    invitation_changed: dispatchInvitation,
    project_change: dispatchActivity,
  },
} satisfies FeatureModule;
