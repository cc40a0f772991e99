import type { FeatureModule } from '../../modules/feature-module.ts';
import { dependencyRoutes } from './dependency-routes.ts';

/**
 * Finish-to-start links between tasks, within a project or across projects. A change reaches
 * viewers as task_updated of both tasks (their `blocks` and `blocked_by`), handled by the tasks
 * module, so this module has no event of its own.
 */
export const dependenciesModule = {
  name: 'dependencies',
  routes: [dependencyRoutes],
  jobs: [],
  realtime: {},
} satisfies FeatureModule;
