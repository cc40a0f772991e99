import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import { removeMember } from './members-api.ts';

/** Removes a member; the team, the project card and the feed refresh. */
export function useRemoveMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => removeMember(projectId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
