import type { CalendarDay } from '../domain/calendar-day.ts';
import type { MilestoneStatus } from './milestone-status.ts';

/** A milestone of a roadmap, as a viewer sees it. */
export type RoadmapMilestoneInput = {
  status: MilestoneStatus;
  /** Whole percent, 0..100. */
  progress: number;
  startDate: CalendarDay;
  dueDate: CalendarDay;
};

export type RoadmapSummary = {
  status: MilestoneStatus;
  /** Whole percent, 0..100. */
  progress: number;
  /** The earliest start and the latest due day of its milestones; null without milestones. */
  startDate: CalendarDay | null;
  endDate: CalendarDay | null;
};

/**
 * A roadmap's status, progress and dates, from the milestones one viewer may see (docs/API.md,
 * Roadmaps): Completed when it has milestones and all are completed; else Delayed when any is
 * delayed; else At Risk when any is at risk; else On Track (also with no milestones). Progress is
 * the mean of the milestones' progress, rounded down, so every milestone weighs the same
 * whatever its size; 0 without milestones.
 */
export function summarizeRoadmap(milestones: readonly RoadmapMilestoneInput[]): RoadmapSummary {
  if (milestones.length === 0) {
    return { status: 'on_track', progress: 0, startDate: null, endDate: null };
  }
  const statuses = new Set(milestones.map((milestone) => milestone.status));
  const status: MilestoneStatus =
    statuses.size === 1 && statuses.has('completed')
      ? 'completed'
      : statuses.has('delayed')
        ? 'delayed'
        : statuses.has('at_risk')
          ? 'at_risk'
          : 'on_track';
  let progress = 0;
  let startDate = milestones[0]!.startDate;
  let endDate = milestones[0]!.dueDate;
  for (const milestone of milestones) {
    progress += milestone.progress;
    if (milestone.startDate < startDate) startDate = milestone.startDate;
    if (milestone.dueDate > endDate) endDate = milestone.dueDate;
  }
  return { status, progress: Math.floor(progress / milestones.length), startDate, endDate };
}

/**
 * The health score of a set of milestones: the share, in whole percent rounded down, of those on
 * track or completed; null when there are none (nothing to judge).
 */
export function healthScore(statuses: readonly MilestoneStatus[]): number | null {
  if (statuses.length === 0) return null;
  const healthy = statuses.filter((status) => status === 'on_track' || status === 'completed');
  return Math.floor((healthy.length * 100) / statuses.length);
}
