import type { ThreadContextType } from '@crewline/shared/contracts/chat';
import type {
  AttachmentType,
  LastMessageJson,
  ThreadJson,
  ThreadParticipantJson,
} from '@crewline/shared/contracts/chat-responses';
import { DELETED_COMMENT_AUTHOR } from '@crewline/shared/contracts/comments';
import type { threads } from '../../db/chat-schema.ts';
import { threadAbilities } from './thread-policy.ts';

/** A thread row as stored. */
export type ThreadRow = typeof threads.$inferSelect;

/** The newest message of a thread as the list query reads it (one JSON object). */
export type LastMessageRow = {
  id: string;
  content: string;
  content_type: string;
  attachments: { attachment_type: string; file_name: string }[] | null;
  created_at: string;
  user_id: string | null;
  name: string | null;
  avatar: string | null;
};

/** Everything the list query loads for one thread besides its people. */
export type ThreadListRow = {
  thread: ThreadRow;
  projectName: string | null;
  projectOwnerId: string | null;
  unread: number;
  last: LastMessageRow | null;
};

/** The newest message, with its author (or the deleted-user placeholder). */
function presentLast(last: LastMessageRow | null): LastMessageJson | null {
  if (!last) return null;
  return {
    id: last.id,
    content: last.content,
    content_type: last.content_type,
    attachments: (last.attachments ?? []).map((file) => ({
      attachment_type: file.attachment_type as AttachmentType,
      file_name: file.file_name,
    })),
    created_at: new Date(last.created_at).toISOString(),
    user:
      last.user_id && last.name !== null
        ? { id: last.user_id, name: last.name, avatar: last.avatar }
        : { ...DELETED_COMMENT_AUTHOR },
  };
}

/**
 * How many people a direct thread was started with are gone: their accounts were deleted, which
 * removes them as participants, while the thread's key still lists everyone it was started with.
 */
function countFormerParticipants(thread: ThreadRow, participants: ThreadParticipantJson[]) {
  if (thread.contextType !== 'direct' || !thread.participantsKey) return 0;
  const present = new Set(participants.map((person) => person.id));
  return thread.participantsKey.split(',').filter((id) => id !== '' && !present.has(id)).length;
}

/**
 * Presents a thread for `viewerId` (HTTP and socket alike). `participants` are the project's
 * members for a project thread and the participants of a direct one.
 */
export function presentThread(
  row: ThreadListRow,
  participants: ThreadParticipantJson[],
  viewerId: string,
): ThreadJson {
  const { thread } = row;
  const last = presentLast(row.last);
  const contextName =
    thread.contextType === 'project'
      ? (row.projectName ?? '')
      : participants
          .filter((person) => person.id !== viewerId)
          .map((person) => person.name)
          .join(', ');
  return {
    id: thread.id,
    title: thread.title,
    description: thread.description,
    context_type: thread.contextType as ThreadContextType,
    context_id: thread.projectId,
    context_name: contextName,
    is_pinned: thread.isPinned,
    is_archived: thread.isArchived,
    unread_count: Number(row.unread),
    created_by: thread.createdBy,
    last_message: last,
    last_message_content: last?.content ?? null,
    last_message_time: last?.created_at ?? null,
    participants,
    former_participants: countFormerParticipants(thread, participants),
    created_at: thread.createdAt.toISOString(),
    updated_at: thread.updatedAt.toISOString(),
    can: threadAbilities({
      userId: viewerId,
      createdBy: thread.createdBy,
      title: thread.title,
      projectOwnerId: row.projectOwnerId,
    }),
  };
}
