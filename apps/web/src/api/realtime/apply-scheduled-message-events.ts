import type {
  ScheduledMessageDeletedFrame,
  ScheduledMessageUpdateFrame,
} from '@crewline/shared/realtime/server-frames';
import { scheduledMessageKeys } from '../scheduled-messages/query-keys.ts';
import type { ScheduledMessage } from '../scheduled-messages/types.ts';
import type { RealtimeCache } from './realtime-cache.ts';

type ScheduledMessageFrame = ScheduledMessageUpdateFrame | ScheduledMessageDeletedFrame;

const bySchedule = (a: ScheduledMessage, b: ScheduledMessage) =>
  a.scheduled_time.localeCompare(b.scheduled_time);

/**
 * The author's own scheduled messages, kept live instead of polled: an update (created, sent,
 * failed, moved to its retry time) replaces or adds the entry in its thread's cached list,
 * soonest first; a cancel drops it from whichever list holds it. Lists not cached load whole
 * when shown.
 */
export function applyScheduledMessageEvent(
  cache: RealtimeCache,
  frame: ScheduledMessageFrame,
): void {
  const { queryClient } = cache;
  if (frame.type === 'scheduled_message_deleted') {
    const id = frame.scheduled_message_id;
    queryClient.setQueriesData<ScheduledMessage[]>(
      { queryKey: scheduledMessageKeys.all },
      (list) =>
        list?.some((entry) => entry.id === id) ? list.filter((entry) => entry.id !== id) : list,
    );
    return;
  }
  const entry = frame.scheduled_message;
  queryClient.setQueryData<ScheduledMessage[]>(
    scheduledMessageKeys.thread(entry.thread_id),
    (list) => list && [...list.filter((item) => item.id !== entry.id), entry].sort(bySchedule),
  );
}
