import { useQuery } from '@tanstack/react-query';
import { fetchProjects } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** The caller's projects. */
export function useProjects() {
  return useQuery({ queryKey: projectKeys.list(), queryFn: fetchProjects });
}
