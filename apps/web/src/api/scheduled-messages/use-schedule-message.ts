import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduledMessageKeys } from './query-keys.ts';
import { scheduleMessage } from './scheduled-messages-api.ts';
import type { ScheduleMessageInput } from './types.ts';

/** Schedules a message; the thread's list is read again so an open list shows it. */
export function useScheduleMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleMessageInput) => scheduleMessage(input),
    onSuccess: (entry) =>
      queryClient.invalidateQueries({ queryKey: scheduledMessageKeys.thread(entry.thread_id) }),
  });
}
