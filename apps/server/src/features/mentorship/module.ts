import type { FeatureModule } from '../../modules/feature-module.ts';
import { creditRoutes } from './credit-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { skillRoutes } from './skill-routes.ts';

/** Mentorship: developer profiles, the skills catalogue and the credit ledger. */
export const mentorshipModule = {
  name: 'mentorship',
  routes: [profileRoutes, skillRoutes, creditRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
