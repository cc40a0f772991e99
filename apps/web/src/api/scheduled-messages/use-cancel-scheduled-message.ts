import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduledMessageKeys } from './query-keys.ts';
import { cancelScheduledMessage } from './scheduled-messages-api.ts';
import type { ScheduledMessage } from './types.ts';

/**
 * Cancels a pending scheduled message. Not optimistic: the job may be sending it this very
 * second, and then the server refuses and the list must show it sent, not gone.
 */
export function useCancelScheduledMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: ScheduledMessage) => cancelScheduledMessage(entry.id),
    onSuccess: (_data, entry) =>
      queryClient.setQueryData<ScheduledMessage[]>(
        scheduledMessageKeys.thread(entry.thread_id),
        (list) => list?.filter((item) => item.id !== entry.id),
      ),
    onSettled: (_data, _error, entry) =>
      queryClient.invalidateQueries({ queryKey: scheduledMessageKeys.thread(entry.thread_id) }),
  });
}
