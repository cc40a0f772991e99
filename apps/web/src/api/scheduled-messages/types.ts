import type {
  ScheduledMessageJson,
  ScheduledMessageStatus,
} from '@crewline/shared/contracts/scheduled-messages';

/** A scheduled message as its author sees it (packages/shared: one definition for both sides). */
export type ScheduledMessage = ScheduledMessageJson;
export type { ScheduledMessageStatus };

/** Body of POST /api/messages/scheduled: a message as it would be sent, and when (ISO time). */
export type { ScheduleMessageInput } from '@crewline/shared/contracts/scheduled-messages';
