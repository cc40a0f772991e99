import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatKeys } from '../../api/chat/query-keys.ts';
import type { Message, Thread } from '../../api/chat/types.ts';
import { useDeleteAttachment } from '../../api/chat/use-delete-attachment.ts';
import { useDeleteMessage } from '../../api/chat/use-delete-message.ts';
import { useEditMessage } from '../../api/chat/use-edit-message.ts';
import { useMessageTasks } from '../../api/chat/use-message-tasks.ts';
import { useMessages } from '../../api/chat/use-messages.ts';
import { useSendMessage } from '../../api/chat/use-send-message.ts';
import { useToggleReaction } from '../../api/chat/use-toggle-reaction.ts';
import { useSendTyping, useTypingUserIds } from '../../api/chat/use-typing.ts';
import { useRealtimeState } from '../../api/realtime/use-realtime-state.ts';
import type { User } from '@crewline/shared/contracts/auth';
import { useOnlineStatus } from '../../app/startup/use-online-status.ts';
import { buttonClass } from '../../components/button-styles.ts';
import { useToast } from '../../components/toast/use-toast.ts';
import { describeError } from '../../i18n/describe-error.ts';
import type { OutgoingMessage } from './chat-contracts.ts';
import { ChatComposer, ChatMessageList } from './chat-slots.ts';
import { useReadMarks } from './use-read-marks.ts';

/** How many older pages a linked message may be looked for in before giving up. */
const FOCUS_PAGE_LIMIT = 20;

type ConversationProps = {
  thread: Thread;
  currentUser: Pick<User, 'id' | 'name' | 'avatar'>;
  /** Whether the user may turn messages into tasks here (a project member who is no observer). */
  canCreateTasks: boolean;
  /** A direct thread: the projects its messages may become tasks in (see MessageListProps). */
  taskProjects?: { id: string; title: string }[];
  /** A message to scroll to (a link to it, or a search hit). */
  focusMessageId: string | null;
  onFocusDone: () => void;
};

/** The open thread: its messages and the composer, wired to the chat data and live updates. */
export function Conversation({
  thread,
  currentUser,
  canCreateTasks,
  taskProjects,
  focusMessageId,
  onFocusDone,
}: ConversationProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useMessages(thread.id);
  const { messages, hasOlder, loadingOlder, loadOlder } = query;
  const messageTasks = useMessageTasks(thread.id);
  const typingIds = useTypingUserIds(thread.id);
  const sendTyping = useSendTyping(thread.id);
  const author = useMemo(
    () => ({ id: currentUser.id, name: currentUser.name, avatar: currentUser.avatar ?? null }),
    [currentUser.id, currentUser.name, currentUser.avatar],
  );
  const send = useSendMessage(author);
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const removeAttachment = useDeleteAttachment();
  const react = useToggleReaction({ id: author.id, name: author.name });
  const browserOnline = useOnlineStatus();
  const socket = useRealtimeState();
  const [replyTo, setReplyTo] = useState<Message | null>(null);
  const [jumpTo, setJumpTo] = useState<string | null>(null);
  const [focusPages, setFocusPages] = useState(0);
  useReadMarks(thread, messages, currentUser.id);

  const typingNames = useMemo(
    () =>
      typingIds
        .map((id) => thread.participants.find((person) => person.id === id)?.name)
        .filter((name): name is string => Boolean(name)),
    [typingIds, thread.participants],
  );

  // A linked message older than the loaded pages: load older pages until it appears.
  const wanted = focusMessageId ?? jumpTo;
  const wantedLoaded = wanted ? messages.some((message) => message.id === wanted) : true;
  useEffect(() => {
    if (wantedLoaded || !hasOlder || loadingOlder || focusPages >= FOCUS_PAGE_LIMIT) return;
    setFocusPages((count) => count + 1);
    void loadOlder();
  }, [wantedLoaded, hasOlder, loadingOlder, focusPages, loadOlder]);

  const find = useCallback(
    (id: string) => messages.find((message) => message.id === id),
    [messages],
  );

  const onSend = useCallback(
    async (outgoing: OutgoingMessage) => {
      try {
        await send.mutateAsync({ ...outgoing, thread_id: thread.id });
        setReplyTo(null);
      } catch (error) {
        throw new Error(describeError(error, t, t('chat.errors.send')));
      }
    },
    [send, thread.id, t],
  );

  if (query.isError && messages.length === 0) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
        <p className="text-sm">{t('chat.errors.loadMessages')}</p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={() => void query.refetch()}
        >
          {t('chat.list.retry')}
        </button>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p
        role="status"
        className="flex flex-1 items-center justify-center gap-2 text-sm text-fg-muted"
      >
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {t('chat.loadingMessages')}
      </p>
    );
  }

  return (
    <>
      <ChatMessageList
        thread={thread}
        messages={messages}
        currentUserId={currentUser.id}
        members={thread.participants}
        hasOlder={hasOlder}
        loadingOlder={loadingOlder}
        onLoadOlder={() => {
          loadOlder().then(
            (result) => {
              if (result.isError) toast.error(t('chat.errors.loadMore'));
            },
            () => toast.error(t('chat.errors.loadMore')),
          );
        }}
        typingNames={typingNames}
        messageTasks={messageTasks}
        focusMessageId={wantedLoaded ? wanted : null}
        onFocusDone={() => {
          setJumpTo(null);
          setFocusPages(0);
          onFocusDone();
        }}
        onJumpTo={setJumpTo}
        onEdit={async (messageId, content) => {
          const message = find(messageId);
          if (!message) return;
          try {
            await edit.mutateAsync({ message, content });
          } catch (error) {
            toast.error(t('chat.errors.updateMessage'));
            throw error;
          }
        }}
        onDelete={async (messageId) => {
          const message = find(messageId);
          if (!message) return;
          try {
            await remove.mutateAsync(message);
          } catch (error) {
            toast.error(t('chat.errors.deleteMessage'));
            throw error;
          }
        }}
        onDeleteAttachment={async (attachmentId) => {
          const message = messages.find((item) =>
            item.attachments.some((a) => a.id === attachmentId),
          );
          if (!message) return;
          try {
            await removeAttachment.mutateAsync({ message, attachmentId });
          } catch (error) {
            toast.error(t('chat.errors.deleteAttachment'));
            throw error;
          }
        }}
        onToggleReaction={async (message, emoji) => {
          const removing = message.reactions.some((r) => r.emoji === emoji && r.has_reacted);
          try {
            await react.mutateAsync({ message, emoji });
          } catch (error) {
            toast.error(t(removing ? 'chat.errors.removeReaction' : 'chat.errors.addReaction'));
            throw error;
          }
        }}
        onReply={setReplyTo}
        {...(taskProjects ? { taskProjects } : {})}
        {...(canCreateTasks
          ? {
              // Called once the dialog made the task: the message now shows its chip.
              onCreateTask: () =>
                void queryClient.invalidateQueries({ queryKey: chatKeys.messageTasks(thread.id) }),
            }
          : {})}
      />
      <ChatComposer
        thread={thread}
        currentUserId={currentUser.id}
        members={thread.participants}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        onSend={onSend}
        onTyping={sendTyping}
        online={browserOnline && socket.status !== 'ERROR'}
      />
    </>
  );
}
