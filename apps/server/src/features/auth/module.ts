import type { FeatureModule } from '../../modules/feature-module.ts';
import { sessionRoutes } from './session-routes.ts';
import { resetRoutes } from './reset-routes.ts';
import { verifyEmailRoutes } from './verify-email-routes.ts';
import { providerRoutes } from './provider-routes.ts';
import { securityRoutes } from './security-routes.ts';

/** Sign-up, sign-in (password and providers), sessions, password reset, e-mail verification. */
export const authModule = {
  name: 'auth',
  routes: [sessionRoutes, resetRoutes, verifyEmailRoutes, providerRoutes, securityRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
