import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTemplate } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** Saves a project as a template. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, name }: { projectId: string; name?: string }) =>
      saveTemplate(projectId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.templates() }),
  });
}
