import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProject } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** Deletes a project and forgets everything cached about it. */
export function useDeleteProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProject(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    },
  });
}
