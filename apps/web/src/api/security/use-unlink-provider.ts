import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unlinkProvider } from './security-api.ts';
import { securityKeys } from './query-keys.ts';

/** Unlinks a sign-in provider, then reloads the sign-in methods. */
export function useUnlinkProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.signInMethods }),
  });
}
