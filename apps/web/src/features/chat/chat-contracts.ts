import type {
  MessageJson,
  ThreadJson,
  ThreadParticipantJson,
} from '@crewline/shared/contracts/chat-responses';

/**
 * The seams between the chat screen (thread list, header, data), the message list and the
 * composer: each is built on its own and meets the others only through these props.
 */

/** Someone who can be mentioned in, and is shown in, a thread. */
export type ChatMember = ThreadParticipantJson;

/** What the composer hands the screen to send (or to schedule). */
export type OutgoingMessage = {
  content: string;
  content_type: 'text';
  /** Ids of files already uploaded with POST /api/attachments. */
  attachments: string[];
  /** Ids of the members @mentioned whose "@name" is still in the text. */
  mentions: string[];
  reply_to_message_id: string | null;
  urgent: boolean;
  /** Made once per message by the composer, so a retried send never posts twice. */
  client_id: string;
};

/** Props of the message list (`features/chat/messages`). */
export type MessageListProps = {
  thread: ThreadJson;
  /** Oldest first, every page loaded so far. */
  messages: MessageJson[];
  currentUserId: string;
  members: ChatMember[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** Asked when the top marker comes within 100 px. */
  onLoadOlder: () => void;
  /** Names of the others typing now (the screen applies the typing rules' timeouts). */
  typingNames: string[];
  /** Message id -> task id, for messages that became tasks (the chip). */
  messageTasks: ReadonlyMap<string, string>;
  /** A message to scroll to and highlight (a reply's original, or a linked message). */
  focusMessageId: string | null;
  onFocusDone: () => void;
  onJumpTo: (messageId: string) => void;
  onEdit: (messageId: string, content: string) => Promise<void>;
  onDelete: (messageId: string) => Promise<void>;
  onDeleteAttachment: (attachmentId: string) => Promise<void>;
  onToggleReaction: (message: MessageJson, emoji: string) => Promise<void>;
  onReply: (message: MessageJson) => void;
  /**
   * Absent when the caller may not create tasks in this thread's project. The list opens its
   * own Create Task from Message dialog (posting `created_from_message_id`) and calls this once
   * the task exists, so the screen refreshes the message-tasks (the chip).
   */
  onCreateTask?: (message: MessageJson) => void;
  /**
   * A direct thread only: the projects a task made from its messages may go to (the caller can
   * create tasks there and every participant is on the team). Create task is offered when there
   * is at least one; the dialog shows a project select when there are several.
   */
  taskProjects?: { id: string; title: string }[];
};

/** Props of the composer (`features/chat/composer`). */
export type ComposerProps = {
  thread: ThreadJson;
  currentUserId: string;
  members: ChatMember[];
  replyTo: MessageJson | null;
  onCancelReply: () => void;
  /** Resolves once the server has the message; rejects with the error to show. */
  onSend: (message: OutgoingMessage) => Promise<void>;
  /** true on the first input, false after 2 s idle or on send. */
  onTyping: (isTyping: boolean) => void;
  /** False while the realtime connection (or the network) is down: sends wait for it. */
  online: boolean;
};
