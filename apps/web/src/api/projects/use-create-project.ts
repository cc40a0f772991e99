import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createProject } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';
import type { ProjectCreateInput } from './types.ts';

/** Creates a project and refreshes the list. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectCreateInput) => createProject(input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
