import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  burndownQuery,
  burndownResponse,
  flowResponse,
  insightWindowQuery,
  overviewResponse,
  riskResponse,
  sprintBurndownQuery,
  velocityResponse,
} from '@crewline/shared/contracts/insights';
import type { Clock } from '@crewline/shared/domain/calendar-day';
import {
  defaultProjectWindow,
  projectBurndown,
  sprintBurndown,
  type ProjectWindow,
} from '@crewline/shared/insights/burndown';
import { dayStart, windowDays } from '@crewline/shared/insights/days';
import { monthBounds } from '@crewline/shared/insights/months';
import { cumulativeFlow, flowTimes, throughput } from '@crewline/shared/insights/flow';
import { memberWorkloads, overdueTasks, stalledTasks } from '@crewline/shared/insights/risk';
import { replayAt } from '@crewline/shared/insights/task-replay';
import { velocity } from '@crewline/shared/insights/velocity';
import type { Db } from '../../db/client.ts';
import { authorize, loadProjectAccess } from '../projects/project-policy.ts';
import { accountTimeZone } from '../projects/project-time-zone.ts';
import { loadSprint } from '../sprints/sprint-queries.ts';
import {
  loadClosedSprints,
  loadCurrentTasks,
  loadHistoryFoldedBefore,
  loadInsightMembers,
  loadInsightSettings,
  loadMonthCounts,
  loadOpenTasksByMember,
  loadProjectHistory,
  loadStatusCounts,
  type InsightSettings,
} from './insights-queries.ts';
import {
  memberRole,
  presentBurndown,
  presentFlow,
  presentOverview,
  presentRisk,
  presentVelocity,
} from './insights-presenter.ts';

const auth = { access: 'authenticated' } as const;
const tags = ['insights'];
const projectParams = z.object({ id: z.uuid() });

/** The caller may read the project (404 otherwise, as for the project), and its settings. */
async function readableProject(db: Db, projectId: string, userId: string) {
  const access = await loadProjectAccess(db, projectId, userId);
  authorize(access, 'view');
  return loadInsightSettings(db, access.projectId);
}

/** The window asked for, or the default one ending today in the project's zone. */
function windowOf(query: { from?: string; to?: string }, clock: Clock): ProjectWindow {
  return query.from !== undefined && query.to !== undefined
    ? { from: query.from, to: query.to }
    : defaultProjectWindow(clock);
}

const clockFor = (now: Date, settings: InsightSettings): Clock => ({
  now,
  timeZone: settings.timeZone,
});

/** Project insights (burndown, velocity, flow, risk) and the overview across projects. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/api/projects/:id/insights/burndown',
    {
      config: auth,
      schema: {
        tags,
        params: projectParams,
        querystring: burndownQuery,
        response: { 200: burndownResponse },
      },
    },
    async (request) => {
      const settings = await readableProject(ctx.db, request.params.id, request.userId);
      const clock = clockFor(ctx.now(), settings);
      const window = windowOf(request.query, clock);
      const skipWeekends = request.query.skip_weekends === 'true';
      // Before the window the chart needs only each task's state: the past comes folded.
      const since = dayStart(window.from, settings.timeZone);
      const rows = await loadHistoryFoldedBefore(ctx.db, request.params.id, since);
      const chart = projectBurndown(rows, window, {
        timeZone: settings.timeZone,
        skipWeekends,
        asOf: clock.now,
      });
      return presentBurndown(chart, window, settings, skipWeekends);
    },
  );

  app.get(
    '/api/sprints/:id/burndown',
    {
      config: auth,
      schema: {
        tags,
        params: projectParams,
        querystring: sprintBurndownQuery,
        response: { 200: burndownResponse },
      },
    },
    async (request) => {
      const { sprint, access } = await loadSprint(ctx.db, request.userId, request.params.id);
      authorize(access, 'view');
      const settings = await loadInsightSettings(ctx.db, sprint.projectId);
      const skipWeekends = request.query.skip_weekends === 'true';
      const rows = await loadProjectHistory(ctx.db, sprint.projectId);
      const plan = {
        sprintId: sprint.id,
        startDay: sprint.startDate,
        endDay: sprint.endDate,
        createdAt: sprint.createdAt,
      };
      const chart = sprintBurndown(rows, plan, {
        timeZone: settings.timeZone,
        skipWeekends,
        asOf: ctx.now(),
      });
      const window = { from: sprint.startDate, to: sprint.endDate };
      return presentBurndown(chart, window, settings, skipWeekends);
    },
  );

  app.get(
    '/api/projects/:id/insights/velocity',
    { config: auth, schema: { tags, params: projectParams, response: { 200: velocityResponse } } },
    async (request) => {
      const settings = await readableProject(ctx.db, request.params.id, request.userId);
      const [rows, closed] = await Promise.all([
        loadProjectHistory(ctx.db, request.params.id),
        loadClosedSprints(ctx.db, request.params.id),
      ]);
      return presentVelocity(velocity(rows, closed, clockFor(ctx.now(), settings)), settings);
    },
  );

  app.get(
    '/api/projects/:id/insights/flow',
    {
      config: auth,
      schema: {
        tags,
        params: projectParams,
        querystring: insightWindowQuery,
        response: { 200: flowResponse },
      },
    },
    async (request) => {
      const settings = await readableProject(ctx.db, request.params.id, request.userId);
      const clock = clockFor(ctx.now(), settings);
      const window = windowOf(request.query, clock);
      const days = windowDays(window.from, window.to, settings.timeZone);
      const rows = await loadProjectHistory(ctx.db, request.params.id);
      const states = [...replayAt(rows, clock.now.getTime()).values()];
      const times = flowTimes(states, { from: days[0]!.start, to: days.at(-1)!.end });
      return presentFlow(
        window,
        settings,
        times,
        cumulativeFlow(rows, days),
        throughput(states, days),
      );
    },
  );

  app.get(
    '/api/projects/:id/insights/risk',
    { config: auth, schema: { tags, params: projectParams, response: { 200: riskResponse } } },
    async (request) => {
      const settings = await readableProject(ctx.db, request.params.id, request.userId);
      const clock = clockFor(ctx.now(), settings);
      const [rows, current, members] = await Promise.all([
        loadProjectHistory(ctx.db, request.params.id),
        loadCurrentTasks(ctx.db, request.params.id),
        loadInsightMembers(ctx.db, request.params.id),
      ]);
      const states = [...replayAt(rows, clock.now.getTime()).values()];
      const overdue = overdueTasks(
        current.map((task) => ({ taskId: task.id, status: task.status, dueDate: task.dueDate })),
        clock,
      );
      const stalled = stalledTasks(states, clock, settings.stalledAfterDays);
      const workloads = memberWorkloads(
        members.map((member) => ({ userId: member.userId, role: memberRole(member) })),
        states,
      );
      return presentRisk(settings, overdue, stalled, workloads, current, members);
    },
  );

  app.get(
    '/api/insights/overview',
    { config: auth, schema: { tags, response: { 200: overviewResponse } } },
    async (request) => {
      const now = ctx.now();
      const [statusRows, openRows, months] = await Promise.all([
        loadStatusCounts(ctx.db, request.userId),
        loadOpenTasksByMember(ctx.db, request.userId),
        // Months are the caller's (the zone of their e-mails), not any one project's.
        accountTimeZone(ctx.db, request.userId).then(async (timeZone) => {
          const bounds = monthBounds({ now, timeZone });
          const counts = await loadMonthCounts(ctx.db, request.userId, bounds);
          return { timeZone, bounds, counts };
        }),
      ]);
      return presentOverview(statusRows, openRows, months);
    },
  );
};
