import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  type Burndown,
  type ProjectWindow,
} from '@crewline/shared/insights/burndown';
import { windowDays } from '@crewline/shared/insights/days';
import { monthBounds } from '@crewline/shared/insights/months';
import { cumulativeFlow, flowTimes, throughput } from '@crewline/shared/insights/flow';
import { memberWorkloads, overdueTasks, stalledTasks } from '@crewline/shared/insights/risk';
import { replayAt } from '@crewline/shared/insights/task-replay';
import { velocity } from '@crewline/shared/insights/velocity';
import { SPRINT_TOO_LONG, sprintSpanFits } from '@crewline/shared/contracts/sprints';
import type { Db } from '../../db/client.ts';
import { ValidationError } from '../../errors.ts';
import { authorize, loadProjectAccess } from '../projects/project-policy.ts';
import { loadProjectSprint, loadSprint } from '../sprints/sprint-queries.ts';
import { createVersionedJson } from '../../http/versioned-json.ts';
import { loadInsightStamp, loadOverviewStamp, type InsightStamp } from './insight-version.ts';
import { createProjectHistoryCache } from './project-history-cache.ts';
import { createBurndownCheckpoints } from './burndown-checkpoints.ts';
import { accountTimeZone } from '../projects/project-time-zone.ts';
import {
  loadClosedSprints,
  loadCurrentTasks,
  loadInsightMembers,
  loadMonthCounts,
  loadOpenTasksByMember,
  loadStatusCounts,
  loadTaskTitles,
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

// A chart is a few kilobytes (flow's samples grow with the tasks done in the window): this keeps
// thousands of (project, version, day, window) bodies a process.
const INSIGHT_CACHE_BYTES = 16 * 1024 * 1024;

// Decoded task histories, ~100 bytes a row: the largest projects of several teams (a 5,000-task
// project with 50,000 rows is ~5 MB).
const HISTORY_CACHE_BYTES = 64 * 1024 * 1024;

// Burndown checkpoints, ~300 bytes a task: a few dozen charts of 5,000-task projects.
const CHECKPOINT_BYTES = 48 * 1024 * 1024;

/** The caller may read the project (404 otherwise, as for the project), and its stamp at `now`. */
async function readableProject(db: Db, projectId: string, userId: string, now: Date) {
  const access = await loadProjectAccess(db, projectId, userId);
  authorize(access, 'view');
  return loadInsightStamp(db, access.projectId, now);
}

/** The window asked for, or the default one ending today in the project's zone. */
function windowOf(query: { from?: string; to?: string }, clock: Clock): ProjectWindow {
  return query.from !== undefined && query.to !== undefined
    ? { from: query.from, to: query.to }
    : defaultProjectWindow(clock);
}

/** The tasks a burndown names: those of its scope changes, each once. */
const changedTasks = (chart: Burndown) => [
  ...new Set(chart.scopeChanges.map((change) => change.taskId)),
];

const clockFor = (now: Date, settings: InsightSettings): Clock => ({
  now,
  timeZone: settings.timeZone,
});

/** Project insights (burndown, velocity, flow, risk) and the overview across projects. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Charts by (chart, project, insight version, today in the project's zone, what was asked),
  // and overviews by (caller, their projects' versions, their zone and month):
  // a chart is read far more often than its project changes, and each one replays the whole
  // task history. The day is in the key because default windows end today and days after it
  // are not drawn; within a day nothing else of the clock shows (see InsightStamp.settled).
  const charts = createVersionedJson(INSIGHT_CACHE_BYTES);
  // Every chart replays the whole history; a change adds a row or a few, so each build reads
  // only the rows this process has not seen yet (checked against the database every time).
  const history = createProjectHistoryCache(HISTORY_CACHE_BYTES);
  // Burndowns go on from where their replay stood at the end of the last finished day.
  const checkpoints = createBurndownCheckpoints(CHECKPOINT_BYTES);

  /** Sends the chart cached under `parts` and the stamp, building it when not kept. */
  const sendChart = async (
    request: FastifyRequest,
    reply: FastifyReply,
    stamp: InsightStamp,
    parts: readonly (string | number)[],
    build: () => Promise<unknown>,
  ) => {
    if (!stamp.settled) return reply.send(await build());
    const key = [...parts, stamp.version, stamp.today].join('|');
    return charts.send(request, reply, key, build);
  };

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
    async (request, reply) => {
      const now = ctx.now();
      const stamp = await readableProject(ctx.db, request.params.id, request.userId, now);
      const { settings } = stamp;
      const clock = clockFor(now, settings);
      const window = windowOf(request.query, clock);
      const skipWeekends = request.query.skip_weekends === 'true';
      const parts = ['burndown', request.params.id, window.from, window.to, String(skipWeekends)];
      return sendChart(request, reply, stamp, parts, async () => {
        const rows = await history.load(ctx.db, request.params.id);
        const progress = checkpoints.progressOf(
          ['project', request.params.id, window.from, window.to, settings.timeZone].join('|'),
        );
        const chart = projectBurndown(
          rows,
          window,
          { timeZone: settings.timeZone, skipWeekends, asOf: now },
          progress,
        );
        const titles = await loadTaskTitles(ctx.db, request.params.id, changedTasks(chart));
        return presentBurndown(chart, window, settings, skipWeekends, titles);
      });
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
    async (request, reply) => {
      const now = ctx.now();
      const { sprint, access } = await loadSprint(ctx.db, request.userId, request.params.id);
      authorize(access, 'view');
      // Sprints are at most that long since they were first refused; one saved before then
      // gets the window's 422 rather than a chart too long to draw.
      if (!sprintSpanFits(sprint.startDate, sprint.endDate)) {
        throw new ValidationError(SPRINT_TOO_LONG, [{ loc: ['path', 'id'], msg: SPRINT_TOO_LONG }]);
      }
      const stamp = await loadInsightStamp(ctx.db, sprint.projectId, now);
      const { settings } = stamp;
      const skipWeekends = request.query.skip_weekends === 'true';
      const parts = ['sprint-burndown', sprint.id, String(skipWeekends)];
      return sendChart(request, reply, stamp, parts, async () => {
        // Read again after the stamp: the sprint read for the access check may be older than it.
        const [rows, current] = await Promise.all([
          history.load(ctx.db, sprint.projectId),
          loadProjectSprint(ctx.db, sprint.projectId, sprint.id),
        ]);
        const plan = {
          sprintId: current.id,
          startDay: current.startDate,
          endDay: current.endDate,
          createdAt: current.createdAt,
        };
        const progress = checkpoints.progressOf(
          ['sprint', current.id, settings.timeZone].join('|'),
        );
        const chart = sprintBurndown(
          rows,
          plan,
          { timeZone: settings.timeZone, skipWeekends, asOf: now },
          progress,
        );
        const window = { from: current.startDate, to: current.endDate };
        const titles = await loadTaskTitles(ctx.db, sprint.projectId, changedTasks(chart));
        return presentBurndown(chart, window, settings, skipWeekends, titles);
      });
    },
  );

  app.get(
    '/api/projects/:id/insights/velocity',
    { config: auth, schema: { tags, params: projectParams, response: { 200: velocityResponse } } },
    async (request, reply) => {
      const now = ctx.now();
      const stamp = await readableProject(ctx.db, request.params.id, request.userId, now);
      const { settings } = stamp;
      return sendChart(request, reply, stamp, ['velocity', request.params.id], async () => {
        const [rows, closed] = await Promise.all([
          history.load(ctx.db, request.params.id),
          loadClosedSprints(ctx.db, request.params.id),
        ]);
        return presentVelocity(velocity(rows, closed, clockFor(now, settings)), settings);
      });
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
    async (request, reply) => {
      const now = ctx.now();
      const stamp = await readableProject(ctx.db, request.params.id, request.userId, now);
      const { settings } = stamp;
      const clock = clockFor(now, settings);
      const window = windowOf(request.query, clock);
      const parts = ['flow', request.params.id, window.from, window.to];
      return sendChart(request, reply, stamp, parts, async () => {
        const days = windowDays(window.from, window.to, settings.timeZone);
        const rows = await history.load(ctx.db, request.params.id);
        const states = [...replayAt(rows, now.getTime()).values()];
        const times = flowTimes(states, { from: days[0]!.start, to: days.at(-1)!.end });
        return presentFlow(
          window,
          settings,
          times,
          cumulativeFlow(rows, days),
          throughput(states, days),
        );
      });
    },
  );

  app.get(
    '/api/projects/:id/insights/risk',
    { config: auth, schema: { tags, params: projectParams, response: { 200: riskResponse } } },
    async (request, reply) => {
      const now = ctx.now();
      const stamp = await readableProject(ctx.db, request.params.id, request.userId, now);
      const { settings } = stamp;
      const clock = clockFor(now, settings);
      // Cached like the other charts: stalled and overdue count whole days of the project's zone
      // from history instants that are all in the past (settled), so they hold all day. Names
      // come from the users, whose display version joins the key.
      const parts = ['risk', request.params.id, stamp.names];
      return sendChart(request, reply, stamp, parts, async () => {
        const [rows, current, members] = await Promise.all([
          history.load(ctx.db, request.params.id),
          loadCurrentTasks(ctx.db, request.params.id),
          loadInsightMembers(ctx.db, request.params.id),
        ]);
        const states = [...replayAt(rows, now.getTime()).values()];
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
      });
    },
  );

  app.get(
    '/api/insights/overview',
    { config: auth, schema: { tags, response: { 200: overviewResponse } } },
    async (request, reply) => {
      const now = ctx.now();
      // Months are the caller's (the zone of their e-mails), not any one project's.
      const [stamp, timeZone] = await Promise.all([
        loadOverviewStamp(ctx.db, request.userId),
        accountTimeZone(ctx.db, request.userId),
      ]);
      const bounds = monthBounds({ now, timeZone });
      const key = ['overview', request.userId, stamp, timeZone, bounds.month].join('|');
      return charts.send(request, reply, key, async () => {
        const [statusRows, openRows, counts] = await Promise.all([
          loadStatusCounts(ctx.db, request.userId),
          loadOpenTasksByMember(ctx.db, request.userId),
          loadMonthCounts(ctx.db, request.userId, bounds),
        ]);
        return presentOverview(statusRows, openRows, { timeZone, bounds, counts });
      });
    },
  );
};
