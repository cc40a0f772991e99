import type { FeatureModule } from '../../modules/feature-module.ts';
import { notificationRoutes } from './notification-routes.ts';
import { notificationPreferenceRoutes } from './preference-routes.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';
import { startNotificationJobs } from './notification-jobs.ts';
import { startNotificationEmailJob } from './notification-email-job.ts';
import { startNotificationDigestJob } from './notification-digest-job.ts';
import { dispatchNotification } from './notification-realtime.ts';
import type { JobContext } from '../../modules/feature-module.ts';

/** What the notification e-mails need: the mailer and the links they sign. */
function mailDeps({ db, mailer, env, signingKey }: JobContext) {
  return { db, mailer, links: { appOrigin: env.appOrigin, signingKey } };
}

/** The notification centre, preferences, e-mails and digests, one-click unsubscribe. */
export const notificationsModule = {
  name: 'notifications',
  routes: [notificationRoutes, notificationPreferenceRoutes, unsubscribeRoutes],
  jobs: [
    {
      // Turns events into notifications. In every process, tests included: it has no clock of
      // its own (an event's time travels in its row) and is mostly woken by commits.
      name: 'notification-jobs',
      always: true,
      wakeOn: ['notification_jobs'],
      start: ({ db, log, runs }) => startNotificationJobs({ db, log, runs }),
    },
    {
      // Each notification's e-mail, NOTIFY_EMAIL_DELAY_S after it unless read meanwhile.
      name: 'notification-email',
      start: (ctx) =>
        startNotificationEmailJob({
          ...mailDeps(ctx),
          delayS: ctx.env.notifyEmailDelayS,
          now: ctx.now,
          log: ctx.log,
          runs: ctx.runs,
        }),
    },
    {
      name: 'notification-digest',
      start: (ctx) =>
        startNotificationDigestJob({
          ...mailDeps(ctx),
          now: ctx.now,
          log: ctx.log,
          runs: ctx.runs,
        }),
    },
  ],
  realtime: {
    // Not for sockets: it only wakes the job runner above.
    notification_jobs: null,
    notification_created: dispatchNotification,
    notification_updated: dispatchNotification,
    notification_deleted: dispatchNotification,
    all_notifications_read: dispatchNotification,
  },
} satisfies FeatureModule;
