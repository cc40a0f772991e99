import type { FeatureModule } from '../../modules/feature-module.ts';
import { fileRoutes } from './file-routes.ts';
import { fileVersionRoutes } from './file-version-routes.ts';
import { fileMoveRoutes } from './file-move-routes.ts';
import { dispatchFilesChanged } from './file-realtime.ts';
import { versionFiles } from './version-files.ts';

/** A project's versioned files and folders. */
export const filesModule = {
  name: 'files',
  routes: [fileRoutes, fileVersionRoutes, fileMoveRoutes],
  jobs: [],
  realtime: { files_changed: dispatchFilesChanged },
  storedFiles: [versionFiles],
} satisfies FeatureModule;
