import type { FeatureModule } from '../../modules/feature-module.ts';
import { scheduleRoutes } from './schedule-routes.ts';

/**
 * Scheduling: previewing and applying date changes along dependencies, and the timeline. Moved
 * tasks and milestones are announced with the tasks' and milestones' own frames.
 */
export const scheduleModule = {
  name: 'schedule',
  routes: [scheduleRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
