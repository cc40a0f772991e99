import { z } from 'zod';
import { daysBetween } from '../domain/calendar-day.ts';
import { TASK_STATUSES } from '../domain/task-enums.ts';
import { WORKLOAD_LEVELS } from '../domain/workload.ts';
import { calendarDate } from './ranges.ts';

/**
 * Contracts of the insights endpoints (docs/API.md, Insights): the window query the chart
 * endpoints take and the JSON each answers, shared by the server's presenters and the web.
 */

/** The longest window a chart endpoint accepts, in days (a year, leap day included). */
export const INSIGHT_WINDOW_MAX_DAYS = 366;

export const WINDOW_TOO_LONG = `The window may span at most ${INSIGHT_WINDOW_MAX_DAYS} days`;
export const WINDOW_REVERSED = 'from must be on or before to';
export const WINDOW_HALF_GIVEN = 'Give both from and to, or neither';

type WindowEnds = { from?: string | undefined; to?: string | undefined };

/**
 * Both ends or neither (the default window): a lone end would leave the other to a guess the
 * caller cannot see. The end must not come before the start, nor lie too far after it.
 */
function checkWindow(query: WindowEnds, ctx: z.RefinementCtx): void {
  const { from, to } = query;
  if ((from === undefined) !== (to === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [from === undefined ? 'from' : 'to'],
      message: WINDOW_HALF_GIVEN,
    });
  } else if (from !== undefined && to !== undefined) {
    if (from > to) ctx.addIssue({ code: 'custom', path: ['from'], message: WINDOW_REVERSED });
    else if (daysBetween(from, to) + 1 > INSIGHT_WINDOW_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: WINDOW_TOO_LONG });
  }
}

/** A window of calendar days in the project's zone, both ends included (flow). */
export const insightWindowQuery = z
  .object({ from: calendarDate().optional(), to: calendarDate().optional() })
  .superRefine(checkWindow);
export type InsightWindowQuery = z.infer<typeof insightWindowQuery>;

/** Query of the burndown: a window and whether the ideal line holds still on weekends. */
export const burndownQuery = z
  .object({
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    skip_weekends: z.enum(['true', 'false']).optional(),
  })
  .superRefine(checkWindow);
export type BurndownQuery = z.infer<typeof burndownQuery>;

/** GET /api/sprints/{id}/burndown: the sprint's own days, optionally skipping weekends. */
export const sprintBurndownQuery = z.object({
  skip_weekends: z.enum(['true', 'false']).optional(),
});

const day = z.string().describe('A calendar day, YYYY-MM-DD, in the project time zone');

/** GET /api/projects/{id}/insights/burndown. */
export const burndownResponse = z.object({
  from: day,
  to: day,
  time_zone: z.string(),
  skip_weekends: z.boolean(),
  unit: z.enum(['points', 'tasks']),
  starting_scope: z.number(),
  starting_remaining: z.number(),
  points: z.array(
    z.object({
      day,
      remaining: z.number().nullable(),
      done: z.number().nullable(),
      total: z.number().nullable(),
      ideal: z.number(),
    }),
  ),
  scope_changes: z.array(
    z.object({
      day,
      task_id: z.string(),
      title: z.string().nullable().describe("The task's title now; null once it is deleted"),
      kind: z.enum(['added', 'removed', 'estimate_changed']),
      amount: z.number(),
    }),
  ),
});
export type BurndownJson = z.infer<typeof burndownResponse>;

/** GET /api/projects/{id}/insights/velocity. */
export const velocityResponse = z.object({
  time_zone: z.string(),
  weeks: z.array(z.object({ week_start: day, done: z.number() })),
  sprints: z.array(z.object({ sprint_id: z.string(), closed_at: z.string(), done: z.number() })),
  suggested_load: z.number().nullable(),
});
export type VelocityJson = z.infer<typeof velocityResponse>;

const durationStats = z.object({
  unit: z.literal('hours'),
  count: z.number(),
  median: z.number().nullable(),
  p85: z.number().nullable(),
  samples: z.array(z.object({ task_id: z.string(), hours: z.number() })),
});

/** GET /api/projects/{id}/insights/flow. */
export const flowResponse = z.object({
  from: day,
  to: day,
  time_zone: z.string(),
  cycle_time: durationStats,
  lead_time: durationStats,
  cumulative_flow: z.array(
    z.object({ day, ...Object.fromEntries(TASK_STATUSES.map((s) => [s, z.number()])) }),
  ),
  throughput: z.array(z.object({ day, done: z.number() })),
});
export type FlowJson = {
  from: string;
  to: string;
  time_zone: string;
  cycle_time: z.infer<typeof durationStats>;
  lead_time: z.infer<typeof durationStats>;
  cumulative_flow: ({ day: string } & Record<(typeof TASK_STATUSES)[number], number>)[];
  throughput: { day: string; done: number }[];
};

/** GET /api/projects/{id}/insights/risk. */
export const riskResponse = z.object({
  time_zone: z.string(),
  stalled_after_days: z.number(),
  overdue: z.array(
    z.object({ task_id: z.string(), title: z.string(), due_day: day, days_overdue: z.number() }),
  ),
  stalled: z.array(
    z.object({
      task_id: z.string(),
      title: z.string(),
      last_change_at: z.string(),
      idle_days: z.number(),
    }),
  ),
  workload: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      role: z.string(),
      open_tasks: z.number(),
      ratio: z.number(),
      level: z.enum(WORKLOAD_LEVELS),
      bottleneck: z.boolean(),
    }),
  ),
});
export type RiskJson = z.infer<typeof riskResponse>;

/** A count this month and last month in the caller's zone, and this minus last. */
const monthFigure = z.object({
  this_month: z.number().int(),
  last_month: z.number().int(),
  difference: z.number().int(),
});

/** The overview's month-over-month figures, read from the task history. */
export const monthOverMonth = z.object({
  time_zone: z.string().describe("The caller's zone (their notification preferences), else UTC"),
  month: z.string().describe('The current month in that zone, YYYY-MM'),
  tasks_created: monthFigure.describe('Tasks created in the month, deleted ones included'),
  tasks_finished: monthFigure.describe(
    'Tasks done now, in the month of their latest move into Done (as velocity counts them)',
  ),
  projects_created: monthFigure.describe("The caller's projects created in the month"),
});
export type MonthOverMonthJson = z.infer<typeof monthOverMonth>;

/** GET /api/insights/overview. */
export const overviewResponse = z.object({
  projects: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      status_counts: z.record(z.string(), z.number()),
      total: z.number(),
      done: z.number(),
      progress: z.number(),
    }),
  ),
  open_tasks_by_member: z.array(
    z.object({ user_id: z.string(), name: z.string(), open_tasks: z.number() }),
  ),
  month_over_month: monthOverMonth,
});
export type OverviewJson = z.infer<typeof overviewResponse>;
