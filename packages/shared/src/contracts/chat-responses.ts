import type { PersonRef } from './project-responses.ts';
import type { ThreadContextType } from './chat.ts';

/** A person in a thread: a project member (project threads) or a participant (direct). */
/** A thread's person; `email` is null for someone the reader shares no project with. */
export type ThreadParticipantJson = PersonRef & { email: string | null };

/** The newest message of a thread, as the thread list shows it. */
export type LastMessageJson = {
  id: string;
  content: string;
  /** As the message's (MESSAGE_CONTENT_TYPES): 'voice' and 'video' notes have no text. */
  content_type: string;
  /** Its files in upload order (kind and name only), for a message that is only files. */
  attachments: { attachment_type: AttachmentType; file_name: string }[];
  created_at: string;
  user: PersonRef;
};

/** A chat thread as its reader sees it. */
export type ThreadJson = {
  id: string;
  /** Null for an untitled direct thread (the client shows the people or "General"). */
  title: string | null;
  description: string;
  context_type: ThreadContextType;
  /** The project's id, or null for a direct thread. */
  context_id: string | null;
  /** The project's name, or the other participants' names joined by ", " for a direct thread. */
  context_name: string;
  is_pinned: boolean;
  is_archived: boolean;
  /** Messages from others after the caller's read mark. */
  unread_count: number;
  created_by: string | null;
  last_message: LastMessageJson | null;
  last_message_content: string | null;
  last_message_time: string | null;
  participants: ThreadParticipantJson[];
  /**
   * People of a direct thread who have since deleted their account (0 for a project thread):
   * they are no longer participants, yet the conversation is still with them.
   */
  former_participants: number;
  created_at: string;
  updated_at: string;
  /** The caller's abilities: the creator or the project owner, on a titled thread. */
  can: { update: boolean; delete: boolean };
};

/** Body of GET /api/threads. */
export type ThreadListJson = { threads: ThreadJson[] };

/**
 * Body of GET /api/threads/unread: the caller's unread messages in all (the inbox badge), in
 * direct threads, and per project with any (the project cards' chat badge).
 */
export type UnreadTotalsJson = {
  total: number;
  direct: number;
  projects: { project_id: string; unread_count: number }[];
};

/** Body of POST /api/threads/cleanup. */
export type ThreadCleanupJson = { threads_left: number };

/** One emoji on a message: who reacted with it and whether the caller did. */
export type ReactionJson = {
  emoji: string;
  count: number;
  has_reacted: boolean;
  users: { id: string; name: string }[];
};

/** What kind of file an attachment is, judged from its content (never its name). */
export type AttachmentType = 'image' | 'video' | 'audio' | 'document' | 'file';

/**
 * An uploaded chat file (POST /api/attachments, and each of a message's `attachments`).
 * `file_url` and `thumbnail_url` are API paths read with the caller's bearer token; `width`,
 * `height` and `thumbnail_url` are set for images only (null otherwise).
 */
export type AttachmentJson = {
  id: string;
  /** Null until a message is sent with it. */
  message_id: string | null;
  attachment_type: AttachmentType;
  file_name: string;
  file_url: string;
  file_size: number;
  mime_type: string;
  thumbnail_url: string | null;
  width: number | null;
  height: number | null;
};

/** A chat message as its reader sees it. */
export type MessageJson = {
  id: string;
  thread_id: string;
  content: string;
  content_type: string;
  created_at: string;
  updated_at: string;
  /** The author; DELETED_COMMENT_AUTHOR once their account is gone. */
  user: PersonRef;
  reply_to_message_id: string | null;
  /** The message replied to, or null when there is none or it was deleted. */
  reply_to_message: { user: PersonRef; content: string } | null;
  is_edited: boolean;
  attachments: AttachmentJson[];
  reactions: ReactionJson[];
  mentions: string[];
  urgent: boolean;
  client_id: string | null;
  /** Only the author edits and deletes. */
  can: { update: boolean; delete: boolean };
};

/** Body of GET /api/threads/{id}/messages: oldest first within the page. */
export type MessagePageJson = { messages: MessageJson[]; hasMore: boolean };

/** Body of POST /api/threads/{id}/read. */
export type ThreadReadJson = { thread_id: string; unread_count: number };

/** One hit of GET /api/messages/search: the message plus plain text around the match. */
export type MessageSearchHitJson = MessageJson & { snippet: string };

/** Body of GET /api/messages/search: newest first. */
export type MessageSearchJson = { messages: MessageSearchHitJson[] };
