import type { FeatureModule } from '../../modules/feature-module.ts';
import { userRoutes } from './user-routes.ts';
import { dispatchAppearanceUpdated, dispatchUserUpdated } from './user-realtime.ts';

/** People: search, profile pages, appearance settings; name and avatar changes told live. */
export const usersModule = {
  name: 'users',
  routes: [userRoutes],
  jobs: [],
  realtime: { user_updated: dispatchUserUpdated, appearance_updated: dispatchAppearanceUpdated },
} satisfies FeatureModule;
