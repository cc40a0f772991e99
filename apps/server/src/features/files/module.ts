import type { FeatureModule } from '../../modules/feature-module.ts';
import { fileRoutes } from './file-routes.ts';
import { fileVersionRoutes } from './file-version-routes.ts';

/** A project's versioned files and folders. */
export const filesModule = {
  name: 'files',
  routes: [fileRoutes, fileVersionRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
