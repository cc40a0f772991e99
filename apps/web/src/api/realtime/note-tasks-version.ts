import type { ProjectVersions } from '@crewline/shared/realtime/server-frames';
import { taskKeys } from '../tasks/query-keys.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/**
 * Records the project's board version an event carries. A jump past one we never saw means a
 * change reached the board without reaching us (a missed event, a column renumbered in one
 * statement, an assignee renamed): every cached list that can hold the project's tasks is
 * read again.
 */
export function noteTasksVersion(
  cache: RealtimeCache,
  frame: { projectId: string } & ProjectVersions,
): void {
  if (!cache.versions.jumped(frame.projectId, frame.tasks_version)) return;
  void cache.queryClient.invalidateQueries({
    queryKey: taskKeys.lists(),
    predicate: (query) => {
      const filters = query.queryKey[2] as { project_id?: string | null } | undefined;
      return !filters?.project_id || filters.project_id === frame.projectId;
    },
  });
}
