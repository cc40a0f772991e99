import type { FeatureModule } from '../../modules/feature-module.ts';
import { presenceRoutes } from './presence-routes.ts';
import { dispatchPresence, dispatchRevocation } from './presence-realtime.ts';

/** Who is online; sockets of ended sessions closed. */
export const presenceModule = {
  name: 'presence',
  routes: [presenceRoutes],
  jobs: [],
  realtime: {
    presence: dispatchPresence,
    session_revoked: dispatchRevocation,
    user_sessions_revoked: dispatchRevocation,
  },
} satisfies FeatureModule;
