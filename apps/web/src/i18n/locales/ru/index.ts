import type { Messages } from '../en/index.ts';
import { appTexts } from './app.ts';
import { authTexts } from './auth.ts';
import { commentsTexts } from './comments.ts';
import { dashboardTexts } from './dashboard.ts';
import { legalTexts } from './legal.ts';
import { projectsTexts } from './projects.ts';
import { publicTexts } from './public.ts';
import { realtimeTexts } from './realtime.ts';
import { tasksTexts } from './tasks.ts';

/** The Russian texts (loaded on demand). */
export const ru: Messages = {
  ...appTexts,
  ...publicTexts,
  ...dashboardTexts,
  auth: authTexts,
  comments: commentsTexts,
  legal: legalTexts,
  projects: projectsTexts,
  realtime: realtimeTexts,
  tasks: tasksTexts,
};
