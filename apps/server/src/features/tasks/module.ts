import type { FeatureModule } from '../../modules/feature-module.ts';
import { taskRoutes } from './task-routes.ts';
import { projectTaskRoutes } from './project-task-routes.ts';
import { startDeadlineJob } from './deadline-job.ts';
import { dispatchTask } from './task-realtime.ts';

/** Tasks on the board and in lists; reminders of tasks falling due. */
export const tasksModule = {
  name: 'tasks',
  routes: [taskRoutes, projectTaskRoutes],
  jobs: [
    {
      name: 'deadline',
      start: ({ db, now, log, runs }) => startDeadlineJob({ db, now, log, runs }),
    },
  ],
  realtime: { task_created: dispatchTask, task_updated: dispatchTask, task_deleted: dispatchTask },
} satisfies FeatureModule;
