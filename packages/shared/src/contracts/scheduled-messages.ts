import { z } from 'zod';
import { instant } from './ranges.ts';
import { requireTextOrAttachments, sendMessageBody, type MessageContentType } from './chat.ts';

/** Scheduled sending (docs/PRODUCT.md, Scheduled messages), kept on the server: constants, request and response. */
export const SCHEDULED_MESSAGE_STATUSES = ['pending', 'sent', 'failed'] as const;
export type ScheduledMessageStatus = (typeof SCHEDULED_MESSAGE_STATUSES)[number];

/** A message is tried this many times before it is marked failed. */
export const SCHEDULED_SEND_MAX_ATTEMPTS = 3;
/** After a failed attempt the next one is this much later. */
export const SCHEDULED_SEND_RETRY_MS = 60_000;
/** A sent entry stays listed this long after it was sent. */
export const SCHEDULED_SENT_VISIBLE_MS = 60_000;
/** Sent and failed entries are removed after this age. */
export const SCHEDULED_CLEANUP_AGE_MS = 24 * 60 * 60 * 1_000;
/** How many pending scheduled messages one user may have at a time (the product sets no number). */
export const SCHEDULED_PENDING_MAX = 50;

export const SCHEDULED_TIME_NOT_FUTURE = 'Please select a future date and time';
export const SCHEDULED_TIME_INVALID = 'Please select a valid date and time';
export const SCHEDULED_TOO_MANY = `You can have at most ${SCHEDULED_PENDING_MAX} scheduled messages waiting to be sent`;
export const SCHEDULED_NOT_PENDING =
  'This message has already been sent or has failed, so it can no longer be cancelled';
/** The 409 error code of a cancel that came too late. */
export const SCHEDULED_MESSAGE_NOT_PENDING = 'SCHEDULED_MESSAGE_NOT_PENDING';
export const SCHEDULED_MESSAGE_NOT_FOUND = 'Scheduled message not found';
/** `last_error` when the author can no longer read the thread at sending time. */
export const SCHEDULED_AUTHOR_LEFT_THREAD = 'You are no longer a member of this conversation';
/** `last_error` for a failure whose cause is not the author's to know (a database error). */
export const SCHEDULED_SEND_FAILED = 'The message could not be sent';

const { shape } = sendMessageBody;

/**
 * POST /api/messages/scheduled: a message as POST /api/messages takes it (the same field rules
 * and texts, without `client_id`: the server sends it once by construction) and when to send
 * it. "In the future" is checked by the server against its clock.
 */
export const scheduleMessageBody = z
  .object({
    thread_id: shape.thread_id,
    content: shape.content,
    content_type: shape.content_type,
    reply_to_message_id: shape.reply_to_message_id,
    attachments: shape.attachments,
    mentions: shape.mentions,
    urgent: shape.urgent,
    scheduled_time: instant({ error: SCHEDULED_TIME_INVALID }),
  })
  .superRefine(requireTextOrAttachments);
export type ScheduleMessageBody = z.infer<typeof scheduleMessageBody>;
export type ScheduleMessageInput = z.input<typeof scheduleMessageBody>;

/** GET /api/messages/scheduled: optionally one thread's entries. */
export const scheduledMessageListQuery = z.object({ thread_id: z.uuid().optional() });

/** A scheduled message as its author sees it (nobody else ever does). */
export type ScheduledMessageJson = {
  id: string;
  thread_id: string;
  content: string;
  content_type: MessageContentType;
  reply_to_message_id: string | null;
  /** Attachment ids, joined to the message when it is sent. */
  attachments: string[];
  mentions: string[];
  urgent: boolean;
  /** When it is (next) sent; after a failed attempt, the retry's time. */
  scheduled_time: string;
  status: ScheduledMessageStatus;
  attempts: number;
  last_error: string | null;
  created_at: string;
  /** The sent message, once sent (null again if that message was deleted). */
  message_id: string | null;
};

/** GET /api/messages/scheduled. */
export type ScheduledMessageListJson = { scheduled_messages: ScheduledMessageJson[] };
