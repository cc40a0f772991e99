import type { FeatureModule } from '../../modules/feature-module.ts';
import { scheduleRoutes } from './schedule-routes.ts';
import { dispatchMilestoneUpdated } from './schedule-realtime.ts';

/** Scheduling: previewing and applying date changes along dependencies, and the timeline. */
export const scheduleModule = {
  name: 'schedule',
  routes: [scheduleRoutes],
  jobs: [],
  realtime: { milestone_updated: dispatchMilestoneUpdated },
} satisfies FeatureModule;
