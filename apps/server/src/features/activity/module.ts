import type { FeatureModule } from '../../modules/feature-module.ts';
import { activityRoutes } from './activity-routes.ts';
import { dispatchActivity } from './activity-realtime.ts';

/** A project's activity feed (every domain records into it with recordActivity). */
export const activityModule = {
  name: 'activity',
  routes: [activityRoutes],
  jobs: [],
  realtime: { project_change: dispatchActivity },
} satisfies FeatureModule;
