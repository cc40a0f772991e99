import { Archive, Hash, Pin, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '../../api/chat/types.ts';
import { UnreadBadge } from '../../components/unread-badge.tsx';
import { lastMessagePreview } from './last-message-preview.ts';
import { threadTitle } from './thread-title.ts';
import { useChatTime } from './use-chat-time.ts';
import { personName } from '../../components/person-name.ts';
import { TruncatedName } from '../../components/truncated-name.tsx';

type ThreadListItemProps = {
  thread: Thread;
  selected: boolean;
  currentUserId: string;
  /** Show the project's name under the title (the inbox mixes projects). */
  showContext: boolean;
  onSelect: (threadId: string) => void;
};

/** One conversation row: title, pinned/archived icons, last message, time, unread ("99+"). */
export function ThreadListItem({
  thread,
  selected,
  currentUserId,
  showContext,
  onSelect,
}: ThreadListItemProps) {
  const { t } = useTranslation();
  const relative = useChatTime();
  const Icon = thread.context_type === 'direct' ? Users : Hash;
  const last = thread.last_message;
  const lastText = last ? lastMessagePreview(last, t) : '';
  const preview = last
    ? last.user.id === currentUserId
      ? t('chat.list.you', { text: lastText })
      : `${personName(last.user, t)}: ${lastText}`
    : t('chat.list.noMessages');
  const unread = thread.unread_count > 0;
  return (
    <button
      type="button"
      onClick={() => onSelect(thread.id)}
      aria-current={selected ? 'true' : undefined}
      className={`flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-start transition-colors ${
        selected ? 'bg-primary-soft text-primary-soft-fg' : 'hover:bg-muted'
      }`}
    >
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-fg-muted">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-1.5">
          <TruncatedName
            name={threadTitle(thread, t)}
            className={`text-sm ${unread ? 'font-semibold' : 'font-medium'}`}
          />
          {thread.is_pinned ? (
            <Pin
              aria-label={t('chat.list.pinned')}
              role="img"
              className="size-3.5 shrink-0 text-fg-muted"
            />
          ) : null}
          {thread.is_archived ? (
            <Archive
              aria-label={t('chat.list.archived')}
              role="img"
              className="size-3.5 shrink-0 text-fg-muted"
            />
          ) : null}
          {thread.last_message_time ? (
            <span className="ms-auto shrink-0 text-xs text-fg-muted">
              {relative(thread.last_message_time)}
            </span>
          ) : null}
        </span>
        {showContext && thread.context_type === 'project' ? (
          <TruncatedName name={thread.context_name ?? ''} className="text-xs text-fg-muted" />
        ) : null}
        <span className="flex items-center gap-2">
          <span
            dir="auto"
            className={`min-w-0 flex-1 truncate text-xs ${unread ? 'text-fg' : 'text-fg-muted'}`}
          >
            {preview}
          </span>
          <UnreadBadge count={thread.unread_count} className="shrink-0" />
        </span>
      </span>
    </button>
  );
}
