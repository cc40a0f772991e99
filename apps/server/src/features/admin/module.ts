import type { FeatureModule } from '../../modules/feature-module.ts';
import { systemRoutes } from './system-routes.ts';
import { realtimeAdminRoutes } from './admin-routes.ts';

/** Health, server information and the realtime diagnostics page. */
export const adminModule = {
  name: 'admin',
  routes: [systemRoutes, realtimeAdminRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
