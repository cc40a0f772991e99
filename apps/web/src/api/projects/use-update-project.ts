import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProject } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';
import type { ProjectUpdateInput } from './types.ts';

/** Saves project fields; the project, the list and the activity feed refresh. */
export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectUpdateInput) => updateProject(id, input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}
