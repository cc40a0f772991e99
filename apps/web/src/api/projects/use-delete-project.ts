import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** Key of a project's delete while it runs: its project_deleted echo is not news to this tab. */
export const deleteProjectKey = (id: string) => [...projectKeys.detail(id), 'delete'] as const;

/** Deletes a project and forgets everything cached about it. */
export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteProjectKey(id),
    mutationFn: () => deleteProject(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
