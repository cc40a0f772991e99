import type {
  SendMessageInput as SendMessageFields,
  ThreadContextType,
} from '@crewline/shared/contracts/chat';
import type {
  MessageJson,
  MessagePageJson,
  MessageSearchHitJson,
  ReactionJson,
  ThreadJson,
  UnreadTotalsJson,
} from '@crewline/shared/contracts/chat-responses';
import type { InfiniteData } from '@tanstack/react-query';

/** The server's chat shapes (packages/shared: one definition for both sides). */
export type Thread = ThreadJson;
export type Message = MessageJson;
export type MessagePage = MessagePageJson;
export type SearchHit = MessageSearchHitJson;
export type Reaction = ReactionJson;
export type UnreadTotals = UnreadTotalsJson;
export type { CreateThreadInput, UpdateThreadInput } from '@crewline/shared/contracts/chat';

/** Which threads a list holds: every thread the caller reads, or those of one context. */
export type ThreadFilter = { context_type?: ThreadContextType; context_id?: string };

/** A thread's loaded messages: page 0 is the newest, each next page is older (`before`). */
export type MessagePages = InfiniteData<MessagePage, string | null>;

/** Body of POST /api/messages, as the composer hands it over: every field, with its client_id. */
export type SendMessageInput = Required<Omit<SendMessageFields, 'client_id'>> & {
  client_id: string;
};
