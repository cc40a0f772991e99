import { useMutation } from '@tanstack/react-query';
import { deleteAccount } from './account-api.ts';

/** Deletes the account; the caller signs out once it succeeds. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
