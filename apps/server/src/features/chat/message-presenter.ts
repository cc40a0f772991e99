import type { MessageJson, ReactionJson } from '@crewline/shared/contracts/chat-responses';
import { DELETED_COMMENT_AUTHOR } from '@crewline/shared/contracts/comments';
import type { PersonRef } from '@crewline/shared/contracts/project-responses';
import type { messages } from '../../db/chat-schema.ts';
import { messageAbilities } from './thread-policy.ts';
import { presentAttachment, type AttachmentRow } from '../attachments/attachment-presenter.ts';

/** A message row as stored. */
export type MessageRow = typeof messages.$inferSelect;

/** One reaction row with its user's name, in the order reactions were made. */
type ReactionRow = { messageId: string; emoji: string; userId: string; name: string };

/**
 * A message with its author, the message it replies to, and its reactions and attachments (each
 * in the order they were made), as the queries load them.
 */
export type LoadedMessageRow = {
  message: MessageRow;
  author: PersonRef | null;
  reply: { content: string; user: PersonRef | null } | null;
  reactions: ReactionRow[];
  files: AttachmentRow[];
};

/** Groups one message's reactions by emoji, in the order each emoji was first used. */
function presentReactions(rows: ReactionRow[], viewerId: string): ReactionJson[] {
  const byEmoji = new Map<string, ReactionJson>();
  for (const row of rows) {
    const entry = byEmoji.get(row.emoji) ?? {
      emoji: row.emoji,
      count: 0,
      has_reacted: false,
      users: [],
    };
    entry.count += 1;
    entry.has_reacted ||= row.userId === viewerId;
    entry.users.push({ id: row.userId, name: row.name });
    byEmoji.set(row.emoji, entry);
  }
  return [...byEmoji.values()];
}

/**
 * Presents a message for `viewerId` (HTTP and socket alike). Authors whose account is gone
 * show as DELETED_COMMENT_AUTHOR.
 */
export function presentMessage(
  { message, author, reply, reactions, files }: LoadedMessageRow,
  viewerId: string,
): MessageJson {
  return {
    id: message.id,
    thread_id: message.threadId,
    content: message.content,
    content_type: message.contentType,
    created_at: message.createdAt.toISOString(),
    updated_at: message.updatedAt.toISOString(),
    user: message.userId && author ? author : { ...DELETED_COMMENT_AUTHOR },
    reply_to_message_id: message.replyToMessageId,
    reply_to_message: reply
      ? { user: reply.user ?? { ...DELETED_COMMENT_AUTHOR }, content: reply.content }
      : null,
    is_edited: message.isEdited,
    attachments: files.map(presentAttachment),
    reactions: presentReactions(reactions, viewerId),
    mentions: message.mentions,
    urgent: message.urgent,
    client_id: message.clientId,
    can: messageAbilities(viewerId, message.userId),
  };
}
