import type { FeatureModule } from '../../modules/feature-module.ts';
import { pushRoutes } from './push-routes.ts';
import { startPushJob } from './push-job.ts';

/** Web Push subscriptions and the pushes of new notifications. */
export const pushModule = {
  name: 'push',
  routes: [pushRoutes],
  jobs: [
    {
      // Woken by a new notification made in any process.
      name: 'push',
      wakeOn: ['notification_created'],
      start: ({ db, env, now, log, runs }) => startPushJob({ db, env, now, log, runs }),
    },
  ],
  realtime: {},
} satisfies FeatureModule;
