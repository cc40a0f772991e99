import type {
  BurndownJson,
  FlowJson,
  OverviewJson,
  RiskJson,
  VelocityJson,
} from '@crewline/shared/contracts/insights';
import { toProjectRole } from '../projects/project-policy.ts';
import { isTaskDone, isTaskStatus, TASK_STATUSES } from '@crewline/shared/domain/task-enums';
import type { MemberWorkload } from '@crewline/shared/domain/workload';
import type { Burndown, ProjectWindow } from '@crewline/shared/insights/burndown';
import { monthFigure, type MonthBounds, type MonthFigure } from '@crewline/shared/insights/months';
import type { DurationStats, FlowTimes } from '@crewline/shared/insights/flow';
import type { CumulativeFlowPoint, ThroughputPoint } from '@crewline/shared/insights/flow';
import type { OverdueTask, StalledTask } from '@crewline/shared/insights/risk';
import type { Velocity } from '@crewline/shared/insights/velocity';
import type {
  CurrentTask,
  InsightMember,
  InsightSettings,
  MonthCountsRow,
  OpenByMemberRow,
  StatusCountRow,
} from './insights-queries.ts';

const ratio = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The burndown as JSON. Each scope change carries its task's current title, so a chart names
 * and links it without more calls; a deleted task has none.
 */
export function presentBurndown(
  chart: Burndown,
  window: ProjectWindow,
  settings: InsightSettings,
  skipWeekends: boolean,
  currentTasks: readonly Pick<CurrentTask, 'id' | 'title'>[],
): BurndownJson {
  const titles = new Map(currentTasks.map((task) => [task.id, task.title]));
  return {
    from: window.from,
    to: window.to,
    time_zone: settings.timeZone,
    skip_weekends: skipWeekends,
    unit: chart.unit,
    starting_scope: chart.startingScope,
    starting_remaining: chart.startingRemaining,
    points: chart.points,
    scope_changes: chart.scopeChanges.map((change) => ({
      day: change.day,
      task_id: change.taskId,
      title: titles.get(change.taskId) ?? null,
      kind: change.kind,
      amount: change.amount,
    })),
  };
}

/** The velocity panel as JSON. */
export function presentVelocity(panel: Velocity, settings: InsightSettings): VelocityJson {
  return {
    time_zone: settings.timeZone,
    weeks: panel.weeks.map((week) => ({ week_start: week.weekStart, done: week.done })),
    sprints: panel.sprints.map((sprint) => ({
      sprint_id: sprint.sprintId,
      closed_at: new Date(sprint.closedAt).toISOString(),
      done: sprint.done,
    })),
    suggested_load: panel.suggestedLoad,
  };
}

function presentStats(stats: DurationStats): FlowJson['cycle_time'] {
  return {
    unit: stats.unit,
    count: stats.count,
    // Unrounded, as measured: the reader's screen decides how many digits to show.
    median: stats.median,
    p85: stats.p85,
    samples: stats.samples.map((sample) => ({ task_id: sample.taskId, hours: sample.hours })),
  };
}

/** The flow panel as JSON. */
export function presentFlow(
  window: ProjectWindow,
  settings: InsightSettings,
  times: FlowTimes,
  cumulative: CumulativeFlowPoint[],
  perDay: ThroughputPoint[],
): FlowJson {
  return {
    from: window.from,
    to: window.to,
    time_zone: settings.timeZone,
    cycle_time: presentStats(times.cycleTime),
    lead_time: presentStats(times.leadTime),
    cumulative_flow: cumulative,
    throughput: perDay,
  };
}

/** The risk panel as JSON, with titles and names so a page links without more calls. */
export function presentRisk(
  settings: InsightSettings,
  overdue: OverdueTask[],
  stalled: StalledTask[],
  workloads: MemberWorkload[],
  currentTasks: readonly CurrentTask[],
  members: readonly InsightMember[],
): RiskJson {
  const titles = new Map(currentTasks.map((task) => [task.id, task.title]));
  const byId = new Map(members.map((member) => [member.userId, member]));
  return {
    time_zone: settings.timeZone,
    stalled_after_days: settings.stalledAfterDays,
    overdue: overdue.map((task) => ({
      task_id: task.taskId,
      title: titles.get(task.taskId) ?? '',
      due_day: task.dueDay,
      days_overdue: task.daysOverdue,
    })),
    stalled: stalled.map((task) => ({
      task_id: task.taskId,
      title: titles.get(task.taskId) ?? '',
      last_change_at: new Date(task.lastChangeAt).toISOString(),
      idle_days: task.idleDays,
    })),
    workload: workloads.map((load) => {
      const member = byId.get(load.memberId);
      return {
        user_id: load.memberId,
        name: member?.name ?? '',
        role: member ? memberRole(member) : 'observer',
        open_tasks: load.taskCount,
        ratio: ratio(load.ratio),
        level: load.level,
        bottleneck: load.bottleneck,
      };
    }),
  };
}

/** A member's role; the owner column is authoritative, as in the project policy. */
export function memberRole(member: InsightMember): string {
  return member.isOwner ? 'owner' : toProjectRole(member.role);
}

/** The board column a stored status counts under: 'completed' is Done, anything unknown To Do. */
function columnOf(status: string): (typeof TASK_STATUSES)[number] {
  if (isTaskDone(status)) return 'done';
  return isTaskStatus(status) ? status : 'todo';
}

function presentFigure(figure: MonthFigure) {
  return {
    this_month: figure.thisMonth,
    last_month: figure.lastMonth,
    difference: figure.difference,
  };
}

/** The month-over-month figures in the caller's zone. */
export type MonthOverMonth = { timeZone: string; bounds: MonthBounds; counts: MonthCountsRow };

/** The overview across the caller's projects as JSON. */
export function presentOverview(
  statusRows: readonly StatusCountRow[],
  openRows: readonly OpenByMemberRow[],
  months: MonthOverMonth,
): OverviewJson {
  const { counts } = months;
  const byProject = new Map<string, OverviewJson['projects'][number]>();
  for (const row of statusRows) {
    let entry = byProject.get(row.projectId);
    if (!entry) {
      const status_counts = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0]));
      entry = { id: row.projectId, name: row.name, status_counts, total: 0, done: 0, progress: 0 };
      byProject.set(row.projectId, entry);
    }
    if (row.status === null || row.n === 0) continue;
    const column = columnOf(row.status);
    entry.status_counts[column] = (entry.status_counts[column] ?? 0) + row.n;
    entry.total += row.n;
    if (column === 'done') entry.done += row.n;
  }
  const projects = [...byProject.values()].map((entry) => ({
    ...entry,
    progress: entry.total === 0 ? 0 : ratio(entry.done / entry.total),
  }));
  return {
    projects,
    open_tasks_by_member: openRows.map((row) => ({
      user_id: row.userId,
      name: row.name,
      open_tasks: row.n,
    })),
    month_over_month: {
      time_zone: months.timeZone,
      month: months.bounds.month,
      tasks_created: presentFigure(monthFigure(counts.createdThis, counts.createdLast)),
      tasks_finished: presentFigure(monthFigure(counts.finishedThis, counts.finishedLast)),
      projects_created: presentFigure(monthFigure(counts.projectsThis, counts.projectsLast)),
    },
  };
}
