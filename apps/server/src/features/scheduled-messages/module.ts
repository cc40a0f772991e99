import type { FeatureModule } from '../../modules/feature-module.ts';
import { scheduledMessageRoutes } from './scheduled-message-routes.ts';
import { startScheduledMessagesJob } from './scheduled-messages-job.ts';
import { dispatchScheduledMessage } from './scheduled-message-realtime.ts';

/** Messages written now and sent later by the server. */
export const scheduledMessagesModule = {
  name: 'scheduled-messages',
  routes: [scheduledMessageRoutes],
  jobs: [
    {
      name: 'scheduled-messages',
      start: ({ db, now, log, runs }) => startScheduledMessagesJob({ db, now, log, runs }),
    },
  ],
  realtime: {
    scheduled_message_update: dispatchScheduledMessage,
    scheduled_message_deleted: dispatchScheduledMessage,
  },
} satisfies FeatureModule;
