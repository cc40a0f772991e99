import type { TimelineJson } from '@crewline/shared/contracts/schedule';
import { todayFor } from '@crewline/shared/domain/calendar-day';
import { isTaskStatus } from '@crewline/shared/domain/task-enums';
import { criticalPath } from '@crewline/shared/roadmaps/critical-path';
import { storedDueDay } from '@crewline/shared/roadmaps/shift-due';
import type { TimelineData } from './timeline-queries.ts';

type Days = { start: string; due: string };

/**
 * The timeline of a project: its dated tasks with their slack and whether they are on the
 * critical path, its milestones, every link touching its tasks (violated when the blocked task
 * starts on or before its blocker's due day, each read in its own project's zone), and the other
 * projects' linked tasks the caller may read.
 */
export function presentTimeline(data: TimelineData, now: Date): TimelineJson {
  const days = new Map<string, Days>();
  const scheduled = data.tasks.map((task) => {
    const due = storedDueDay(task.dueDate, data.timeZone)!;
    days.set(task.id, { start: task.startDate ?? due, due });
    return { id: task.id, start_day: task.startDate, due_day: due };
  });
  for (const task of data.external) {
    const due = storedDueDay(task.dueDate, task.timeZone);
    if (due !== null) days.set(task.id, { start: task.startDate ?? due, due });
  }
  const external = new Set(data.external.map((task) => task.id));
  const links = data.links.filter(
    (link) =>
      (days.has(link.blockerTaskId) || external.has(link.blockerTaskId)) &&
      (days.has(link.blockedTaskId) || external.has(link.blockedTaskId)),
  );
  const { slack, critical_path } = criticalPath({
    tasks: scheduled,
    links: links.map((link) => ({
      blocker_id: link.blockerTaskId,
      blocked_id: link.blockedTaskId,
    })),
    milestone_due_days: data.milestones.map((milestone) => milestone.dueDate),
  });
  const onPath = new Set(critical_path);
  return {
    scheduling_mode: data.schedulingMode === 'manual' ? 'manual' : 'auto',
    today: todayFor({ now, timeZone: data.timeZone }),
    tasks: data.tasks.map((task) => ({
      id: task.id,
      title: task.title,
      status: isTaskStatus(task.status) ? task.status : 'todo',
      assignee_id: task.assigneeId,
      start_date: task.startDate,
      due_date: days.get(task.id)!.due,
      milestone_id: task.milestoneId,
      slack_days: slack.get(task.id)!,
      critical: onPath.has(task.id),
    })),
    milestones: data.milestones.map((milestone) => ({
      id: milestone.id,
      name: milestone.name,
      start_date: milestone.startDate,
      due_date: milestone.dueDate,
    })),
    dependencies: links.map((link) => {
      const blocker = days.get(link.blockerTaskId);
      const blocked = days.get(link.blockedTaskId);
      return {
        blocker_task_id: link.blockerTaskId,
        blocked_task_id: link.blockedTaskId,
        violated: blocker !== undefined && blocked !== undefined && blocked.start <= blocker.due,
      };
    }),
    external_tasks: data.external
      .filter((task) => task.readable)
      .map((task) => ({
        id: task.id,
        title: task.title,
        project_id: task.projectId,
        start_date: task.startDate,
        due_date: storedDueDay(task.dueDate, task.timeZone),
      })),
    critical_path,
  };
}
