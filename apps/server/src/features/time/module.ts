import type { FeatureModule } from '../../modules/feature-module.ts';
import { timeEntryRoutes } from './time-entry-routes.ts';
import { dispatchTimeEntriesChanged } from './time-realtime.ts';

/** Time entries, timers and the weekly timesheet. */
export const timeModule = {
  name: 'time',
  routes: [timeEntryRoutes],
  jobs: [],
  realtime: { time_entries_changed: dispatchTimeEntriesChanged },
} satisfies FeatureModule;
