import {
  addDays,
  calendarDayIn,
  daysBetween,
  todayFor,
  type CalendarDay,
  type Clock,
} from '../domain/calendar-day.ts';
import { dueDayOf, type DueInput } from '../domain/due-labels.ts';
import { isTaskDone } from '../domain/task-enums.ts';
import { isBottleneck, workloadLevel, type MemberWorkload } from '../domain/workload.ts';
import { dayStart } from './days.ts';
import type { TaskState } from './task-replay.ts';

/** A task idle this many days (no change in its history) is stalled unless told otherwise. */
export const DEFAULT_STALLED_DAYS = 7;

/** A task as the overdue check reads it: its due date is not part of the history. */
export type DueTask = { taskId: string; status: string | null; dueDate: DueInput };

/** A task past its due day and not done. */
export type OverdueTask = { taskId: string; dueDay: CalendarDay; daysOverdue: number };

/** A task not done whose history has not moved for a while. */
export type StalledTask = { taskId: string; lastChangeAt: number; idleDays: number };

/** A project member as the workload reads them; `role` 'observer' leaves the team average. */
export type WorkloadMember = { userId: string; role: string };

/**
 * Tasks whose due day (docs/PRODUCT.md, Overdue) is before today in the clock's zone and which
 * are not done, the most overdue first.
 */
export function overdueTasks(tasks: readonly DueTask[], clock: Clock): OverdueTask[] {
  const today = todayFor(clock);
  const overdue: OverdueTask[] = [];
  for (const task of tasks) {
    if (isTaskDone(task.status)) continue;
    const dueDay = dueDayOf(task.dueDate, clock.timeZone);
    if (dueDay === null || dueDay >= today) continue;
    overdue.push({ taskId: task.taskId, dueDay, daysOverdue: daysBetween(dueDay, today) });
  }
  return overdue.sort((a, b) => b.daysOverdue - a.daysOverdue || a.taskId.localeCompare(b.taskId));
}

/**
 * Tasks not done and not deleted whose latest history row is at least `days` calendar days ago
 * in the clock's zone (a change yesterday is 1 day idle), the longest idle first. `states` is
 * the replay at the current instant.
 */
export function stalledTasks(
  states: Iterable<Readonly<TaskState>>,
  clock: Clock,
  days = DEFAULT_STALLED_DAYS,
): StalledTask[] {
  const today = todayFor(clock);
  // Comparing instants with one day start spares a zone conversion per task.
  const idleBefore = dayStart(addDays(today, 1 - days), clock.timeZone);
  const stalled: StalledTask[] = [];
  for (const state of states) {
    if (state.deleted || isTaskDone(state.status) || state.lastChangeAt >= idleBefore) continue;
    const lastDay = calendarDayIn(new Date(state.lastChangeAt), clock.timeZone);
    stalled.push({
      taskId: state.taskId,
      lastChangeAt: state.lastChangeAt,
      idleDays: daysBetween(lastDay, today),
    });
  }
  return stalled.sort(
    (a, b) => a.lastChangeAt - b.lastChangeAt || a.taskId.localeCompare(b.taskId),
  );
}

/**
 * Every member's open (not done, not deleted) assigned tasks with workload.ts levels and
 * bottleneck flags. The team average runs over every member except observers, those with no
 * tasks included; observers are still listed, measured against that average.
 */
export function memberWorkloads(
  members: readonly WorkloadMember[],
  states: Iterable<Readonly<TaskState>>,
): MemberWorkload[] {
  const counts = new Map(members.map((member) => [member.userId, 0]));
  for (const state of states) {
    if (state.deleted || state.assigneeId === null || isTaskDone(state.status)) continue;
    const current = counts.get(state.assigneeId);
    if (current !== undefined) counts.set(state.assigneeId, current + 1);
  }
  const team = members.filter((member) => member.role !== 'observer');
  const total = team.reduce((sum, member) => sum + counts.get(member.userId)!, 0);
  const average = team.length === 0 ? 0 : total / team.length;
  return members.map(({ userId }) => {
    const taskCount = counts.get(userId)!;
    return {
      memberId: userId,
      taskCount,
      ratio: average > 0 ? taskCount / average : 0,
      level: workloadLevel(taskCount, average),
      bottleneck: isBottleneck(taskCount, average),
    };
  });
}
