import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeOtherSessions } from './security-api.ts';
import { securityKeys } from './query-keys.ts';

/** Signs out every other session, then reloads the list. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
