import type {
  FilesChangedFrame,
  MilestoneCreatedFrame,
  MilestoneDeletedFrame,
  MilestoneUpdatedFrame,
  ResourcesChangedFrame,
  RoadmapsChangedFrame,
  SprintsChangedFrame,
  TimeEntriesChangedFrame,
} from '@crewline/shared/realtime/server-frames';
import { invalidateFiles } from '../files/invalidate-files.ts';
import { resourceKeys } from '../resources/query-keys.ts';
import { roadmapKeys } from '../roadmaps/query-keys.ts';
import { insightKeys } from '../insights/query-keys.ts';
import { milestoneKeys } from '../milestones/query-keys.ts';
import { scheduleKeys } from '../schedule/query-keys.ts';
import { sprintKeys } from '../sprints/query-keys.ts';
import { timeEntryKeys } from '../time-entries/query-keys.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/**
 * time_entries_changed: every cached time list, timesheet and running timer reads again (the
 * shown ones at once, the others when shown): a person's timer spans their projects and an
 * entry may have moved between tasks, so no narrower set is safe.
 */
export function applyTimeEntriesEvent(cache: RealtimeCache, _frame: TimeEntriesChangedFrame): void {
  void cache.queryClient.invalidateQueries({ queryKey: timeEntryKeys.all });
}

/** files_changed: every listing and version list reads again (a folder's size, a search). */
export function applyFilesEvent(cache: RealtimeCache, _frame: FilesChangedFrame): void {
  void invalidateFiles(cache.queryClient);
}

/** resources_changed: the project's resources and allocations read again; other projects' stay. */
export function applyResourcesEvent(cache: RealtimeCache, frame: ResourcesChangedFrame): void {
  void cache.queryClient.invalidateQueries({ queryKey: resourceKeys.project(frame.projectId) });
}

/** sprints_changed: the project's sprint list reads again; moved tasks follow as task frames. */
export function applySprintsEvent(cache: RealtimeCache, frame: SprintsChangedFrame): void {
  void cache.queryClient.invalidateQueries({ queryKey: sprintKeys.project(frame.projectId) });
  // A sprint's days, name or close move its burndown and the velocity.
  cache.invalidate(insightKeys.project(frame.projectId));
}

/** roadmaps_changed: the roadmap list reads again (each viewer's share is computed server-side). */
export function applyRoadmapsEvent(cache: RealtimeCache, _frame: RoadmapsChangedFrame): void {
  cache.invalidate(roadmapKeys.all);
}

/**
 * milestone_created, milestone_updated, milestone_deleted: the project's milestone lists read
 * again and every roadmap holding one.
 */
export function applyMilestonesEvent(
  cache: RealtimeCache,
  frame: MilestoneCreatedFrame | MilestoneUpdatedFrame | MilestoneDeletedFrame,
): void {
  void cache.queryClient.invalidateQueries({ queryKey: milestoneKeys.project(frame.projectId) });
  // A milestone's days, status or deletion move every roadmap holding it, and the project's charts.
  cache.invalidate(roadmapKeys.all);
  cache.invalidate(insightKeys.project(frame.projectId));
  cache.invalidate(scheduleKeys.timeline(frame.projectId));
}
