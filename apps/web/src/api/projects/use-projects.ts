import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withTeamPresence } from '../presence/online-overlay.ts';
import { useOnlineLookup } from '../presence/use-online-lookup.ts';
import { fetchProjects } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';
import type { Project } from './types.ts';

/**
 * The caller's projects, with each team's live presence from the presence store (the server
 * caches the list, so its own `online` flags are not current).
 */
export function useProjects() {
  const online = useOnlineLookup();
  const select = useCallback(
    (projects: Project[]) =>
      online ? projects.map((project) => withTeamPresence(project, online)) : projects,
    [online],
  );
  return useQuery({ queryKey: projectKeys.list(), queryFn: fetchProjects, select });
}
