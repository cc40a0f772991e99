import type { ScheduleChangeBody } from '@crewline/shared/contracts/schedule';
import { reschedule, type RescheduleResult } from '@crewline/shared/roadmaps/reschedule';
import { storedDueDay } from '@crewline/shared/roadmaps/shift-due';
import type { ScheduleGraph } from './schedule-queries.ts';

/**
 * What a change does to a loaded graph: each task's days are read in its own project's zone; the
 * mode is that of the changed task's project (manual: only it moves), and in automatic mode a
 * dependent in a manual-mode project keeps its days (its broken link is reported instead).
 */
export function planSchedule(graph: ScheduleGraph, change: ScheduleChangeBody): RescheduleResult {
  const root = graph.tasks.find((task) => task.id === change.task_id);
  const pinned = new Set(
    graph.tasks
      .filter((task) => task.id !== change.task_id && task.schedulingMode === 'manual')
      .map((task) => task.id),
  );
  return reschedule({
    tasks: graph.tasks.map((task) => ({
      id: task.id,
      start_day: task.startDate,
      due_day: storedDueDay(task.dueDate, task.timeZone),
    })),
    links: graph.links,
    milestones: graph.milestones.map((milestone) => ({
      id: milestone.id,
      start_day: milestone.startDate,
      due_day: milestone.dueDate,
      task_ids: graph.tasks
        .filter((task) => task.milestoneId === milestone.id)
        .map((task) => task.id),
    })),
    change: { task_id: change.task_id, start_day: change.start_date, due_day: change.due_date },
    mode: root?.schedulingMode === 'manual' ? 'manual' : 'auto',
    pinned,
  });
}
