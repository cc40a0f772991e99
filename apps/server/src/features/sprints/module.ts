import type { FeatureModule } from '../../modules/feature-module.ts';
import { sprintRoutes } from './sprint-routes.ts';
import { dispatchSprintsChanged } from './sprint-realtime.ts';

/** Sprints: a project's planning periods, the tasks planned into them and closing them. */
export const sprintsModule = {
  name: 'sprints',
  routes: [sprintRoutes],
  jobs: [],
  realtime: { sprints_changed: dispatchSprintsChanged },
} satisfies FeatureModule;
