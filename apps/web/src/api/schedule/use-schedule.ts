import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScheduleChangeBody } from '@crewline/shared/contracts/schedule';
import { milestoneKeys } from '../milestones/query-keys.ts';
import { roadmapKeys } from '../roadmaps/query-keys.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { scheduleKeys } from './query-keys.ts';
import { applySchedule, fetchTimeline, previewSchedule } from './schedule-api.ts';

/** How a project's timeline is read and cached. */
export const timelineQuery = (projectId: string) => ({
  queryKey: scheduleKeys.timeline(projectId),
  queryFn: () => fetchTimeline(projectId),
});

/** A project's timeline; task and milestone frames (api/realtime) mark it stale. */
export function useTimeline(projectId: string) {
  return useQuery({ ...timelineQuery(projectId), enabled: projectId !== '' });
}

/** Asks what a move would move; a mutation because each drag asks anew and caches nothing. */
export function usePreviewSchedule(projectId: string) {
  return useMutation({
    mutationFn: (body: ScheduleChangeBody) => previewSchedule(projectId, body),
  });
}

/** Applies a move; the timeline, task lists, milestones and roadmaps read the new days. */
export function useApplySchedule(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleChangeBody) => applySchedule(projectId, body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: taskKeys.all }),
        queryClient.invalidateQueries({ queryKey: milestoneKeys.all }),
        queryClient.invalidateQueries({ queryKey: roadmapKeys.all }),
      ]);
    },
  });
}
