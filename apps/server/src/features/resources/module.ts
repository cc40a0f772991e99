import type { FeatureModule } from '../../modules/feature-module.ts';
import { resourceRoutes } from './resource-routes.ts';
import { dispatchResourcesChanged } from './resource-realtime.ts';

/** People, equipment and rooms, and their allocations to projects. */
export const resourcesModule = {
  name: 'resources',
  routes: [resourceRoutes],
  jobs: [],
  realtime: { resources_changed: dispatchResourcesChanged },
} satisfies FeatureModule;
