import type { FeatureModule } from '../../modules/feature-module.ts';
import { creditRoutes } from './credit-routes.ts';
import { feedbackRoutes } from './feedback-routes.ts';
import { mentorSearchRoutes } from './mentor-search-routes.ts';
import { dispatchMentorshipSession } from './mentorship-realtime.ts';
import { profileRoutes } from './profile-routes.ts';
import { startSessionExpiry } from './session-expiry-job.ts';
import { startSessionInvitations } from './session-invitation-job.ts';
import { startSessionReminders } from './session-reminder-job.ts';
import { sessionRoutes } from './session-routes.ts';
import { skillRoutes } from './skill-routes.ts';

/**
 * Mentorship: developer profiles, the skills catalogue, the credit ledger, session requests and
 * their life cycle, feedback; requests that run out are refunded, scheduled sessions reminded of,
 * and accepted ones sent to both people as calendar invitations.
 */
export const mentorshipModule = {
  name: 'mentorship',
  routes: [
    profileRoutes,
    skillRoutes,
    creditRoutes,
    mentorSearchRoutes,
    feedbackRoutes,
    sessionRoutes,
  ],
  jobs: [
    {
      name: 'mentorship-session-expiry',
      start: ({ db, now, log, runs }) => startSessionExpiry({ db, now, log, runs }),
    },
    {
      name: 'mentorship-session-reminders',
      start: ({ db, now, log, runs }) => startSessionReminders({ db, now, log, runs }),
    },
    {
      // The calendar invitation mail of each accepted session, sent at once (a commit wakes it).
      name: 'mentorship-session-invitations',
      wakeOn: ['mentorship_invitation_mails'],
      start: ({ db, mailer, now, log, runs }) =>
        startSessionInvitations({ db, mailer, now, log, runs }),
    },
  ],
  realtime: {
    mentorship_session_updated: dispatchMentorshipSession,
    // Not for sockets: it only wakes the invitation mail job above.
    mentorship_invitation_mails: null,
  },
} satisfies FeatureModule;
