import type { FeatureModule } from '../../modules/feature-module.ts';
import { creditRoutes } from './credit-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { skillRoutes } from './skill-routes.ts';

/** Mentorship: developer profiles, the skills catalogue, the credit ledger and session requests. */
export const mentorshipModule = {
  name: 'mentorship',
  routes: [profileRoutes, skillRoutes, creditRoutes, sessionRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
