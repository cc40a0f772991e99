import type { MessageContentType } from '@crewline/shared/contracts/chat';
import type {
  ScheduledMessageJson,
  ScheduledMessageStatus,
} from '@crewline/shared/contracts/scheduled-messages';
import type { scheduledMessages } from '../../db/chat-schema.ts';

/** A scheduled message row as stored. */
export type ScheduledMessageRow = typeof scheduledMessages.$inferSelect;

/** Presents a scheduled message for its author (HTTP and socket alike). */
export function presentScheduledMessage(row: ScheduledMessageRow): ScheduledMessageJson {
  return {
    id: row.id,
    thread_id: row.threadId,
    content: row.content,
    content_type: row.contentType as MessageContentType,
    reply_to_message_id: row.replyToMessageId,
    attachments: [...row.attachmentIds],
    mentions: [...row.mentions],
    urgent: row.urgent,
    scheduled_time: row.scheduledTime.toISOString(),
    status: row.status as ScheduledMessageStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    message_id: row.messageId,
  };
}
