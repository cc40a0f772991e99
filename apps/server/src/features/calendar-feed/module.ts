import type { FeatureModule } from '../../modules/feature-module.ts';
import { calendarFeedRoutes } from './calendar-feed-routes.ts';

/** The personal calendar feed: a secret iCalendar address of one's tasks, milestones and sessions. */
export const calendarFeedModule = {
  name: 'calendar-feed',
  routes: [calendarFeedRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
