import type { FeatureModule } from '../../modules/feature-module.ts';
import { profileRoutes } from './profile-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { accountRoutes } from './account-routes.ts';
import { startStorageDeletionsJob } from './storage-deletions-job.ts';
import { startDataExportJob } from './data-export-job.ts';
import { avatarFiles, exportFiles } from './account-files.ts';

/** One's own profile and avatar, data exports and account deletion. */
export const accountsModule = {
  name: 'accounts',
  routes: [profileRoutes, avatarRoutes, accountRoutes],
  jobs: [
    {
      // Files of deleted accounts and expired exports, removed until the storage confirms.
      name: 'storage-deletions',
      start: ({ db, storage, now, log, runs }) =>
        startStorageDeletionsJob({ db, storage, now, log, runs }),
    },
    {
      name: 'data-export',
      start: ({ db, storage, signingKey, now, log, runs }) =>
        startDataExportJob({ db, storage, signingKey, now, log, runs }),
    },
  ],
  realtime: {},
  storedFiles: [avatarFiles, exportFiles],
} satisfies FeatureModule;
