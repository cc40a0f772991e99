import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@crewline/shared/contracts/account';
import { useAuth } from '../../app/auth/use-auth.ts';
import { deleteAccount } from './account-api.ts';

/**
 * Deletes the account and signs out to the landing page. The server closes the account's socket
 * as it deletes it, which may reach the page before the reply: that is the deletion, not an
 * expired session.
 */
export function useDeleteAccount() {
  const { logoutAfter } = useAuth();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => logoutAfter(() => deleteAccount(body), '/'),
  });
}
