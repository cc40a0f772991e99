import { useMutation } from '@tanstack/react-query';
import { createInvitedUser } from './users-api.ts';

/** Creates an invited account for someone who has none yet. */
export function useCreateInvitedUser() {
  return useMutation({ mutationFn: createInvitedUser });
}
