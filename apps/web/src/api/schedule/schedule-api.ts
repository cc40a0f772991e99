import type {
  ScheduleChangeBody,
  SchedulePreviewJson,
  TimelineJson,
} from '@crewline/shared/contracts/schedule';
import { api } from '../client.ts';

const projectPath = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}`;

/** A project's tasks with dates, its milestones, links, critical path and slack. */
export function fetchTimeline(projectId: string): Promise<TimelineJson> {
  return api.get<TimelineJson>(`${projectPath(projectId)}/timeline`);
}

/** What moving one task to new days would move (nothing is saved). */
export function previewSchedule(
  projectId: string,
  body: ScheduleChangeBody,
): Promise<SchedulePreviewJson> {
  return api.post<SchedulePreviewJson>(`${projectPath(projectId)}/schedule/preview`, body);
}

/** Moves the task and everything the preview of the same body moves, in one transaction. */
export function applySchedule(
  projectId: string,
  body: ScheduleChangeBody,
): Promise<SchedulePreviewJson> {
  return api.post<SchedulePreviewJson>(`${projectPath(projectId)}/schedule/apply`, body);
}
