import type { QueryClient } from '@tanstack/react-query';
import type {
  ProjectDeletedFrame,
  ProjectUpdatedFrame,
} from '@crewline/shared/realtime/server-frames';
import { projectKeys } from '../projects/query-keys.ts';
import type { Project } from '../projects/types.ts';
import { taskKeys } from '../tasks/query-keys.ts';
import { teamKey } from '../team/query-keys.ts';
import type { Task } from '../tasks/types.ts';
import { noteTasksVersion } from './note-tasks-version.ts';
import type { RealtimeCache } from './realtime-cache.ts';

/**
 * Takes a project out of every cache: the list, its detail (and what hangs under it: members,
 * invitations, activity), its board and its tasks in cross-project lists.
 */
export function dropProject(cache: RealtimeCache, projectId: string): void {
  const client: QueryClient = cache.queryClient;
  client.setQueryData<Project[]>(projectKeys.list(), (list) =>
    list?.some((project) => project.id === projectId)
      ? list.filter((project) => project.id !== projectId)
      : list,
  );
  client.removeQueries({ queryKey: projectKeys.detail(projectId) });
  client.removeQueries({ queryKey: taskKeys.list({ project_id: projectId }), exact: true });
  for (const [key, list] of client.getQueriesData<Task[]>({ queryKey: taskKeys.lists() })) {
    if (list?.some((task) => task.project_id === projectId)) {
      client.setQueryData(
        key,
        list.filter((task) => task.project_id !== projectId),
      );
    }
  }
  cache.versions.forget(projectId);
}

/**
 * project_updated / project_deleted: the card and the detail change in place, or go; the team
 * page, which names the projects and loses the people of a deleted one, is read again.
 */
export function applyProjectEvent(
  cache: RealtimeCache,
  frame: ProjectUpdatedFrame | ProjectDeletedFrame,
): void {
  cache.invalidate(teamKey);
  if (frame.type === 'project_deleted') {
    dropProject(cache, frame.projectId);
    return;
  }
  const { queryClient } = cache;
  const { project } = frame;
  queryClient.setQueryData<Project[]>(projectKeys.list(), (list) =>
    list?.map((item) => (item.id === project.id ? project : item)),
  );
  if (queryClient.getQueryData(projectKeys.detail(project.id))) {
    queryClient.setQueryData(projectKeys.detail(project.id), project);
  }
  noteTasksVersion(cache, frame);
}
