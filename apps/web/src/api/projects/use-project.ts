import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { withTeamPresence } from '../presence/online-overlay.ts';
import { useOnlineLookup } from '../presence/use-online-lookup.ts';
import { fetchProject } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';
import type { Project } from './types.ts';

/** One project, with the caller's role and abilities and its team's live presence. */
export function useProject(id: string) {
  const online = useOnlineLookup();
  const select = useCallback(
    (project: Project) => (online ? withTeamPresence(project, online) : project),
    [online],
  );
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => fetchProject(id),
    enabled: id.length > 0,
    select,
  });
}
