import type { ScheduledMessageListJson } from '@crewline/shared/contracts/scheduled-messages';
import { api } from '../client.ts';
import type { ScheduledMessage, ScheduleMessageInput } from './types.ts';

const BASE = '/api/messages/scheduled';

/** The caller's scheduled messages in one thread, soonest first. */
export async function fetchScheduledMessages(threadId: string): Promise<ScheduledMessage[]> {
  const { scheduled_messages } = await api.get<ScheduledMessageListJson>(
    `${BASE}?thread_id=${encodeURIComponent(threadId)}`,
  );
  // The filter is the server's; checking it again keeps another thread's entry out regardless.
  return scheduled_messages
    .filter((entry) => entry.thread_id === threadId)
    .sort((a, b) => a.scheduled_time.localeCompare(b.scheduled_time));
}

/** Schedules a message; the server sends it at `scheduled_time`, with every tab closed. */
export function scheduleMessage(input: ScheduleMessageInput): Promise<ScheduledMessage> {
  return api.post<ScheduledMessage>(BASE, input);
}

/** Cancels a scheduled message that is still pending. */
export async function cancelScheduledMessage(id: string): Promise<void> {
  await api.delete(`${BASE}/${encodeURIComponent(id)}`);
}
