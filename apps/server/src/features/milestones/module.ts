import type { FeatureModule } from '../../modules/feature-module.ts';
import { milestoneRoutes } from './milestone-routes.ts';
import { dispatchMilestoneChanged, dispatchMilestoneDeleted } from './milestone-realtime.ts';

/** Milestones: a project's named goals with dates, the tasks linked to them and their status. */
export const milestonesModule = {
  name: 'milestones',
  routes: [milestoneRoutes],
  jobs: [],
  realtime: {
    milestone_created: dispatchMilestoneChanged,
    milestone_updated: dispatchMilestoneChanged,
    milestone_deleted: dispatchMilestoneDeleted,
  },
} satisfies FeatureModule;
