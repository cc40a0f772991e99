import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTemplate } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** Deletes a saved template. */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: string) => deleteTemplate(templateId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.templates() }),
  });
}
