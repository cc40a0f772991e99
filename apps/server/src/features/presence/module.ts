import type { FeatureModule } from '../../modules/feature-module.ts';
import { presenceRoutes } from './presence-routes.ts';
import { dispatchPresence, dispatchRevocation, dispatchViewing } from './presence-realtime.ts';

/** Who is online and who is looking at a project; sockets of ended sessions closed. */
export const presenceModule = {
  name: 'presence',
  routes: [presenceRoutes],
  jobs: [],
  realtime: {
    presence: dispatchPresence,
    user_joined: dispatchViewing,
    user_left: dispatchViewing,
    session_revoked: dispatchRevocation,
    user_sessions_revoked: dispatchRevocation,
  },
} satisfies FeatureModule;
