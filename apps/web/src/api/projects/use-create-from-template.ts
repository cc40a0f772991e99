import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFromTemplate } from './projects-api.ts';
import { projectKeys } from './query-keys.ts';

/** Creates a project from a template. */
export function useCreateFromTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, name }: { templateId: string; name?: string }) =>
      createFromTemplate(templateId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.list() }),
  });
}
