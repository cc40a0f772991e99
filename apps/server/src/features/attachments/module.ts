import type { FeatureModule } from '../../modules/feature-module.ts';
import { attachmentRoutes } from './attachment-routes.ts';
import { startAttachmentSweep } from './attachment-sweep-job.ts';
import { attachmentFiles } from './attachment-files.ts';

/** Files and voice notes attached to chat messages; unsent uploads swept away. */
export const attachmentsModule = {
  name: 'attachments',
  routes: [attachmentRoutes],
  jobs: [
    {
      name: 'attachment-sweep',
      start: ({ db, storage, now, log, runs }) =>
        startAttachmentSweep({ db, storage, now, log, runs }),
    },
  ],
  realtime: {},
  storedFiles: [attachmentFiles],
} satisfies FeatureModule;
