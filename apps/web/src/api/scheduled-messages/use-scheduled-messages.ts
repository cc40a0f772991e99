import { useQuery } from '@tanstack/react-query';
import { fetchScheduledMessages } from './scheduled-messages-api.ts';
import { scheduledMessageKeys } from './query-keys.ts';

/** How often the open list is read again: statuses change on the server's clock. */
export const SCHEDULED_LIST_REFRESH_MS = 15_000;

/** The caller's scheduled messages in a thread, read again every 15 s while `enabled`. */
export function useScheduledMessages(threadId: string, enabled = true) {
  return useQuery({
    queryKey: scheduledMessageKeys.thread(threadId),
    queryFn: () => fetchScheduledMessages(threadId),
    enabled: enabled && threadId !== '',
    refetchInterval: enabled ? SCHEDULED_LIST_REFRESH_MS : false,
  });
}
