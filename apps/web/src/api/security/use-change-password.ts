import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePassword } from './security-api.ts';
import { securityKeys } from './query-keys.ts';

/** Changes (or sets) the password; the session list and sign-in methods change with it. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: securityKeys.signInMethods });
    },
  });
}
