import type { FeatureModule } from '../../modules/feature-module.ts';
import { commentRoutes } from './comment-routes.ts';
import { dispatchComment } from './comment-realtime.ts';

/** Comments on projects and tasks. */
export const commentsModule = {
  name: 'comments',
  routes: [commentRoutes],
  jobs: [],
  realtime: {
    comment_added: dispatchComment,
    comment_updated: dispatchComment,
    comment_deleted: dispatchComment,
  },
} satisfies FeatureModule;
