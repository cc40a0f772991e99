import { useQuery } from '@tanstack/react-query';
import { fetchProject } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** One project, with the caller's role and abilities. */
export function useProject(id: string) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => fetchProject(id),
    enabled: id.length > 0,
  });
}
