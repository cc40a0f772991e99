import type { FeatureModule } from '../../modules/feature-module.ts';
import { resourceRoutes } from './resource-routes.ts';

/** People, equipment and rooms, and their allocations to projects. */
export const resourcesModule = {
  name: 'resources',
  routes: [resourceRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
