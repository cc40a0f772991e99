import type { FeatureModule } from '../../modules/feature-module.ts';
import { roadmapRoutes } from './roadmap-routes.ts';
import { dispatchRoadmapsChanged } from './roadmap-realtime.ts';

/** Roadmaps: milestones of several projects on one plan, each viewer seeing their own share. */
export const roadmapsModule = {
  name: 'roadmaps',
  routes: [roadmapRoutes],
  jobs: [],
  realtime: { roadmaps_changed: dispatchRoadmapsChanged },
} satisfies FeatureModule;
