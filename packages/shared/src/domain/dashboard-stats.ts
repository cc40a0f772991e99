import { calendarDayIn, todayFor, type Clock } from './calendar-day.ts';
import { isOverdue, type DueInput } from './due-labels.ts';
import { addMonths, monthOfDay } from './month-grid.ts';
import { isTaskDone } from './task-enums.ts';

/** How many things were created this month and last month, and the difference between them. */
export type MonthOverMonth = { thisMonth: number; lastMonth: number; difference: number };

/** The fields of a task the dashboard statistics read. */
export type StatsTask = { status: string; due_date: DueInput; created_at: string };

/** The fields of a project the dashboard statistics read. */
export type StatsProject = { created_at: string };

/** The numbers on the dashboard's stats cards, all derived from real data. */
export type DashboardStats = {
  totalProjects: number;
  totalTasks: number;
  activeTasks: number;
  completedTasks: number;
  overdueTasks: number;
  projectsCreated: MonthOverMonth;
  tasksCreated: MonthOverMonth;
};

/**
 * Counts creations in the current and the previous calendar month of the viewer's zone. This
 * replaces the earlier product's hard-coded "+2 from last month" (docs/PRODUCT.md, Departures from the earlier product).
 */
export function monthOverMonth(
  createdAts: readonly (string | Date)[],
  clock: Clock,
): MonthOverMonth {
  const current = monthOfDay(todayFor(clock));
  const previous = addMonths(current, -1);
  let thisMonth = 0;
  let lastMonth = 0;
  for (const createdAt of createdAts) {
    const instant = new Date(createdAt);
    if (Number.isNaN(instant.getTime())) continue;
    const month = monthOfDay(calendarDayIn(instant, clock.timeZone));
    if (month === current) thisMonth += 1;
    else if (month === previous) lastMonth += 1;
  }
  return { thisMonth, lastMonth, difference: thisMonth - lastMonth };
}

/** The stats cards' numbers; empty lists (a failed load) give zeros throughout. */
export function dashboardStats(
  projects: readonly StatsProject[],
  tasks: readonly StatsTask[],
  clock: Clock,
): DashboardStats {
  const completedTasks = tasks.filter((task) => isTaskDone(task.status)).length;
  return {
    totalProjects: projects.length,
    totalTasks: tasks.length,
    activeTasks: tasks.length - completedTasks,
    completedTasks,
    overdueTasks: tasks.filter((task) => isOverdue(task.due_date, task.status, clock)).length,
    projectsCreated: monthOverMonth(
      projects.map((project) => project.created_at),
      clock,
    ),
    tasksCreated: monthOverMonth(
      tasks.map((task) => task.created_at),
      clock,
    ),
  };
}
