import type {
  MessageJson,
  ReactionJson,
  ThreadJson,
} from '@crewline/shared/contracts/chat-responses';
import { COPY_TOAST_MS } from '@crewline/shared/limits';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.tsx';
import { useToast } from '../../../components/toast/use-toast.ts';
import { useFormatters } from '../../../i18n/use-formatters.ts';
import type { ChatMember } from '../chat-contracts.ts';
import { MessageAttachments } from './attachments/message-attachments.tsx';
import { MessageActions } from './message-actions.tsx';
import { MessageEditForm } from './message-edit-form.tsx';
import { MessageMarkdown } from './markdown/message-markdown.tsx';
import { ReactionsBar } from './reactions-bar.tsx';
import { ReplyQuote } from './reply-quote.tsx';
import { TaskChip } from './task-chip.tsx';
import { useLongPress } from './use-long-press.ts';
import { personName } from '../../../components/person-name.ts';
import { TruncatedName } from '../../../components/truncated-name.tsx';

/** What a message row can ask of the list; stable functions, so rows re-render only on change. */
export type MessageHandlers = {
  onJumpTo: (messageId: string) => void;
  onEdit: (messageId: string, content: string) => Promise<void>;
  onRequestDelete: (message: MessageJson) => void;
  onDeleteAttachment: (attachmentId: string) => Promise<void>;
  onToggleReaction: (message: MessageJson, emoji: string) => Promise<void>;
  onReply: (message: MessageJson) => void;
  onCreateTask?: (message: MessageJson) => void;
};

type MessageItemProps = {
  message: MessageJson;
  thread: ThreadJson;
  members: readonly ChatMember[];
  /** The first of an author's run: shows the avatar and the name. */
  first: boolean;
  taskId: string | undefined;
  highlighted: boolean;
  handlers: MessageHandlers;
};

/**
 * One message: (for the first of a run) avatar, name and time; the urgent badge; the quoted
 * reply; the Markdown text or its inline editor; "(edited)"; attachments; the task chip;
 * reactions; and the actions toolbar.
 */
export const MessageItem = memo(function MessageItem({
  message,
  thread,
  members,
  first,
  taskId,
  highlighted,
  handlers,
}: MessageItemProps) {
  const { t } = useTranslation();
  const author = personName(message.user, t);
  const { date } = useFormatters();
  const toast = useToast();
  const [editing, setEditing] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const longPress = useLongPress(() => setMenuOpen(true));

  const mentionNames = useMemo(
    () =>
      members.filter((member) => message.mentions.includes(member.id)).map((member) => member.name),
    [members, message.mentions],
  );

  const save = (content: string) => {
    setEditing(null);
    setSaving(content);
    handlers
      .onEdit(message.id, content)
      .catch(() => {
        toast.error(t('chatMessages.errors.updateFailed'));
        setEditing(content);
      })
      .finally(() => setSaving(null));
  };

  const toggleReaction = (emoji: string, existing?: ReactionJson) => {
    const removing =
      existing?.has_reacted ??
      message.reactions.some((reaction) => reaction.emoji === emoji && reaction.has_reacted);
    handlers
      .onToggleReaction(message, emoji)
      .catch(() =>
        toast.error(
          removing ? t('chatMessages.errors.removeReaction') : t('chatMessages.errors.addReaction'),
        ),
      );
  };

  const copy = () => {
    navigator.clipboard
      .writeText(message.content)
      .then(() => toast.success(t('chatMessages.copied'), { duration: COPY_TOAST_MS }))
      .catch(() => toast.error(t('chatMessages.errors.copyFailed')));
  };

  const time = date(message.created_at, { timeStyle: 'short' });
  const fullTime = date(message.created_at, { dateStyle: 'full', timeStyle: 'short' });
  const content = saving ?? message.content;

  return (
    <li
      id={`message-${message.id}`}
      data-message-id={message.id}
      className={`group relative flex gap-3 px-4 py-0.5 outline-none transition-colors duration-700 ${first ? 'mt-3' : ''} ${highlighted ? 'bg-primary-soft' : 'hover:bg-muted/50 focus-within:bg-muted/50'}`}
      // A tap focuses the message, which shows its toolbar on a touch screen (MessageActions).
      tabIndex={-1}
      {...longPress}
    >
      <div className="w-9 shrink-0">
        {first ? (
          <div className="pt-0.5">
            <Avatar name={author} src={message.user.avatar} />
          </div>
        ) : (
          <time
            dateTime={message.created_at}
            title={fullTime}
            className="block pt-1 text-center text-[10px] text-fg-muted opacity-0 group-focus-within:opacity-100 group-hover:opacity-100"
          >
            {time}
          </time>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-start">
        {first ? (
          <p className="flex max-w-full flex-wrap items-baseline gap-x-2">
            <TruncatedName as="bdi" name={author} className="text-sm font-semibold" />
            <time dateTime={message.created_at} title={fullTime} className="text-xs text-fg-muted">
              {time}
            </time>
          </p>
        ) : null}
        {message.urgent ? (
          <span className="my-0.5 rounded-full bg-red-100 px-2 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
            {t('chatMessages.urgent')}
          </span>
        ) : null}
        <ReplyQuote message={message} onJumpTo={handlers.onJumpTo} />
        {editing !== null ? (
          <div className="w-full">
            <MessageEditForm initial={editing} onSave={save} onCancel={() => setEditing(null)} />
          </div>
        ) : content ? (
          <div className={`w-full ${saving !== null ? 'opacity-70' : ''}`}>
            <MessageMarkdown content={content} mentionNames={mentionNames} />
            {message.is_edited || saving !== null ? (
              <span className="text-xs text-fg-muted">({t('chatMessages.edited')})</span>
            ) : null}
          </div>
        ) : null}
        {message.attachments.length > 0 ? (
          <div className="mt-1 w-full">
            <MessageAttachments
              attachments={message.attachments}
              canDelete={message.can.delete}
              onDelete={handlers.onDeleteAttachment}
            />
          </div>
        ) : null}
        {taskId ? <TaskChip thread={thread} taskId={taskId} /> : null}
        <ReactionsBar message={message} onToggle={toggleReaction} />
      </div>
      {editing === null ? (
        <MessageActions
          message={message}
          menuOpen={menuOpen}
          onMenuOpenChange={setMenuOpen}
          onReact={(emoji) => toggleReaction(emoji)}
          onReply={() => handlers.onReply(message)}
          onCopy={copy}
          onCreateTask={handlers.onCreateTask ? () => handlers.onCreateTask?.(message) : undefined}
          onEdit={() => setEditing(message.content)}
          onDelete={() => handlers.onRequestDelete(message)}
        />
      ) : null}
    </li>
  );
});
