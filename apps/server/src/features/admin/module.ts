import type { FeatureModule } from '../../modules/feature-module.ts';
import { systemRoutes } from './system-routes.ts';
import { realtimeAdminRoutes } from './admin-routes.ts';
import { metricsRoutes } from './metrics-routes.ts';

/** Health, server information, Prometheus metrics and the realtime diagnostics page. */
export const adminModule = {
  name: 'admin',
  routes: [systemRoutes, metricsRoutes, realtimeAdminRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
