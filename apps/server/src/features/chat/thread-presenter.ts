import type { ThreadContextType } from '@crewline/shared/contracts/chat';
import type {
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
    created_at: new Date(last.created_at).toISOString(),
    user:
      last.user_id && last.name !== null
        ? { id: last.user_id, name: last.name, avatar: last.avatar }
        : { ...DELETED_COMMENT_AUTHOR },
  };
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
