import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertThread } from './thread-cache.ts';
import { createThread } from './threads-api.ts';
import type { CreateThreadInput } from './types.ts';

/**
 * Creates a project thread or starts a direct one. Answers `exists` with the id of the project
 * thread that already has the title (the screen selects it); a new thread joins every cached
 * list it belongs to.
 */
export function useCreateThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateThreadInput) => createThread(input),
    onSuccess: (result) => {
      if (result.kind === 'created') upsertThread(queryClient, result.thread);
    },
  });
}
