import { useMutation, useQueryClient } from '@tanstack/react-query';
import { projectKeys } from '../projects/query-keys.ts';
import type { MemberRole } from '../projects/types.ts';
import { changeMemberRole } from './members-api.ts';

/** Changes a member's role; the team and the feed refresh. */
export function useChangeMemberRole(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: MemberRole }) =>
      changeMemberRole(projectId, userId, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
