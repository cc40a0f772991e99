import type { FeatureModule } from '../../modules/feature-module.ts';
import { projectRoutes } from './project-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { dispatchProjectDeleted, dispatchProjectUpdated } from './project-realtime.ts';

/** Projects, their cards and templates. */
export const projectsModule = {
  name: 'projects',
  routes: [projectRoutes, templateRoutes],
  jobs: [],
  realtime: {
    project_updated: dispatchProjectUpdated,
    project_deleted: dispatchProjectDeleted,
  },
} satisfies FeatureModule;
