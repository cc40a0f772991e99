import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  scheduleChangeBody,
  type SchedulePreviewJson,
  type TimelineJson,
} from '@crewline/shared/contracts/schedule';
import { loadProjectAccess, PROJECT_NOT_FOUND } from '../projects/project-policy.ts';
import { authorizeSchedule } from './schedule-policy.ts';
import { applySchedule, previewSchedule } from './apply-schedule.ts';
import { loadTimelineData } from './timeline-queries.ts';
import { presentTimeline } from './timeline-presenter.ts';
import { loadTimelineKey } from './timeline-key.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';
import { NotFoundError } from '../../errors.ts';

const TIMELINE_CACHE_BYTES = 16 * 1024 * 1024;
const auth = { access: 'authenticated' } as const;
const tags = ['schedule'];
const idParams = z.object({ id: z.uuid() });

/** A project's timeline and rescheduling along dependencies (docs/API.md, Scheduling). */
export const scheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Timelines by the key of everything they are computed from: the Gantt reads one on every
  // visit and after every change, and a thousand-task one takes its critical path to build.
  const timelines = createVersionedJson(TIMELINE_CACHE_BYTES);

  app.get(
    '/api/projects/:id/timeline',
    {
      config: auth,
      schema: {
        tags,
        summary: "A project's dated tasks with slack, milestones, links and the critical path",
        params: idParams,
      },
    },
    async (request, reply) => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeSchedule(access, 'view_timeline');
      const now = ctx.now();
      const key = await loadTimelineKey(ctx.db, access.projectId, request.userId, now);
      // Deleted since the access check.
      if (key === null) throw new NotFoundError(PROJECT_NOT_FOUND);
      return timelines.send(request, reply, key, async (): Promise<TimelineJson> => {
        const data = await loadTimelineData(ctx.db, access.projectId, request.userId);
        return presentTimeline(data, now);
      });
    },
  );

  app.post(
    '/api/projects/:id/schedule/preview',
    {
      config: auth,
      schema: {
        tags,
        summary: "What a change of one task's days would move along its dependencies",
        params: idParams,
        body: scheduleChangeBody,
      },
    },
    async (request): Promise<SchedulePreviewJson> => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeSchedule(access, 'preview');
      return previewSchedule(ctx.db, {
        projectId: access.projectId,
        userId: request.userId,
        change: request.body,
      });
    },
  );

  app.post(
    '/api/projects/:id/schedule/apply',
    {
      config: auth,
      schema: {
        tags,
        summary: "Applies a change of one task's days and everything it moves, in one transaction",
        params: idParams,
        body: scheduleChangeBody,
      },
    },
    async (request): Promise<SchedulePreviewJson> => {
      const access = await loadProjectAccess(ctx.db, request.params.id, request.userId);
      authorizeSchedule(access, 'apply');
      return applySchedule(ctx.db, {
        projectId: access.projectId,
        userId: request.userId,
        change: request.body,
        now: ctx.now(),
      });
    },
  );
};
