import type { UpdateThreadInput } from '@crewline/shared/contracts/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertThread } from './thread-cache.ts';
import { updateThread } from './threads-api.ts';

/** Renames, pins or archives a thread; the server's copy replaces the cached ones. */
export function useUpdateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, input }: { threadId: string; input: UpdateThreadInput }) =>
      updateThread(threadId, input),
    onSuccess: (thread) => upsertThread(queryClient, thread),
  });
}
