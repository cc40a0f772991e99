import { useQuery } from '@tanstack/react-query';
import { fetchScheduledMessages } from './scheduled-messages-api.ts';
import { scheduledMessageKeys } from './query-keys.ts';

/**
 * The caller's scheduled messages in a thread, read while `enabled`. Not polled: the server
 * sends each status change (sent, failed, retried) and cancel as a frame, which api/realtime
 * writes into this list.
 */
export function useScheduledMessages(threadId: string, enabled = true) {
  return useQuery({
    queryKey: scheduledMessageKeys.thread(threadId),
    queryFn: () => fetchScheduledMessages(threadId),
    enabled: enabled && threadId !== '',
  });
}
