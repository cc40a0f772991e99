import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeSession } from './security-api.ts';
import { securityKeys } from './query-keys.ts';

/** Signs out one session, then reloads the list. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
