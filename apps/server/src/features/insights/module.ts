import type { FeatureModule } from '../../modules/feature-module.ts';
import { insightsRoutes } from './insights-routes.ts';

/** Insights: charts and risk panels replayed from the task history, and the overview. */
export const insightsModule = {
  name: 'insights',
  routes: [insightsRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
